import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { workspaces } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { BillingProvider } from './billing-provider.js';

/** On one's own server there is nothing to pay: the owner's choice takes effect at once. */
export function createSelfHostedBilling(db: Database): BillingProvider {
  return {
    name: 'self-hosted',
    async changePlan(workspace, plan) {
      const [row] = await db
        .update(workspaces)
        .set({ plan, updatedAt: new Date() })
        .where(eq(workspaces.id, workspace.id))
        .returning();
      if (!row) throw notFound('Workspace not found.');
      return row;
    },
  };
}
