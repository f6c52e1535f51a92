import {
  callHistoryQuerySchema,
  callHistorySchema,
  callParamsSchema,
  callParticipantParamsSchema,
  callSchema,
  iceServersSchema,
  joinCallResultSchema,
  startCallSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { onMemberRemoved } from '../members/member-removed.js';
import { resolveActor } from '../sync/actor.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { accessCall } from './access-call.js';
import { presentCall } from './call.presenter.js';
import { listCallHistory } from './call-history.js';
import { joinOpenCallRoomsOnConnect } from './call-rooms.js';
import { type CallsContext, CallTimers } from './calls-context.js';
import { declineCall } from './decline-call.js';
import { dropRemovedMember } from './drop-removed-member.js';
import { endCall } from './end-call.js';
import { joinCall } from './join-call.js';
import { dropFromCall, leaveCall } from './leave-call.js';
import { registerCallSignalling } from './media-sockets.js';
import { removeFromCall } from './remove-participant.js';
import { ringOnConnect, ringSweepMs, sweepUnanswered } from './ringing.js';
import { startCall } from './start-call.js';

const callParams = orgParamsSchema.extend(callParamsSchema.shape);
const participantParams = orgParamsSchema.extend(callParticipantParamsSchema.shape);

/** Calls (docs/CALLS.md): start, join, leave, end, decline, history, ICE servers, and the signalling. */
export const callsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const calls: CallsContext = {
      db: ctx.db,
      io: app.io,
      logger: ctx.logger,
      config: ctx.config.calls,
      timers: new CallTimers(),
    };
    app.addHook('onClose', async () => calls.timers.clearAll());
    // Ringing decided across instances: each sweeps for calls whose ring time passed undecided.
    const sweep = setInterval(() => {
      sweepUnanswered(calls).catch((error: unknown) =>
        calls.logger.error({ err: error }, 'ringing calls not swept'),
      );
    }, ringSweepMs(calls.config.ringMs));
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    const forgetRemovals = onMemberRemoved(app.io, (workspaceId, userId) =>
      dropRemovedMember(calls, workspaceId, userId),
    );
    app.addHook('onClose', async () => forgetRemovals());
    joinOpenCallRoomsOnConnect(ctx.db, app.io);
    ringOnConnect(ctx.db, app.io);
    registerCallSignalling(calls, (callId, userId) => dropFromCall(calls, callId, userId));
    app.addHook('preHandler', app.requireUser);
    const actorOf = (request: Parameters<typeof resolveActor>[1], org: string) =>
      resolveActor(ctx.db, request, org);

    app.post(
      '/api/orgs/:org/calls',
      { schema: { params: orgParamsSchema, body: startCallSchema, response: { 201: callSchema } } },
      async (request, reply) => {
        const call = await startCall(calls, await actorOf(request, request.params.org), request.body);
        return reply.code(201).send(call);
      },
    );

    app.get(
      '/api/orgs/:org/calls',
      {
        schema: {
          params: orgParamsSchema,
          querystring: callHistoryQuerySchema,
          response: { 200: callHistorySchema },
        },
      },
      async (request) => listCallHistory(ctx.db, await actorOf(request, request.params.org), request.query),
    );

    app.get(
      '/api/orgs/:org/calls/ice-servers',
      { schema: { params: orgParamsSchema, response: { 200: iceServersSchema } } },
      async (request) => {
        await actorOf(request, request.params.org);
        return {
          iceServers: calls.config.iceServers,
          janusUrl: calls.config.janus?.publicUrl ?? null,
          iceTransportPolicy: calls.config.iceTransportPolicy,
        };
      },
    );

    app.get(
      '/api/orgs/:org/calls/:id',
      { schema: { params: callParams, response: { 200: callSchema } } },
      async (request) =>
        presentCall(await accessCall(ctx.db, await actorOf(request, request.params.org), request.params.id)),
    );

    app.post(
      '/api/orgs/:org/calls/:id/join',
      { schema: { params: callParams, response: { 200: joinCallResultSchema } } },
      async (request) => joinCall(calls, await actorOf(request, request.params.org), request.params.id),
    );

    app.post(
      '/api/orgs/:org/calls/:id/leave',
      { schema: { params: callParams, response: { 200: callSchema } } },
      async (request) => leaveCall(calls, await actorOf(request, request.params.org), request.params.id),
    );

    app.post(
      '/api/orgs/:org/calls/:id/end',
      { schema: { params: callParams, response: { 200: callSchema } } },
      async (request) => endCall(calls, await actorOf(request, request.params.org), request.params.id),
    );

    app.post(
      '/api/orgs/:org/calls/:id/participants/:userId/remove',
      { schema: { params: participantParams, response: { 200: callSchema } } },
      async (request) =>
        removeFromCall(
          calls,
          await actorOf(request, request.params.org),
          request.params.id,
          request.params.userId,
        ),
    );

    app.post(
      '/api/orgs/:org/calls/:id/decline',
      { schema: { params: callParams, response: { 200: callSchema } } },
      async (request) => declineCall(calls, await actorOf(request, request.params.org), request.params.id),
    );
  };
