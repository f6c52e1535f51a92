import type { Page } from '@playwright/test';

/** The claims the mock Google gives the person who signs in (see server.mjs). */
export type ProviderIdentity = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
};

/**
 * Decides who this page signs in as at the mock Google: the provider approves at once, as someone
 * already signed in to Google would see it, with these claims in the tokens. A header on every
 * request of the context, because Playwright cannot intercept the redirect that leads to the provider
 * (the header is merged with the page's own, so the journey keeps its client address).
 */
export async function signInAtGoogleAs(page: Page, identity: ProviderIdentity): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'X-E2E-Identity': JSON.stringify(identity) });
}
