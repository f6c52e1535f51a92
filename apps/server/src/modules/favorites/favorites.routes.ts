import { entityIdSchema, favoriteSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { setFavorite } from './set-favorite.js';

const params = orgParamsSchema.extend({ itemId: entityIdSchema });

export const favoritesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);

    app.put(
      '/api/orgs/:org/favorites/:itemId',
      { schema: { params, response: { 200: favoriteSchema } } },
      async (request) => {
        const actor = await resolveActor(ctx.db, request, request.params.org);
        const favorite = await setFavorite(sync, actor, request.params.itemId, true);
        if (!favorite) throw new Error('favorite not saved');
        return favorite;
      },
    );
    app.delete('/api/orgs/:org/favorites/:itemId', { schema: { params } }, async (request, reply) => {
      await setFavorite(
        sync,
        await resolveActor(ctx.db, request, request.params.org),
        request.params.itemId,
        false,
      );
      return reply.status(204).send();
    });
  };
