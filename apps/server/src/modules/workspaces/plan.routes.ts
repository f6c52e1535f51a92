import { updatePlanSchema, workspaceSummarySchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../auth/require-user.js';
import { accessWorkspace } from './access-workspace.js';
import type { BillingProvider } from './billing-provider.js';
import { changePlan } from './change-plan.js';
import { presentWorkspaceSummary } from './workspace.presenter.js';
import { orgParamsSchema } from './workspaces.routes.js';

export const planRoutes =
  (ctx: AppContext, billing: BillingProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/api/orgs/:org/plan',
      {
        preHandler: app.requireUser,
        schema: {
          params: orgParamsSchema,
          body: updatePlanSchema,
          response: { 200: workspaceSummarySchema },
        },
      },
      async (request) => {
        const access = await accessWorkspace(ctx.db, currentUser(request), request.params.org);
        // The provider grants it; the plan and its change in the log are then stored together.
        const { workspace } = await changePlan(ctx, billing, access, request.body.plan);
        return presentWorkspaceSummary(workspace, access.role);
      },
    );
  };
