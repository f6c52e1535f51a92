import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Account, createAccount, expectOk, logInContext, uniqueClientIp } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { expect } from '../support/test.js';

export type Team = { owner: Account; member: Account; orbitId: string };

/** An owner, a second person who accepted the owner's invite, and one orbit they both see. */
export async function createTeamWithOrbit(orbitName = 'Launch'): Promise<Team> {
  const owner = await createAccount('tasks-owner');
  const member = await createAccount('tasks-member');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/invites`, {
      data: { emails: [member.email], role: 'member' },
    }),
    'invite',
  );
  const inviteId = new URL(await linkFromMail(member.email, '/invite')).searchParams.get('invite');
  await expectOk(await member.api.post(`/api/invites/${inviteId}/accept`), 'accept invite');
  const orbit = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/orbits`, {
      data: { clientId: randomUUID(), name: orbitName },
    }),
    'create orbit',
  );
  const { id } = (await orbit.json()) as { id: string };
  return { owner, member, orbitId: id };
}

/** A browser context of its own, logged in through the form and showing the orbit. */
export async function openOrbitAs(
  browser: Browser,
  account: Account,
  slug: string,
  orbitId: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  await logInContext(context, account);
  const page = await context.newPage();
  await page.goto(`/${slug}/${orbitId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page };
}

/**
 * Waits until `page` has heard every change the server held a moment ago: the server writes a new list
 * to the orbit, and the page shows it (changes are applied in their order, so anything written before
 * it has been applied too). A test then checks what did not arrive without sleeping on a guess.
 */
export async function waitForCatchUp(page: Page, owner: Account, orbitId: string): Promise<void> {
  const name = `Caught up ${randomUUID().slice(0, 8)}`;
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/lists`, {
      data: { clientId: randomUUID(), orbitId, name },
    }),
    'marker list',
  );
  await expect(page.getByRole('textbox', { name: `Add a task to ${name}` })).toBeVisible({ timeout: 15_000 });
}

/** One account owning an orbit with one open task in it. */
export async function orbitWithTask(title: string) {
  const owner = await createAccount('tasks-solo');
  const created = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/orbits`, {
      data: { clientId: randomUUID(), name: 'Solo' },
    }),
    'create orbit',
  );
  const orbit = (await created.json()) as { id: string; statuses: { id: string; kind: string }[] };
  const open = orbit.statuses.find((s) => s.kind === 'open');
  const task = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId: orbit.id, title, statusId: open?.id, position: 'V' },
    }),
    'create task',
  );
  const { id: taskId } = (await task.json()) as { id: string };
  return { owner, orbit, taskId };
}

/**
 * Many tasks in one orbit through the API, ten requests at a time: `titles` in this order (positions
 * rise with the index), each with `fields` (a status, say). Answers their ids in the same order.
 */
export async function createTasks(
  owner: Account,
  orbitId: string,
  titles: string[],
  fields: Record<string, unknown> = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < titles.length; start += 10) {
    const batch = titles.slice(start, start + 10).map(async (title, offset) => {
      const response = await expectOk(
        await owner.api.post(`/api/orgs/${owner.slug}/items`, {
          data: {
            clientId: randomUUID(),
            orbitId,
            title,
            // Valid fractional keys (no trailing 0), rising with the index: a00001, a00011, …
            position: `a0${String(start + offset).padStart(3, '0')}1`,
            ...fields,
          },
        }),
        `create ${title}`,
      );
      return ((await response.json()) as { id: string }).id;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}
