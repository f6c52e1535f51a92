import {
  bootstrapQuerySchema,
  bootstrapSchema,
  changesQuerySchema,
  changesResultSchema,
  syncEntityParamsSchema,
  syncEntitySchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { userRoom } from '../../realtime/session-rooms.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { resolveActor } from './actor.js';
import { orbitRoom } from './change-rooms.js';
import { joinVisibleConversationsOnConnect } from './conversation-rooms.js';
import { getBootstrap } from './get-bootstrap.js';
import { getChanges } from './get-changes.js';
import { getSyncEntity } from './get-sync-entity.js';
import { registerItemViewers } from './item-viewers.socket.js';
import { joinVisibleOrbitsOnConnect } from './orbit-rooms.js';
import { conversationRoom } from './rooms.js';

/** When each bootstrap's reading ended and how long it took, for its Server-Timing header. */
const bootstrapTimes = new WeakMap<object, { dbMs: number; readAt: number }>();

export const syncRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    joinVisibleOrbitsOnConnect(ctx.db, app.io);
    joinVisibleConversationsOnConnect(ctx.db, app.io);
    registerItemViewers(ctx.db, app.io, ctx.logger);
    app.addHook('preHandler', app.requireUser);

    app.get(
      '/api/orgs/:org/sync/bootstrap',
      {
        schema: {
          params: orgParamsSchema,
          querystring: bootstrapQuerySchema,
          response: { 200: bootstrapSchema },
        },
        // Server-Timing: `db` the reading, `serialise` the JSON written from it (the bench and the
        // browser's devtools show both).
        onSend: async (request, reply, payload) => {
          const times = bootstrapTimes.get(request);
          if (times && reply.statusCode === 200) {
            const serialise = performance.now() - times.readAt;
            reply.header(
              'server-timing',
              `db;dur=${times.dbMs.toFixed(1)}, serialise;dur=${serialise.toFixed(1)}`,
            );
          }
          return payload;
        },
      },
      async (request) => {
        const startedAt = performance.now();
        const actor = await resolveActor(ctx.db, request, request.params.org);
        const { clientIds, first } = request.query;
        const boot = await getBootstrap(ctx.db, actor, new Set(clientIds), first);
        const readAt = performance.now();
        bootstrapTimes.set(request, { dbMs: readAt - startedAt, readAt });
        // Heals rooms a socket missed (it connected before joining the workspace or gaining a role):
        // after a bootstrap, the user's sockets hear every orbit it returned.
        if (boot.orbits.length > 0) {
          app.io.in(userRoom(actor.userId)).socketsJoin(boot.orbits.map((orbit) => orbitRoom(orbit.id)));
        }
        const rooms = (boot.conversations ?? [])
          .filter((conversation) => conversation.kind !== 'task')
          .map((conversation) => conversationRoom(conversation.id));
        if (rooms.length > 0) app.io.in(userRoom(actor.userId)).socketsJoin(rooms);
        return boot;
      },
    );

    app.get(
      '/api/orgs/:org/sync/changes',
      {
        schema: {
          params: orgParamsSchema,
          querystring: changesQuerySchema,
          response: { 200: changesResultSchema },
        },
      },
      async (request) =>
        getChanges(ctx.db, await resolveActor(ctx.db, request, request.params.org), request.query.after),
    );

    app.get(
      '/api/orgs/:org/sync/entity/:entity/:id',
      {
        schema: {
          params: orgParamsSchema.extend(syncEntityParamsSchema.shape),
          response: { 200: syncEntitySchema },
        },
      },
      async (request) => {
        const { org, entity, id } = request.params;
        return getSyncEntity(ctx.db, await resolveActor(ctx.db, request, org), entity, id);
      },
    );
  };
