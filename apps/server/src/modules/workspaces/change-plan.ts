import type { Plan } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { type WorkspaceRow, workspaces } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordWorkspaceUpsert } from '../sync/membership-changes.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import type { WorkspaceAccess } from './access-workspace.js';
import type { BillingProvider } from './billing-provider.js';
import { canManagePlan } from './workspace.policy.js';

export type PlanChange = { workspace: WorkspaceRow; changed: boolean };

/**
 * Only the owner switches plans; choosing the current plan again changes nothing. Answers the plan
 * the provider grants (`changed`: whether it differs from the current one); nothing is stored yet.
 */
export async function askForPlan(
  billing: BillingProvider,
  access: WorkspaceAccess,
  plan: Plan,
): Promise<{ plan: Plan; changed: boolean }> {
  if (!canManagePlan(access.role)) {
    throw new AppError('forbidden', 'Only the workspace owner can change the plan.');
  }
  if (access.workspace.plan === plan) return { plan, changed: false };
  const granted = await billing.changePlan(access.workspace, plan);
  return { plan: granted, changed: granted !== access.workspace.plan };
}

/**
 * Stores the plan and its `workspace` upsert in one transaction: nobody reads a plan the log does not
 * tell, or the other way round. The row is locked first, so of two changes the later one's entry is
 * the last word.
 */
export async function recordPlan(ctx: SyncContext, workspaceId: string, plan: Plan): Promise<PlanChange> {
  return withChanges(ctx, async (tx, log) => {
    const [current] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
    if (!current) throw notFound('Workspace not found.');
    if (current.plan === plan) return { workspace: current, changed: false };
    const [workspace] = await tx
      .update(workspaces)
      .set({ plan, updatedAt: new Date() })
      .where(eq(workspaces.id, workspaceId))
      .returning();
    if (!workspace) throw notFound('Workspace not found.');
    await recordWorkspaceUpsert(log, workspace);
    return { workspace, changed: true };
  });
}

/** The owner's plan change, end to end: the provider first, then the row and its change together. */
export async function changePlan(
  ctx: SyncContext,
  billing: BillingProvider,
  access: WorkspaceAccess,
  plan: Plan,
): Promise<PlanChange> {
  const asked = await askForPlan(billing, access, plan);
  if (!asked.changed) return { workspace: access.workspace, changed: false };
  return recordPlan(ctx, access.workspace.id, asked.plan);
}
