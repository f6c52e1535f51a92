import { localDb } from '../../lib/localDb';
import { useLiveQuery } from '../sync/useLiveQuery';
import type { ChatPerson } from './conversationNames';

const none: ReadonlyMap<string, ChatPerson> = new Map();

/** The workspace's people (the local `users` table), by id. */
export function useChatPeople(workspaceId: string | undefined): ReadonlyMap<string, ChatPerson> {
  return useLiveQuery(
    async () => {
      if (!workspaceId) return none;
      const rows = await localDb.users
        .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(workspaceId))
        .toArray();
      return new Map(
        rows.map((u): [string, ChatPerson] => [
          u.id,
          {
            id: u.id,
            name: typeof u.name === 'string' && u.name ? u.name : String(u.email ?? ''),
            avatarUrl: typeof u.avatarUrl === 'string' ? u.avatarUrl : null,
            role: typeof u.role === 'string' ? u.role : null,
          },
        ]),
      );
    },
    `people:${workspaceId}`,
    none,
  );
}
