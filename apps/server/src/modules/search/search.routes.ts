import {
  documentSearchQuerySchema,
  documentSearchResultSchema,
  taskSearchQuerySchema,
  taskSearchResultSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { searchDocuments } from './search-documents.js';
import { searchTasks } from './search-tasks.js';

/** Search: tasks by their words, prefixes and typos (the palette asks as one types); documents by their words. */
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
    app.get(
      '/api/orgs/:org/search/documents',
      {
        schema: {
          params: orgParamsSchema,
          querystring: documentSearchQuerySchema,
          response: { 200: documentSearchResultSchema },
        },
      },
      async (request) =>
        searchDocuments(ctx.db, await resolveActor(ctx.db, request, request.params.org), request.query),
    );
  };
