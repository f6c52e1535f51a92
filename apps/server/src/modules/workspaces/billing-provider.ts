import type { Plan } from '@orbit/shared';
import type { WorkspaceRow } from '../../db/schema/index.js';

/**
 * Where plan changes go. Self-hosted, the owner's choice is simply recorded (`self-hosted-billing.ts`);
 * a payment provider implements the same type and is handed to the plan routes in app.ts instead.
 */
export type BillingProvider = {
  readonly name: string;
  /** Applies the plan and returns the workspace as it is afterwards. */
  changePlan(workspace: WorkspaceRow, plan: Plan): Promise<WorkspaceRow>;
};
