import type { BillingProvider } from './billing-provider.js';

/** On one's own server there is nothing to pay: the owner's choice takes effect at once. */
export function createSelfHostedBilling(): BillingProvider {
  return {
    name: 'self-hosted',
    async changePlan(_workspace, plan) {
      return plan;
    },
  };
}
