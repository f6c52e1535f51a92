import { createGroupSchema, entityIdSchema, groupSchema, updateGroupSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { createGroup, deleteGroup, updateGroup } from './save-group.js';

const idParams = orgParamsSchema.extend({ id: entityIdSchema });

/** Groups: create, rename and set members, delete. Reads travel by sync (bootstrap and changes). */
export const groupsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);

    app.post(
      '/api/orgs/:org/groups',
      {
        schema: {
          params: orgParamsSchema,
          body: createGroupSchema,
          response: { 200: groupSchema, 201: groupSchema },
        },
      },
      async (request, reply) => {
        const actor = await resolveActor(ctx.db, request, request.params.org);
        const { group, created } = await createGroup(sync, actor, request.body);
        return reply.status(created ? 201 : 200).send(group);
      },
    );
    app.patch(
      '/api/orgs/:org/groups/:id',
      { schema: { params: idParams, body: updateGroupSchema, response: { 200: groupSchema } } },
      async (request) =>
        updateGroup(
          sync,
          await resolveActor(ctx.db, request, request.params.org),
          request.params.id,
          request.body,
        ),
    );
    app.delete('/api/orgs/:org/groups/:id', { schema: { params: idParams } }, async (request, reply) => {
      await deleteGroup(sync, await resolveActor(ctx.db, request, request.params.org), request.params.id);
      return reply.status(204).send();
    });
  };
