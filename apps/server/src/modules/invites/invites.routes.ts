import { createInvitesSchema, idSchema, inviteSchema, redirectResponseSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../http/app-error.js';
import { appUrl } from '../../http/app-origin.js';
import { currentUser } from '../auth/require-user.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { acceptInvite } from './accept-invite.js';
import { createInvites } from './create-invites.js';
import { getInvite } from './get-invite.js';
import { listInvites } from './list-invites.js';
import { resendInvite } from './resend-invite.js';
import { revokeInvite } from './revoke-invite.js';

const idParams = z.object({ id: idSchema });
const orgInviteParams = orgParamsSchema.extend({ id: idSchema });

export const invitesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Public: the invite page reads it before the visitor logs in or signs up.
    app.get(
      '/api/invites/:id',
      { schema: { params: idParams, response: { 200: inviteSchema } } },
      async (request) => getInvite(ctx, request.params.id),
    );

    app.post(
      '/api/invites/:id/accept',
      {
        preHandler: app.requireUser,
        schema: { params: idParams, response: { 200: redirectResponseSchema } },
      },
      async (request) => {
        const result = await acceptInvite(ctx, currentUser(request), request.params.id);
        if (result.ok) return { redirect: `/${result.workspace.slug}` };
        if (result.reason === 'not_found') throw notFound('Invite not found.');
        if (result.reason === 'other_email') {
          throw new AppError('forbidden', 'This invite was sent to another email address.');
        }
        throw new AppError('validation_failed', 'This invite is no longer valid. Ask for a new one.');
      },
    );

    app.post(
      '/api/orgs/:org/invites',
      {
        preHandler: app.requireUser,
        schema: {
          params: orgParamsSchema,
          body: createInvitesSchema,
          response: { 201: z.array(inviteSchema) },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const access = await accessWorkspace(ctx.db, user, request.params.org);
        return reply
          .status(201)
          .send(await createInvites(ctx, access, user, request.body, appUrl(ctx.config, request)));
      },
    );

    app.get(
      '/api/orgs/:org/invites',
      {
        preHandler: app.requireUser,
        schema: { params: orgParamsSchema, response: { 200: z.array(inviteSchema) } },
      },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        return listInvites(ctx.db, access);
      },
    );

    app.post(
      '/api/orgs/:org/invites/:id/resend',
      { preHandler: app.requireUser, schema: { params: orgInviteParams } },
      async (request, reply) => {
        const user = currentUser(request);
        const access = await accessWorkspace(ctx.db, user, request.params.org);
        await resendInvite(ctx, access, user, request.params.id, appUrl(ctx.config, request));
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/orgs/:org/invites/:id',
      { preHandler: app.requireUser, schema: { params: orgInviteParams } },
      async (request, reply) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        await revokeInvite(ctx.db, access, request.params.id);
        return reply.status(204).send();
      },
    );
  };
