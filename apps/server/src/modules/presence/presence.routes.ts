import { memberStatusSchema, presenceListSchema, setStatusSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { currentUser } from '../auth/require-user.js';
import type { SyncContext } from '../sync/with-changes.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { presenceIn } from './presence.js';
import { registerPresence } from './presence.socket.js';
import { getOwnStatus, setOwnStatus } from './status.js';

/** Presence (who is online or away now) and one's custom status. */
export const presenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    registerPresence(app.io, ctx.logger);
    app.addHook('preHandler', app.requireUser);

    app.get(
      '/api/orgs/:org/presence',
      { schema: { params: orgParamsSchema, response: { 200: presenceListSchema } } },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        return presenceIn(app.io, access.workspace.id);
      },
    );
    app.get('/api/people/me/status', { schema: { response: { 200: memberStatusSchema } } }, async (request) =>
      getOwnStatus(ctx.db, currentUser(request).id),
    );
    app.put(
      '/api/people/me/status',
      { schema: { body: setStatusSchema, response: { 200: memberStatusSchema } } },
      async (request) => {
        const { expiresAt } = request.body;
        if (expiresAt && Date.parse(expiresAt) <= Date.now()) {
          throw new AppError('validation_failed', 'Choose a time in the future.', {
            expiresAt: 'Choose a time in the future.',
          });
        }
        return setOwnStatus(sync, currentUser(request).id, request.body);
      },
    );
    app.delete('/api/people/me/status', async (request, reply) => {
      await setOwnStatus(sync, currentUser(request).id, null);
      return reply.status(204).send();
    });
  };
