import { randomBytes, randomInt } from 'node:crypto';
import { type APIRequestContext, type APIResponse, type BrowserContext, request } from '@playwright/test';
import { linkFromMail } from './mail.js';

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
export const PASSWORD = 'correct horse battery';

/** A fresh address per journey: the server's database lives for the whole run. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * A client address per journey (the server trusts X-Forwarded-For from loopback: TRUST_PROXY), so the per-address sign-up and
 * login limits count each journey as the one person it plays, not the whole suite as one machine.
 */
export function uniqueClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueSlug(tag: string): string {
  return `${tag}-${randomBytes(4).toString('hex')}`;
}

/** A cookie jar of its own talking to the API as the app does (same origin, the CSRF header). */
export function apiSession(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Origin: BASE_URL, 'X-Requested-With': 'orbit', 'X-Forwarded-For': uniqueClientIp() },
  });
}

/**
 * Signs a browser context in through the API, as the login form does, without loading the login page and
 * the dashboard first: journeys about something else start on their own page. The sign-in journeys
 * (auth-*.spec.ts) go through the form.
 */
export async function logInContext(
  context: BrowserContext,
  account: { email: string; password: string },
  origin: string = BASE_URL,
): Promise<void> {
  const answer = await context.request.post(`${origin}/api/auth/login`, {
    data: { email: account.email, password: account.password },
    // A client address of its own, as the login form's page has (test.ts): the per-address limits count
    // each journey as the one person it plays, whether or not the context sends one already.
    headers: { Origin: origin, 'X-Requested-With': 'orbit', 'X-Forwarded-For': uniqueClientIp() },
  });
  await expectOk(answer, `log in ${account.email}`);
}

export async function expectOk(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

export type Account = {
  email: string;
  password: string;
  name: string;
  slug: string;
  workspaceName: string;
  /** Signed in as this account, for setting things up (invites, links) around a journey. */
  api: APIRequestContext;
};

/**
 * A user who signed up, verified from the mail, finished onboarding and owns a team workspace; made
 * through the API so the journeys that are not about sign-up start from there.
 */
export async function createAccount(tag = 'owner'): Promise<Account> {
  const api = await apiSession();
  const email = uniqueEmail(tag);
  const name = `E2E ${tag}`;
  const slug = uniqueSlug(tag);
  const workspaceName = `Workspace ${slug}`;
  await expectOk(await api.post('/api/auth/signup', { data: { email, password: PASSWORD } }), 'sign up');
  const token = new URL(await linkFromMail(email, '/verify')).searchParams.get('token');
  await expectOk(await api.post('/api/auth/verify', { data: { token } }), 'verify');
  await expectOk(await api.patch('/api/auth/me/profile', { data: { name } }), 'profile');
  await expectOk(
    await api.post('/api/workspaces', { data: { name: workspaceName, slug, kind: 'team' } }),
    'create workspace',
  );
  await expectOk(await api.patch('/api/auth/me/onboarding', { data: { step: 'done' } }), 'finish onboarding');
  return { email, password: PASSWORD, name, slug, workspaceName, api };
}
