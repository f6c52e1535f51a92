import {
  bulkNotificationsSchema,
  bulkResultSchema,
  entityIdSchema,
  followParamsSchema,
  followSchema,
  listNotificationsQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unsubscribeQuerySchema,
  updateNotificationPreferencesSchema,
  updateNotificationSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { onMissedCall } from '../calls/missed-call.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { notifyMissedCall } from './call-notifications.js';
import { getFollow, setFollow } from './follows.js';
import { listNotifications } from './list-notifications.js';
import { getPreferences, updatePreferences } from './preferences.js';
import { checkUnsubscribe, unsubscribe, unsubscribePage } from './unsubscribe.js';
import { bulkUpdateNotifications, updateNotification } from './update-notifications.js';

const idParams = orgParamsSchema.extend({ id: entityIdSchema });
export const unsubscribeUrl = '/api/notifications/unsubscribe';
const followParams = orgParamsSchema.extend(followParamsSchema.shape);

/** The inbox (docs/API.md, Inbox): every route answers only the caller's own notifications. */
export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    const actorOf = (request: Parameters<typeof resolveActor>[1], org: string) =>
      resolveActor(ctx.db, request, org);

    app.addHook('preHandler', app.requireUser);
    // Calls tell the inbox of each missed call inside their own transaction.
    const unhook = onMissedCall(notifyMissedCall);
    app.addHook('onClose', async () => unhook());
    app.get(
      '/api/orgs/:org/notifications',
      {
        schema: {
          params: orgParamsSchema,
          querystring: listNotificationsQuerySchema,
          response: { 200: notificationPageSchema },
        },
      },
      async (request) => listNotifications(ctx.db, await actorOf(request, request.params.org), request.query),
    );
    app.patch(
      '/api/orgs/:org/notifications/:id',
      { schema: { params: idParams, body: updateNotificationSchema, response: { 200: notificationSchema } } },
      async (request) =>
        updateNotification(sync, await actorOf(request, request.params.org), request.params.id, request.body),
    );
    app.post(
      '/api/orgs/:org/notifications/bulk',
      {
        schema: {
          params: orgParamsSchema,
          body: bulkNotificationsSchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request) =>
        bulkUpdateNotifications(sync, await actorOf(request, request.params.org), request.body),
    );
    app.get(
      '/api/orgs/:org/notifications/preferences',
      { schema: { params: orgParamsSchema, response: { 200: notificationPreferencesSchema } } },
      async (request) => getPreferences(ctx.db, await actorOf(request, request.params.org)),
    );
    app.patch(
      '/api/orgs/:org/notifications/preferences',
      {
        schema: {
          params: orgParamsSchema,
          body: updateNotificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (request) => updatePreferences(ctx.db, await actorOf(request, request.params.org), request.body),
    );
    const followRoute = '/api/orgs/:org/notifications/follows/:targetKind/:targetId';
    const followSchemas = { schema: { params: followParams, response: { 200: followSchema } } };
    app.get(followRoute, followSchemas, async (request) =>
      getFollow(ctx.db, await actorOf(request, request.params.org), request.params),
    );
    app.put(followRoute, followSchemas, async (request) =>
      setFollow(ctx.db, await actorOf(request, request.params.org), request.params, true),
    );
    app.delete(followRoute, followSchemas, async (request) =>
      setFollow(ctx.db, await actorOf(request, request.params.org), request.params, false),
    );
  };

/** The mailed unsubscribe link: no session, the signed token is the proof (also RFC 8058's POST). */
export const unsubscribeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(unsubscribeUrl, { schema: { querystring: unsubscribeQuerySchema } }, async (request, reply) => {
      const found = await checkUnsubscribe(ctx.db, ctx.keys.accessTokenSecret, request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!found) {
        return reply
          .status(404)
          .send(unsubscribePage('Link not valid', 'This unsubscribe link is not valid.'));
      }
      return unsubscribePage(
        'Stop notification e-mails?',
        `You will no longer receive notification e-mails from ${found.workspaceName}. You can turn them on again in My account.`,
        {
          action: `${unsubscribeUrl}?token=${encodeURIComponent(request.query.token)}`,
          label: 'Unsubscribe',
        },
      );
    });
    app.post(unsubscribeUrl, { schema: { querystring: unsubscribeQuerySchema } }, async (request, reply) => {
      const found = await checkUnsubscribe(ctx.db, ctx.keys.accessTokenSecret, request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!found) {
        return reply
          .status(404)
          .send(unsubscribePage('Link not valid', 'This unsubscribe link is not valid.'));
      }
      await unsubscribe(ctx.db, found);
      return unsubscribePage(
        'Unsubscribed',
        `You will no longer receive notification e-mails from ${found.workspaceName}.`,
      );
    });
  };
