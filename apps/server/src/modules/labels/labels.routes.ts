import { createLabelSchema, entityIdSchema, labelSchema, updateLabelSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { deleteLabel } from './delete-label.js';
import { createLabel, updateLabel } from './save-label.js';

const idParams = orgParamsSchema.extend({ id: entityIdSchema });

export const labelsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);

    app.post(
      '/api/orgs/:org/labels',
      {
        schema: {
          params: orgParamsSchema,
          body: createLabelSchema,
          response: { 200: labelSchema, 201: labelSchema },
        },
      },
      async (request, reply) => {
        const actor = await resolveActor(ctx.db, request, request.params.org);
        const { label, created } = await createLabel(sync, actor, request.body);
        return reply.status(created ? 201 : 200).send(label);
      },
    );
    app.patch(
      '/api/orgs/:org/labels/:id',
      { schema: { params: idParams, body: updateLabelSchema, response: { 200: labelSchema } } },
      async (request) =>
        updateLabel(
          sync,
          await resolveActor(ctx.db, request, request.params.org),
          request.params.id,
          request.body,
        ),
    );
    app.delete('/api/orgs/:org/labels/:id', { schema: { params: idParams } }, async (request, reply) => {
      await deleteLabel(sync, await resolveActor(ctx.db, request, request.params.org), request.params.id);
      return reply.status(204).send();
    });
  };
