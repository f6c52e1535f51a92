import type { Plan } from '@orbit/shared';
import type { WorkspaceRow } from '../../db/schema/index.js';

/**
 * Where plan changes go. Self-hosted, the owner's choice is simply granted (`self-hosted-billing.ts`);
 * a payment provider implements the same type and is handed to the plan routes in app.ts instead.
 * The provider never writes the workspace row: the caller stores the plan it grants together with
 * its change-log entry, in one transaction (`recordPlan`).
 */
export type BillingProvider = {
  readonly name: string;
  /** Asks for the plan (a refusal throws) and answers the plan now in force. */
  changePlan(workspace: WorkspaceRow, plan: Plan): Promise<Plan>;
};
