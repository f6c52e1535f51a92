import { memberSchema, updateMemberRoleSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../auth/require-user.js';
import { refreshUserOrbitRooms } from '../sync/refresh-user-orbit-rooms.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { changeMemberRole } from './change-member-role.js';
import { listMembers } from './list-members.js';
import { emitMemberRemoved, emitMemberUpdated } from './member.events.js';
import { removeMember } from './remove-member.js';

const memberParams = orgParamsSchema.extend({ userId: z.string().min(1).max(200) });

export const membersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireUser);

    app.get(
      '/api/orgs/:org/members',
      { schema: { params: orgParamsSchema, response: { 200: z.array(memberSchema) } } },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        return listMembers(ctx.db, access);
      },
    );

    app.patch(
      '/api/orgs/:org/members/:userId',
      { schema: { params: memberParams, body: updateMemberRoleSchema, response: { 200: memberSchema } } },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        const { member, changed } = await changeMemberRole(
          ctx.db,
          access,
          request.params.userId,
          request.body.role,
        );
        if (changed) {
          emitMemberUpdated(app.io, access.workspace.id, member);
          // A new role can change which orbits they see (a guest sees only its own): move their sockets.
          await refreshUserOrbitRooms(ctx.db, app.io, member.userId, access.workspace.id);
        }
        return member;
      },
    );

    app.delete(
      '/api/orgs/:org/members/:userId',
      { schema: { params: memberParams } },
      async (request, reply) => {
        const user = currentUser(request);
        const access = await accessWorkspace(ctx.db, user, request.params.org);
        const removed = await removeMember(ctx.db, access, user, request.params.userId);
        // The removed person hears it too (their client leaves the workspace), then stops listening.
        emitMemberRemoved(app.io, access.workspace.id, removed);
        ctx.realtime.leaveWorkspace(removed, access.workspace.id);
        return reply.status(204).send();
      },
    );
  };
