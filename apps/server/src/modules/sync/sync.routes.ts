import { bootstrapSchema, changesQuerySchema, changesResultSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { resolveActor } from './actor.js';
import { getBootstrap } from './get-bootstrap.js';
import { getChanges } from './get-changes.js';
import { joinVisibleOrbitsOnConnect } from './orbit-rooms.js';

export const syncRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    joinVisibleOrbitsOnConnect(ctx.db, app.io);
    app.addHook('preHandler', app.requireUser);

    app.get(
      '/api/orgs/:org/sync/bootstrap',
      { schema: { params: orgParamsSchema, response: { 200: bootstrapSchema } } },
      async (request) => getBootstrap(ctx.db, await resolveActor(ctx.db, request, request.params.org)),
    );

    app.get(
      '/api/orgs/:org/sync/changes',
      {
        schema: {
          params: orgParamsSchema,
          querystring: changesQuerySchema,
          response: { 200: changesResultSchema },
        },
      },
      async (request) =>
        getChanges(ctx.db, await resolveActor(ctx.db, request, request.params.org), request.query.after),
    );
  };
