import type { Plan, Role } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import type { WorkspaceRow } from '../../db/schema/index.js';
import type { BillingProvider } from './billing-provider.js';
import { askForPlan } from './change-plan.js';

// askForPlan reads only the plan; the other columns do not matter here,
// so the row is not spelled out in full (it would break with every new workspace column).
const workspace = { id: 'w1', slug: 'acme', name: 'Acme', kind: 'team', plan: 'free' } as WorkspaceRow;

/** A provider that records what it was asked, standing in for a payment provider. */
function recordingBilling() {
  const calls: Plan[] = [];
  const billing: BillingProvider = {
    name: 'test',
    async changePlan(_row, plan) {
      calls.push(plan);
      return plan;
    },
  };
  return { billing, calls };
}

const access = (role: Role) => ({ workspace, role, membershipId: 'm1' });

describe('askForPlan', () => {
  it('goes through the billing provider for the owner', async () => {
    const { billing, calls } = recordingBilling();
    const result = await askForPlan(billing, access('owner'), 'paid');
    expect(calls).toEqual(['paid']);
    expect(result).toEqual({ plan: 'paid', changed: true });
  });

  it('does not bother the provider when the plan stays the same', async () => {
    const { billing, calls } = recordingBilling();
    expect(await askForPlan(billing, access('owner'), 'free')).toEqual({ plan: 'free', changed: false });
    expect(calls).toEqual([]);
  });

  it('refuses everyone but the owner before reaching the provider', async () => {
    const { billing, calls } = recordingBilling();
    for (const role of ['admin', 'member', 'guest'] as const) {
      await expect(askForPlan(billing, access(role), 'paid')).rejects.toMatchObject({ code: 'forbidden' });
    }
    expect(calls).toEqual([]);
  });
});
