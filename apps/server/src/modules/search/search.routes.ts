import { taskSearchQuerySchema, taskSearchResultSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { searchTasks } from './search-tasks.js';

/** Search: tasks by their words, prefixes and typos (the palette asks as one types). */
export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireUser);
    app.get(
      '/api/orgs/:org/search',
      {
        schema: {
          params: orgParamsSchema,
          querystring: taskSearchQuerySchema,
          response: { 200: taskSearchResultSchema },
        },
      },
      async (request) =>
        searchTasks(ctx.db, await resolveActor(ctx.db, request, request.params.org), request.query),
    );
  };
