import type { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { Outbox, OutboxWrite } from '../sync/Outbox';
import type { Group } from '../sync/schemas';

export type GroupScope = { org: string; workspaceId: string; meId: string };
export type GroupResult = { ok: true } | { ok: false; error: unknown };
type Write = Omit<OutboxWrite, 'org' | 'scope' | 'onSettled'>;

/**
 * Group writes: applied to the local `lists` table (kind 'group') at once and sent through the outbox;
 * each resolves once the server took or refused it, so a refusal (a name taken meanwhile) can be shown
 * on its field. A new group lives under its temporary id until the server's row replaces it.
 */
export function createGroupActions(outbox: Outbox, scope: GroupScope) {
  const base = `/api/orgs/${encodeURIComponent(scope.org)}/groups`;
  const groupPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const send = (write: Write) =>
    new Promise<GroupResult>((resolve) => {
      outbox
        .write({
          org: scope.org,
          scope: { workspaceId: scope.workspaceId, meId: scope.meId },
          ...write,
          onSettled: (error: ApiRequestError | null) => resolve(error ? { ok: false, error } : { ok: true }),
        })
        .catch((error: unknown) => resolve({ ok: false, error }));
    });

  return {
    /** The temporary id at once (the page can open), and the server's verdict later. */
    createGroup(name: string, memberIds: string[]): { id: string; settled: Promise<GroupResult> } {
      const id = crypto.randomUUID();
      const settled = send({
        method: 'POST',
        path: base,
        body: { clientId: id, name, memberIds },
        answer: 'group',
        touches: [{ table: 'lists', key: id }],
        apply: async (db) =>
          void (await db.lists.put({
            id,
            clientId: id,
            kind: 'group',
            workspaceId: scope.workspaceId,
            name,
            memberIds,
            createdBy: scope.meId,
            seq: 0,
          })),
      });
      return { id, settled };
    },

    updateGroup(
      group: Pick<Group, 'id'>,
      patch: { name?: string; memberIds?: string[] },
    ): Promise<GroupResult> {
      return send({
        method: 'PATCH',
        path: groupPath(group.id),
        body: patch,
        answer: 'group',
        touches: [{ table: 'lists', key: group.id }],
        apply: async (db) => void (await db.lists.update(group.id, { ...patch })),
      });
    },

    deleteGroup(group: Pick<Group, 'id'>): Promise<GroupResult> {
      return send({
        method: 'DELETE',
        path: groupPath(group.id),
        touches: [{ table: 'lists', key: group.id }],
        apply: async (db) => void (await db.lists.delete(group.id)),
      });
    },
  };
}

export type GroupActions = ReturnType<typeof createGroupActions>;
