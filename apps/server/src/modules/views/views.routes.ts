import { createViewSchema, entityIdSchema, updateViewSchema, viewSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { createView } from './create-view.js';
import { deleteView } from './delete-view.js';
import { updateView } from './update-view.js';

const idParams = orgParamsSchema.extend({ id: entityIdSchema });

export const viewsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);

    app.post(
      '/api/orgs/:org/views',
      {
        schema: {
          params: orgParamsSchema,
          body: createViewSchema,
          response: { 200: viewSchema, 201: viewSchema },
        },
      },
      async (request, reply) => {
        const made = await createView(
          sync,
          await resolveActor(ctx.db, request, request.params.org),
          request.body,
        );
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );
    app.patch(
      '/api/orgs/:org/views/:id',
      { schema: { params: idParams, body: updateViewSchema, response: { 200: viewSchema } } },
      async (request) =>
        updateView(
          sync,
          await resolveActor(ctx.db, request, request.params.org),
          request.params.id,
          request.body,
        ),
    );
    app.delete('/api/orgs/:org/views/:id', { schema: { params: idParams } }, async (request, reply) => {
      await deleteView(sync, await resolveActor(ctx.db, request, request.params.org), request.params.id);
      return reply.status(204).send();
    });
  };
