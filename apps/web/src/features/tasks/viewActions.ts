import type { CreateViewBody, UpdateViewBody } from '@orbit/shared';
import type { Outbox } from '../sync/Outbox';
import type { View } from '../sync/schemas';
import type { TaskScope } from './createTaskActions';

/** A new view's fields: everything of the create body but the temporary id, which the action makes. */
export type ViewFields = Omit<CreateViewBody, 'clientId'>;
export type ViewPatch = UpdateViewBody;
export type ViewActions = ReturnType<typeof createViewActions>;

/**
 * Saved-view writes: applied to the local `lists` table (kind 'view') at once, then sent through the
 * outbox. A new view lives under its temporary id until the server's row replaces it (same clientId).
 */
export function createViewActions(outbox: Outbox, scope: TaskScope) {
  const base = `/api/orgs/${encodeURIComponent(scope.org)}/views`;
  const common = { org: scope.org, scope: { workspaceId: scope.workspaceId, meId: scope.meId } };
  const viewPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

  return {
    /** Returns the temporary id, under which the view can be opened at once. */
    async createView(fields: ViewFields): Promise<string> {
      const id = crypto.randomUUID();
      await outbox.write({
        ...common,
        method: 'POST',
        path: base,
        body: { clientId: id, ...fields },
        answer: 'view',
        touches: [{ table: 'lists', key: id }],
        apply: async (db) =>
          void (await db.lists.put({
            // The server's defaults, so the optimistic row renders like the one that replaces it.
            visibility: 'private',
            layout: 'list',
            filters: {},
            groupBy: 'none',
            sort: { field: 'position', dir: 'asc' },
            showCompleted: false,
            ...fields,
            id,
            clientId: id,
            kind: 'view',
            workspaceId: scope.workspaceId,
            ownerId: scope.meId,
            seq: 0,
          })),
      });
      return id;
    },

    async updateView(view: Pick<View, 'id'>, patch: ViewPatch): Promise<void> {
      await outbox.write({
        ...common,
        method: 'PATCH',
        path: viewPath(view.id),
        body: patch,
        answer: 'view',
        touches: [{ table: 'lists', key: view.id }],
        apply: async (db) => void (await db.lists.update(view.id, { ...patch })),
      });
    },

    async deleteView(view: Pick<View, 'id'>): Promise<void> {
      await outbox.write({
        ...common,
        method: 'DELETE',
        path: viewPath(view.id),
        touches: [{ table: 'lists', key: view.id }],
        apply: async (db) => void (await db.lists.delete(view.id)),
      });
    },
  };
}
