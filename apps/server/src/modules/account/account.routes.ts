import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  accountSessionsSchema,
  avatarSizes,
  avatarUploadedSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  emailChangedSchema,
  emailChangeRequestedSchema,
  endedSessionsSchema,
  requestEmailChangeSchema,
  signInMethodsSchema,
  workspaceSummarySchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { appUrl } from '../../http/app-origin.js';
import { currentUser } from '../auth/require-user.js';
import { clearSessionCookies } from '../auth/session-cookies.js';
import type { SyncContext } from '../sync/with-changes.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { endOtherSessions, endSession, listSessions } from './account-sessions.js';
import { readAvatar } from './avatar-store.js';
import { changePassword } from './change-password.js';
import { deleteAccount } from './delete-account.js';
import { confirmEmailChange, requestEmailChange } from './email-change.js';
import { readAvatarUpload, setOwnAvatar, setWorkspaceAvatar } from './set-avatar.js';
import { signInMethods, unlinkIdentity } from './sign-in-methods.js';

// Sessions, identities and avatars are UUIDs; anything else is refused before it reaches a query.
const idParams = z.object({ id: z.uuid('That id is not valid.') });
const avatarQuery = z.strictObject({
  size: z.coerce
    .number()
    .refine((size) => (avatarSizes as readonly number[]).includes(size), `One of ${avatarSizes.join(', ')}.`)
    .optional(),
});

/**
 * My account (issue 16): sessions, password, e-mail change, linked sign-ins, deleting the account, and
 * avatars (a person's and a workspace's). Every route but the mailed e-mail link needs a session.
 */
export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

    // The mailed link: whoever opens it has the new mailbox, signed in or not.
    app.post(
      '/api/auth/email/confirm',
      { schema: { body: confirmEmailChangeSchema, response: { 200: emailChangedSchema } } },
      async (request) => confirmEmailChange(ctx, request.body.token, appUrl(ctx.config, request)),
    );

    const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
      signedIn.addHook('preHandler', app.requireUser);

      signedIn.get(
        '/api/auth/me/sessions',
        { schema: { response: { 200: accountSessionsSchema } } },
        async (request) => ({ sessions: await listSessions(ctx.db, currentUser(request)) }),
      );
      signedIn.delete(
        '/api/auth/me/sessions/:id',
        { schema: { params: idParams } },
        async (request, reply) => {
          const user = currentUser(request);
          await endSession(ctx, user, request.params.id);
          if (request.params.id === user.familyId) clearSessionCookies(reply, ctx.config);
          return reply.status(204).send();
        },
      );
      signedIn.post(
        '/api/auth/me/sessions/end-others',
        { schema: { response: { 200: endedSessionsSchema } } },
        async (request) => {
          const ended = await endOtherSessions(ctx.db, currentUser(request));
          for (const familyId of ended) ctx.realtime.endSession(familyId);
          return { ended: ended.length };
        },
      );

      signedIn.post(
        '/api/auth/me/password',
        { schema: { body: changePasswordSchema } },
        async (request, reply) => {
          await changePassword(ctx, currentUser(request), request.body, appUrl(ctx.config, request));
          return reply.status(204).send();
        },
      );

      signedIn.post(
        '/api/auth/me/email',
        { schema: { body: requestEmailChangeSchema, response: { 202: emailChangeRequestedSchema } } },
        async (request, reply) => {
          await requestEmailChange(ctx, currentUser(request), request.body, appUrl(ctx.config, request));
          return reply.status(202).send({ email: request.body.email });
        },
      );

      signedIn.get(
        '/api/auth/me/sign-in-methods',
        { schema: { response: { 200: signInMethodsSchema } } },
        async (request) => signInMethods(ctx.db, currentUser(request).id),
      );
      signedIn.delete(
        '/api/auth/me/identities/:id',
        { schema: { params: idParams } },
        async (request, reply) => {
          await unlinkIdentity(ctx.db, currentUser(request).id, request.params.id);
          return reply.status(204).send();
        },
      );

      signedIn.post(
        '/api/auth/me/delete',
        { schema: { body: deleteAccountSchema } },
        async (request, reply) => {
          await deleteAccount(ctx, currentUser(request), request.body);
          clearSessionCookies(reply, ctx.config);
          return reply.status(204).send();
        },
      );

      signedIn.post(
        '/api/auth/me/avatar',
        { schema: { response: { 200: avatarUploadedSchema } } },
        async (request) => {
          const bytes = await readAvatarUpload(request);
          const avatarUrl = await setOwnAvatar(sync, currentUser(request).id, bytes);
          return { avatarUrl: avatarUrl ?? '' };
        },
      );
      signedIn.delete('/api/auth/me/avatar', async (request, reply) => {
        await setOwnAvatar(sync, currentUser(request).id, null);
        return reply.status(204).send();
      });

      signedIn.post(
        '/api/orgs/:org/avatar',
        { schema: { params: orgParamsSchema, response: { 200: workspaceSummarySchema } } },
        async (request) => {
          const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
          return setWorkspaceAvatar(sync, access, await readAvatarUpload(request));
        },
      );
      signedIn.delete(
        '/api/orgs/:org/avatar',
        { schema: { params: orgParamsSchema, response: { 200: workspaceSummarySchema } } },
        async (request) => {
          const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
          return setWorkspaceAvatar(sync, access, null);
        },
      );

      // Anyone signed in: the id is unguessable and names one upload, replaced (new id) on every change.
      signedIn.get(
        '/api/avatars/:id',
        { schema: { params: idParams, querystring: avatarQuery } },
        async (request, reply) => {
          const size = request.query.size as (typeof avatarSizes)[number] | undefined;
          const image = await readAvatar(ctx.db, request.params.id, size);
          if (!image) throw notFound('No such picture.');
          return reply
            .header('content-type', image.contentType)
            .header('cache-control', 'private, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .send(image.bytes);
        },
      );
    };
    await app.register(signedInRoutes);
  };
