import { idSchema, memberSchema, updateMemberRoleSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../auth/require-user.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { changeMemberRole } from './change-member-role.js';
import { listMembers } from './list-members.js';
import { removeMember } from './remove-member.js';

const memberParams = orgParamsSchema.extend({ userId: idSchema });

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
        const { member } = await changeMemberRole(ctx, access, request.params.userId, request.body.role);
        return member;
      },
    );

    app.delete(
      '/api/orgs/:org/members/:userId',
      { schema: { params: memberParams } },
      async (request, reply) => {
        const user = currentUser(request);
        const access = await accessWorkspace(ctx.db, user, request.params.org);
        await removeMember(ctx, access, user, request.params.userId);
        return reply.status(204).send();
      },
    );
  };
