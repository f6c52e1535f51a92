import {
  createWorkspaceSchema,
  deleteWorkspaceSchema,
  handOverSchema,
  slugAvailabilityQuerySchema,
  slugAvailabilitySchema,
  slugSchema,
  text,
  updateWorkspaceSchema,
  workspaceSummarySchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { currentUser } from '../auth/require-user.js';
import { accessWorkspace } from './access-workspace.js';
import { checkSlugAvailability } from './check-slug-availability.js';
import { createWorkspace } from './create-workspace.js';
import { deleteWorkspace } from './delete-workspace.js';
import { handOver } from './hand-over.js';
import { updateWorkspace } from './update-workspace.js';
import { presentWorkspaceSummary } from './workspace.presenter.js';

export const orgParamsSchema = z.object({ org: text().min(1).max(200) });

export const workspacesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireUser);

    app.post(
      '/api/workspaces',
      { schema: { body: createWorkspaceSchema, response: { 201: workspaceSummarySchema } } },
      async (request, reply) => {
        const summary = await createWorkspace(ctx, currentUser(request), request.body);
        return reply.status(201).send(summary);
      },
    );

    app.get(
      '/api/workspaces/slug-availability',
      { schema: { querystring: slugAvailabilityQuerySchema, response: { 200: slugAvailabilitySchema } } },
      async (request) => {
        const slug = slugSchema.safeParse(request.query.slug);
        if (!slug.success) {
          const message = slug.error.issues[0]?.message ?? 'That address is not valid.';
          throw new AppError('validation_failed', message, { slug: message });
        }
        return checkSlugAvailability(ctx.db, slug.data);
      },
    );

    app.get(
      '/api/orgs/:org',
      { schema: { params: orgParamsSchema, response: { 200: workspaceSummarySchema } } },
      async (request) => {
        const { workspace, role } = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        return presentWorkspaceSummary(workspace, role);
      },
    );

    app.patch(
      '/api/orgs/:org',
      {
        schema: {
          params: orgParamsSchema,
          body: updateWorkspaceSchema,
          response: { 200: workspaceSummarySchema },
        },
      },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        const { workspace } = await updateWorkspace(ctx, access, request.body);
        return presentWorkspaceSummary(workspace, access.role);
      },
    );

    // The owner hands the workspace to an admin or a member and stays on as an admin.
    app.put(
      '/api/orgs/:org/owner',
      {
        schema: { params: orgParamsSchema, body: handOverSchema, response: { 200: workspaceSummarySchema } },
      },
      async (request) => {
        const user = currentUser(request);
        const access = await accessWorkspace(ctx.db, user, request.params.org);
        await handOver(ctx, access, user, request.body.userId);
        return presentWorkspaceSummary(access.workspace, 'admin');
      },
    );

    // The owner deletes the workspace with everything in it, confirmed by typing its name.
    app.post(
      '/api/orgs/:org/delete',
      { schema: { params: orgParamsSchema, body: deleteWorkspaceSchema } },
      async (request, reply) => {
        const user = currentUser(request);
        const access = await accessWorkspace(ctx.db, user, request.params.org);
        await deleteWorkspace(ctx, access, user, request.body.name);
        return reply.status(204).send();
      },
    );
  };
