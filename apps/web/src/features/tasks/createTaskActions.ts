import { currentLocale } from '../../lib/i18n/i18n';
import type { Outbox } from '../sync/Outbox';
import type { Item, Priority } from '../sync/schemas';

/** Where writes go: the workspace's slug for the URL, its id and the signed-in user. */
export type TaskScope = { org: string; workspaceId: string; meId: string };

export type NewTask = {
  orbitId: string;
  listId?: string | null;
  parentId?: string | null;
  title: string;
  statusId?: string | null;
  priority?: Priority;
  assigneeIds?: string[];
  labelIds?: string[];
  /** Rich text as a ProseMirror JSON string. */
  description?: string;
  dueAt?: string | null;
  dueHasTime?: boolean;
  position: string;
};

export type TaskPatch = Partial<
  Pick<
    Item,
    | 'title'
    | 'description'
    | 'statusId'
    | 'priority'
    | 'assigneeIds'
    | 'labelIds'
    | 'dueAt'
    | 'dueHasTime'
    | 'startAt'
    | 'position'
    | 'listId'
    | 'orbitId'
  >
>;

export type TaskActions = ReturnType<typeof createTaskActions>;

/** Every task write: applied to IndexedDB at once, then sent through the outbox. */
export function createTaskActions(outbox: Outbox, scope: TaskScope) {
  const base = `/api/orgs/${encodeURIComponent(scope.org)}`;
  const common = { org: scope.org, scope: { workspaceId: scope.workspaceId, meId: scope.meId } };
  const itemPath = (id: string) => `${base}/items/${encodeURIComponent(id)}`;

  return {
    async createTask(task: NewTask): Promise<string> {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      const body = { clientId: id, ...task };
      await outbox.write({
        ...common,
        method: 'POST',
        path: `${base}/items`,
        body,
        answer: 'item',
        touches: [{ table: 'items', key: id }],
        apply: async (db) => {
          const assigneeIds = task.assigneeIds ?? [];
          await db.items.put({
            priority: 'none',
            labelIds: [],
            dueHasTime: false,
            ...task,
            assigneeIds,
            id,
            clientId: id,
            workspaceId: scope.workspaceId,
            createdBy: scope.meId,
            createdAt: now,
            updatedAt: now,
            seq: 0,
          });
          if (assigneeIds.includes(scope.meId)) {
            await db.myTasks.put({ item_id: id, workspaceId: scope.workspaceId });
          }
        },
      });
      return id;
    },

    /** `completes`: the new status is a done one (true), an open one (false), or unchanged. */
    async updateTask(item: Pick<Item, 'id'>, patch: TaskPatch, completes?: boolean): Promise<void> {
      await outbox.write({
        ...common,
        method: 'PATCH',
        path: itemPath(item.id),
        body: patch,
        answer: 'item',
        touches: [{ table: 'items', key: item.id }],
        apply: async (db) => {
          const completion =
            completes === undefined ? {} : { completedAt: completes ? new Date().toISOString() : null };
          await db.items.update(item.id, { ...patch, ...completion });
          if (patch.assigneeIds) {
            if (patch.assigneeIds.includes(scope.meId)) {
              await db.myTasks.put({ item_id: item.id, workspaceId: scope.workspaceId });
            } else await db.myTasks.delete(item.id);
          }
        },
      });
    },

    /** Completes or reopens through the server's own routes, which pick the matching status. */
    async setCompleted(item: Pick<Item, 'id'>, done: boolean, statusId?: string): Promise<void> {
      await outbox.write({
        ...common,
        method: 'POST',
        path: `${itemPath(item.id)}/${done ? 'complete' : 'uncomplete'}`,
        answer: 'item',
        touches: [{ table: 'items', key: item.id }],
        apply: async (db) =>
          void (await db.items.update(item.id, {
            completedAt: done ? new Date().toISOString() : null,
            ...(statusId ? { statusId } : {}),
          })),
      });
    },

    async deleteTask(item: Pick<Item, 'id'>): Promise<void> {
      await outbox.write({
        ...common,
        method: 'DELETE',
        path: itemPath(item.id),
        answer: 'item',
        touches: [{ table: 'items', key: item.id }],
        apply: async (db) => void (await db.items.update(item.id, { deletedAt: new Date().toISOString() })),
      });
    },

    async restoreTask(item: Pick<Item, 'id'>): Promise<void> {
      await outbox.write({
        ...common,
        method: 'POST',
        path: `${itemPath(item.id)}/restore`,
        answer: 'item',
        touches: [{ table: 'items', key: item.id }],
        apply: async (db) => void (await db.items.update(item.id, { deletedAt: null })),
      });
    },

    async deleteForever(item: Pick<Item, 'id'>): Promise<void> {
      await outbox.write({
        ...common,
        method: 'DELETE',
        path: `${itemPath(item.id)}/permanent`,
        touches: [
          { table: 'items', key: item.id },
          { table: 'favorites', key: item.id },
        ],
        apply: async (db) => {
          await db.items.delete(item.id);
          await db.favorites.delete(item.id);
          await db.myTasks.delete(item.id);
        },
      });
    },

    async setFavorite(itemId: string, favorite: boolean): Promise<void> {
      await outbox.write({
        ...common,
        method: favorite ? 'PUT' : 'DELETE',
        path: `${base}/favorites/${encodeURIComponent(itemId)}`,
        answer: favorite ? 'favorite' : undefined,
        touches: [{ table: 'favorites', key: itemId }],
        apply: async (db) => {
          if (favorite) {
            await db.favorites.put({ item_id: itemId, itemId, workspaceId: scope.workspaceId });
          } else await db.favorites.delete(itemId);
        },
      });
    },

    async createOrbit(name: string): Promise<string> {
      const id = crypto.randomUUID();
      await outbox.write({
        ...common,
        method: 'POST',
        path: `${base}/orbits`,
        // Its default statuses and first list are named in the language this person uses.
        body: { clientId: id, name, locale: currentLocale() },
        answer: 'orbit',
        touches: [{ table: 'lists', key: id }],
        apply: async (db) =>
          void (await db.lists.put({
            id,
            clientId: id,
            kind: 'orbit',
            workspaceId: scope.workspaceId,
            name,
            statuses: [],
            memberIds: [scope.meId],
            createdBy: scope.meId,
            seq: 0,
          })),
      });
      return id;
    },

    async createList(orbitId: string, name: string, position: string): Promise<string> {
      const id = crypto.randomUUID();
      await outbox.write({
        ...common,
        method: 'POST',
        path: `${base}/lists`,
        body: { clientId: id, orbitId, name, position },
        answer: 'list',
        touches: [{ table: 'lists', key: id }],
        apply: async (db) =>
          void (await db.lists.put({
            id,
            clientId: id,
            kind: 'list',
            workspaceId: scope.workspaceId,
            orbitId,
            name,
            position,
            seq: 0,
          })),
      });
      return id;
    },
  };
}
