import type { LocalDb } from '../../lib/localDb';
import type { Outbox, OutboxWrite } from '../sync/Outbox';
import type { Item, Label, Orbit, TaskList } from '../sync/schemas';
import type { TaskScope } from '../tasks/createTaskActions';

/** How the server answered a write: taken, or refused with its error (the local change is undone). */
export type WriteOutcome = { ok: true } | { ok: false; error: unknown };

export type OrbitPatch = Partial<{
  name: string;
  description: string;
  color: string | null;
  visibility: 'public' | 'private';
}>;

export type StatusInput = {
  id: string;
  name: string;
  kind: 'open' | 'done';
  color: string;
  position: number;
};

export type OrbitActions = ReturnType<typeof createOrbitActions>;

type Deps = { outbox: Outbox; db: LocalDb };
type Write = Omit<OutboxWrite, 'org' | 'scope' | 'onSettled'>;

/**
 * The orbit settings and list writes: applied to IndexedDB at once and sent through the outbox like
 * task writes; each answers once the server took or refused it (callers that only care about the
 * optimistic change need not wait).
 */
export function createOrbitActions({ outbox, db }: Deps, scope: TaskScope) {
  const base = `/api/orgs/${encodeURIComponent(scope.org)}`;
  const syncScope = { workspaceId: scope.workspaceId, meId: scope.meId };
  const orbitPath = (orbit: Pick<Orbit, 'id'>) => `${base}/orbits/${encodeURIComponent(orbit.id)}`;
  const listPath = (list: Pick<TaskList, 'id'>) => `${base}/lists/${encodeURIComponent(list.id)}`;
  const labelPath = (label: Pick<Label, 'id'>) => `${base}/labels/${encodeURIComponent(label.id)}`;

  const send = (write: Write): Promise<WriteOutcome> =>
    new Promise((resolve) => {
      outbox
        .write({
          org: scope.org,
          scope: syncScope,
          ...write,
          onSettled: (error) => resolve(error ? { ok: false, error } : { ok: true }),
        })
        .catch((error: unknown) => resolve({ ok: false, error }));
    });

  const itemsOf = async (match: (item: Item) => boolean): Promise<Item[]> =>
    (await db.items.filter((row) => row.workspaceId === scope.workspaceId).toArray()).filter((row) =>
      match(row as unknown as Item),
    ) as unknown as Item[];

  return {
    updateOrbit(orbit: Pick<Orbit, 'id'>, patch: OrbitPatch): Promise<WriteOutcome> {
      return send({
        method: 'PATCH',
        path: orbitPath(orbit),
        body: patch,
        answer: 'orbit',
        touches: [{ table: 'lists', key: orbit.id }],
        apply: async (local) => void (await local.lists.update(orbit.id, patch)),
      });
    },

    /**
     * Replaces the orbit's statuses. A status whose kind changes completes or reopens its tasks at
     * once here, as the server does in the same write.
     */
    async saveStatuses(
      orbit: Pick<Orbit, 'id' | 'statuses'>,
      statuses: StatusInput[],
    ): Promise<WriteOutcome> {
      const was = new Map(orbit.statuses.map((status) => [status.id, status.kind]));
      const turned = new Map(
        statuses.filter((s) => was.has(s.id) && was.get(s.id) !== s.kind).map((s) => [s.id, s.kind]),
      );
      const affected = await itemsOf(
        (item) => item.orbitId === orbit.id && turned.has(item.statusId ?? '') && !item.deletedAt,
      );
      const now = new Date().toISOString();
      return send({
        method: 'PATCH',
        path: orbitPath(orbit),
        body: { statuses },
        answer: 'orbit',
        touches: [
          { table: 'lists', key: orbit.id },
          ...affected.map((item) => ({ table: 'items' as const, key: item.id })),
        ],
        apply: async (local) => {
          await local.lists.update(orbit.id, { statuses });
          for (const item of affected) {
            const done = turned.get(item.statusId ?? '') === 'done';
            if (done === Boolean(item.completedAt)) continue;
            await local.items.update(item.id, { completedAt: done ? now : null });
          }
        },
      });
    },

    setMember(
      orbit: Pick<Orbit, 'id' | 'memberIds'>,
      userId: string,
      member: boolean,
    ): Promise<WriteOutcome> {
      const others = orbit.memberIds.filter((id) => id !== userId);
      return send({
        method: member ? 'POST' : 'DELETE',
        path: member
          ? `${orbitPath(orbit)}/members`
          : `${orbitPath(orbit)}/members/${encodeURIComponent(userId)}`,
        body: member ? { userId } : undefined,
        answer: 'orbit',
        touches: [{ table: 'lists', key: orbit.id }],
        apply: async (local) =>
          void (await local.lists.update(orbit.id, { memberIds: member ? [...others, userId] : others })),
      });
    },

    archive(orbit: Pick<Orbit, 'id'>): Promise<WriteOutcome> {
      return send({
        method: 'DELETE',
        path: orbitPath(orbit),
        touches: [{ table: 'lists', key: orbit.id }],
        apply: async (local) =>
          void (await local.lists.update(orbit.id, { archivedAt: new Date().toISOString() })),
      });
    },

    unarchive(orbit: Pick<Orbit, 'id'>): Promise<WriteOutcome> {
      return send({
        method: 'POST',
        path: `${orbitPath(orbit)}/unarchive`,
        answer: 'orbit',
        touches: [{ table: 'lists', key: orbit.id }],
        apply: async (local) => void (await local.lists.update(orbit.id, { archivedAt: null })),
      });
    },

    updateList(
      list: Pick<TaskList, 'id'>,
      patch: { name?: string; position?: string },
    ): Promise<WriteOutcome> {
      return send({
        method: 'PATCH',
        path: listPath(list),
        body: patch,
        answer: 'list',
        touches: [{ table: 'lists', key: list.id }],
        apply: async (local) => void (await local.lists.update(list.id, patch)),
      });
    },

    /** Its tasks stay in the orbit under "No list". */
    async deleteList(list: Pick<TaskList, 'id'>): Promise<WriteOutcome> {
      const held = await itemsOf((item) => item.listId === list.id);
      return send({
        method: 'DELETE',
        path: listPath(list),
        touches: [
          { table: 'lists', key: list.id },
          ...held.map((item) => ({ table: 'items' as const, key: item.id })),
        ],
        apply: async (local) => {
          await local.lists.delete(list.id);
          for (const item of held) await local.items.update(item.id, { listId: null });
        },
      });
    },

    /** A new label, made offline too: its temporary id stands for it (on tasks as well) until answered. */
    createLabel(name: string, color: string): Promise<WriteOutcome> {
      const id = crypto.randomUUID();
      return send({
        method: 'POST',
        path: `${base}/labels`,
        body: { clientId: id, name, color },
        answer: 'label',
        touches: [{ table: 'lists', key: id }],
        apply: async (local) =>
          void (await local.lists.put({
            id,
            clientId: id,
            kind: 'label',
            workspaceId: scope.workspaceId,
            name,
            color,
            seq: 0,
          })),
      });
    },

    updateLabel(label: Pick<Label, 'id'>, patch: { name?: string; color?: string }): Promise<WriteOutcome> {
      return send({
        method: 'PATCH',
        path: labelPath(label),
        body: patch,
        touches: [{ table: 'lists', key: label.id }],
        apply: async (local) => void (await local.lists.update(label.id, patch)),
      });
    },

    /** The tasks that wore it lose it. */
    async deleteLabel(label: Pick<Label, 'id'>): Promise<WriteOutcome> {
      const worn = await itemsOf((item) => item.labelIds.includes(label.id));
      return send({
        method: 'DELETE',
        path: labelPath(label),
        touches: [
          { table: 'lists', key: label.id },
          ...worn.map((item) => ({ table: 'items' as const, key: item.id })),
        ],
        apply: async (local) => {
          await local.lists.delete(label.id);
          for (const item of worn) {
            await local.items.update(item.id, { labelIds: item.labelIds.filter((id) => id !== label.id) });
          }
        },
      });
    },
  };
}
