import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Account, expectOk, logInContext, uniqueClientIp } from '../support/accounts.js';
import { createTeamWithOrbit } from './tasks-setup.js';

export type ChatTeam = {
  owner: Account;
  member: Account;
  ownerId: string;
  memberId: string;
  orbitId: string;
  slug: string;
};

async function userId(account: Account): Promise<string> {
  const me = await expectOk(await account.api.get('/api/auth/me'), 'me');
  return ((await me.json()) as { user: { id: string } }).user.id;
}

/** An owner and a member of one workspace (with one orbit), and their user ids. */
export async function createChatTeam(): Promise<ChatTeam> {
  const team = await createTeamWithOrbit('Launch');
  return {
    ...team,
    ownerId: await userId(team.owner),
    memberId: await userId(team.member),
    slug: team.owner.slug,
  };
}

/** A topic made through the API by `by`, with these other members. */
export async function createTopic(team: ChatTeam, name: string, memberIds: string[], by = team.owner) {
  const created = await expectOk(
    await by.api.post(`/api/orgs/${team.slug}/chat/topics`, {
      data: { clientId: randomUUID(), name, memberIds },
    }),
    'create topic',
  );
  return ((await created.json()) as { id: string }).id;
}

/** A browser context of its own, logged in, showing `path` inside the workspace. */
export async function openAs(
  browser: Browser,
  account: Account,
  path: string,
  options: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
    ...options,
  });
  await logInContext(context, account);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** The composer of the open conversation (or thread), typed into like a person does. */
export async function send(page: Page, composerName: string | RegExp, text: string): Promise<void> {
  const composer = page.getByRole('textbox', { name: composerName });
  await composer.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The message list of the open conversation. */
export const messages = (page: Page, name: string | RegExp) => page.getByRole('log', { name });
