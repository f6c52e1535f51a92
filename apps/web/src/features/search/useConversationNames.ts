import { type LocalRow, localDb } from '../../lib/localDb';
import type { SyncMember } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Each topic's name (`# name`) and each dm's other people, from the local `topics` table. */
export function useConversationNames(
  workspaceId: string,
  meId: string,
  members: readonly SyncMember[],
): ReadonlyMap<string, string> {
  const topics = useLiveQuery(
    () => localDb.topics.filter((row: LocalRow) => row.workspaceId === workspaceId).toArray(),
    workspaceId,
    [] as LocalRow[],
  );
  const names = new Map(members.map((m) => [m.userId, m.name || m.email || '']));
  const out = new Map<string, string>();
  for (const topic of topics) {
    const id = str(topic.id);
    if (topic.kind === 'topic') out.set(id, `# ${str(topic.name)}`);
    if (topic.kind === 'dm') {
      const memberIds = Array.isArray(topic.memberIds) ? (topic.memberIds as string[]) : [];
      const others = memberIds.filter((m) => m !== meId).map((m) => names.get(m) ?? '');
      out.set(id, others.filter(Boolean).join(', '));
    }
  }
  return out;
}
