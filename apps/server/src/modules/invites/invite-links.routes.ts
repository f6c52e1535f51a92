import {
  inviteLinkInfoSchema,
  inviteLinkSchema,
  inviteLinkTokenSchema,
  redirectResponseSchema,
  updateInviteLinkSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { appUrl } from '../../http/app-origin.js';
import { currentUser } from '../auth/require-user.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { findInviteLinkTarget } from './find-invite-link.js';
import { getInviteLink } from './get-invite-link.js';
import { joinByInviteLink } from './join-by-invite-link.js';
import { rotateInviteLink } from './rotate-invite-link.js';
import { setInviteLinkEnabled } from './set-invite-link-enabled.js';

const tokenParams = z.object({ token: inviteLinkTokenSchema });
const linkNotFound = () => notFound('This invite link is not valid or has been turned off.');

export const inviteLinksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/orgs/:org/invite-link',
      {
        preHandler: app.requireUser,
        schema: { params: orgParamsSchema, response: { 200: inviteLinkSchema } },
      },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        return getInviteLink(ctx, access, appUrl(ctx.config, request));
      },
    );

    app.post(
      '/api/orgs/:org/invite-link/rotate',
      {
        preHandler: app.requireUser,
        schema: { params: orgParamsSchema, response: { 200: inviteLinkSchema } },
      },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        return rotateInviteLink(ctx, access, appUrl(ctx.config, request));
      },
    );

    app.patch(
      '/api/orgs/:org/invite-link',
      {
        preHandler: app.requireUser,
        schema: {
          params: orgParamsSchema,
          body: updateInviteLinkSchema,
          response: { 200: inviteLinkSchema },
        },
      },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        return setInviteLinkEnabled(ctx, access, request.body.enabled, appUrl(ctx.config, request));
      },
    );

    // Public: the join page names the workspace before the visitor logs in or signs up.
    app.get(
      '/api/invite-link/:token',
      { schema: { params: tokenParams, response: { 200: inviteLinkInfoSchema } } },
      async (request) => {
        const workspace = await findInviteLinkTarget(ctx.db, request.params.token);
        if (!workspace) throw linkNotFound();
        return { workspace: { slug: workspace.slug, name: workspace.name } };
      },
    );

    app.post(
      '/api/invite-link/:token/join',
      {
        preHandler: app.requireUser,
        schema: { params: tokenParams, response: { 200: redirectResponseSchema } },
      },
      async (request) => {
        const workspace = await joinByInviteLink(ctx, currentUser(request).id, request.params.token);
        if (!workspace) throw linkNotFound();
        return { redirect: `/${workspace.slug}` };
      },
    );
  };
