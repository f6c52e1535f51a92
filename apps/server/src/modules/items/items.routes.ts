import {
  activitySchema,
  createItemSchema,
  entityIdSchema,
  itemSchema,
  updateItemSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { setItemDone } from './complete-item.js';
import { createItem } from './create-item.js';
import { deleteItemPermanently } from './delete-item-permanently.js';
import { listActivity } from './list-activity.js';
import { setItemTrashed } from './trash-item.js';
import { updateItem } from './update-item.js';

const idParams = orgParamsSchema.extend({ id: entityIdSchema });
const itemReply = { schema: { params: idParams, response: { 200: itemSchema } } };

export const itemsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);
    const actor = (request: Parameters<typeof resolveActor>[1], org: string) =>
      resolveActor(ctx.db, request, org);

    app.post(
      '/api/orgs/:org/items',
      {
        schema: {
          params: orgParamsSchema,
          body: createItemSchema,
          response: { 200: itemSchema, 201: itemSchema },
        },
      },
      async (request, reply) => {
        const made = await createItem(sync, await actor(request, request.params.org), request.body);
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );
    app.patch(
      '/api/orgs/:org/items/:id',
      { schema: { params: idParams, body: updateItemSchema, response: { 200: itemSchema } } },
      async (request) =>
        updateItem(sync, await actor(request, request.params.org), request.params.id, request.body),
    );
    app.post('/api/orgs/:org/items/:id/complete', itemReply, async (request) =>
      setItemDone(sync, await actor(request, request.params.org), request.params.id, true),
    );
    app.post('/api/orgs/:org/items/:id/uncomplete', itemReply, async (request) =>
      setItemDone(sync, await actor(request, request.params.org), request.params.id, false),
    );
    app.delete('/api/orgs/:org/items/:id', itemReply, async (request) =>
      setItemTrashed(sync, await actor(request, request.params.org), request.params.id, true),
    );
    app.post('/api/orgs/:org/items/:id/restore', itemReply, async (request) =>
      setItemTrashed(sync, await actor(request, request.params.org), request.params.id, false),
    );
    app.delete(
      '/api/orgs/:org/items/:id/permanent',
      { schema: { params: idParams } },
      async (request, reply) => {
        await deleteItemPermanently(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          ctx.storage,
        );
        return reply.status(204).send();
      },
    );
    app.get(
      '/api/orgs/:org/items/:id/activity',
      { schema: { params: idParams, response: { 200: z.array(activitySchema) } } },
      async (request) => listActivity(ctx.db, await actor(request, request.params.org), request.params.id),
    );
  };
