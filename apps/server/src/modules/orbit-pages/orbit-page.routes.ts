import { entityIdSchema } from '@orbit/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import type { OrbitPageKind } from './orbit-page-kinds.js';
import {
  type CreateOrbitPageBody,
  createOrbitPage,
  deleteOrbitPageForGood,
  setOrbitPageTrashed,
  type UpdateOrbitPageBody,
  updateOrbitPage,
} from './orbit-page-life.js';

type Schemas = {
  /** The page's DTO as the API answers it. */
  page: z.ZodType;
  create: z.ZodType<CreateOrbitPageBody>;
  update: z.ZodType<UpdateOrbitPageBody>;
};

/**
 * The life-cycle routes of documents or boards under `base` (`/api/orgs/:org/documents`, `…/boards`):
 * POST (create), PATCH /:id, DELETE /:id (to Trash), POST /:id/restore, DELETE /:id/permanent. Every
 * :id takes the server id or the temporary id; the caller's hooks (a session) apply.
 */
export function registerOrbitPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sync: SyncContext,
  kind: OrbitPageKind,
  base: string,
  schemas: Schemas,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const idParams = orgParamsSchema.extend({ id: entityIdSchema });
  const reply = { 200: schemas.page };
  const actor = (request: Parameters<typeof resolveActor>[1], org: string) =>
    resolveActor(ctx.db, request, org);

  routes.post(
    base,
    { schema: { params: orgParamsSchema, body: schemas.create, response: { ...reply, 201: schemas.page } } },
    async (request, answer) => {
      const made = await createOrbitPage(sync, kind, await actor(request, request.params.org), request.body);
      return answer.status(made.created ? 201 : 200).send(made.value);
    },
  );
  routes.patch(
    `${base}/:id`,
    { schema: { params: idParams, body: schemas.update, response: reply } },
    async (request) =>
      updateOrbitPage(sync, kind, await actor(request, request.params.org), request.params.id, request.body),
  );
  routes.delete(`${base}/:id`, { schema: { params: idParams, response: reply } }, async (request) =>
    setOrbitPageTrashed(sync, kind, await actor(request, request.params.org), request.params.id, true),
  );
  routes.post(`${base}/:id/restore`, { schema: { params: idParams, response: reply } }, async (request) =>
    setOrbitPageTrashed(sync, kind, await actor(request, request.params.org), request.params.id, false),
  );
  routes.delete(`${base}/:id/permanent`, { schema: { params: idParams } }, async (request, answer) => {
    await deleteOrbitPageForGood(
      { ...sync, storage: ctx.storage },
      kind,
      await actor(request, request.params.org),
      request.params.id,
    );
    return answer.status(204).send();
  });
}
