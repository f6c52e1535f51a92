import { idSchema, memberSchema, personProfileSchema, updatePersonProfileSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../auth/require-user.js';
import type { SyncContext } from '../sync/with-changes.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { getPerson } from './get-person.js';
import { getOwnProfile } from './own-profile.js';
import { updateOwnProfile } from './update-own-profile.js';

const personParams = orgParamsSchema.extend({ userId: idSchema });

/** People: one's own profile fields (title, time zone) and a person of a workspace. */
export const peopleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);

    app.get('/api/people/me', { schema: { response: { 200: personProfileSchema } } }, async (request) =>
      getOwnProfile(ctx.db, currentUser(request).id),
    );

    app.patch(
      '/api/people/me',
      { schema: { body: updatePersonProfileSchema, response: { 200: personProfileSchema } } },
      async (request) => updateOwnProfile(sync, currentUser(request).id, request.body),
    );

    app.get(
      '/api/orgs/:org/people/:userId',
      { schema: { params: personParams, response: { 200: memberSchema } } },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        return getPerson(ctx.db, access, request.params.userId);
      },
    );
  };
