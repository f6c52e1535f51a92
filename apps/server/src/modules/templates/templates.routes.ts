import { applyTemplateResultSchema, applyTemplateSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { applyTemplate } from './apply-template.js';

export const templatesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);

    app.post(
      '/api/orgs/:org/templates/apply',
      {
        schema: {
          params: orgParamsSchema,
          body: applyTemplateSchema,
          response: { 201: applyTemplateResultSchema },
        },
      },
      async (request, reply) => {
        const actor = await resolveActor(ctx.db, request, request.params.org);
        const orbitIds = await applyTemplate(sync, actor, request.body.template, request.body.locale);
        return reply.status(201).send({ orbitIds });
      },
    );
  };
