import type { Plan } from '@orbit/shared';
import type { WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { WorkspaceAccess } from './access-workspace.js';
import type { BillingProvider } from './billing-provider.js';
import { canManagePlan } from './workspace.policy.js';

export type PlanChange = { workspace: WorkspaceRow; changed: boolean };

/** Only the owner switches plans; choosing the current plan again changes nothing. */
export async function changePlan(
  billing: BillingProvider,
  access: WorkspaceAccess,
  plan: Plan,
): Promise<PlanChange> {
  if (!canManagePlan(access.role)) {
    throw new AppError('forbidden', 'Only the workspace owner can change the plan.');
  }
  if (access.workspace.plan === plan) return { workspace: access.workspace, changed: false };
  const workspace = await billing.changePlan(access.workspace, plan);
  return { workspace, changed: workspace.plan !== access.workspace.plan };
}
