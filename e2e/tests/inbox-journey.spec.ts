import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { type Account, expectOk, logInContext, uniqueClientIp } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

/** A browser of the member's own, signed in, on the workspace's inbox (CSP bypassed for axe). */
async function openInboxAs(browser: Browser, account: Account, slug: string) {
  const context = await browser.newContext({
    bypassCSP: true,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
  });
  const page = await context.newPage();
  await logInContext(page.context(), account);
  await page.goto(`/${slug}/inbox`);
  return { context, page };
}

// Two accounts, an invite and two logged-in browsers take a while to set up.
test.describe.configure({ timeout: 120_000 });

test('an assignment reaches the assignee live: badge, row, open the task, done on one tab gone on the other', async ({
  browser,
}) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Launch');
  const { context, page } = await openInboxAs(browser, member, owner.slug);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText("You're all caught up")).toBeVisible();
  const second = await context.newPage();
  await second.goto(`/${owner.slug}/inbox`);
  await expect(second.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // The owner, in their own browser, assigns a task to the member.
  const ownerSide = await openOrbitAs(browser, owner, owner.slug, orbitId);
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId, title: 'Prepare the launch notes' },
    }),
    'create task',
  );
  await ownerSide.page.getByRole('button', { name: 'Prepare the launch notes' }).click();
  const panel = ownerSide.page.getByRole('complementary', { name: 'Task details' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /Assignees/ }).click();
  await ownerSide.page
    .getByRole('listbox', { name: 'Assignees' })
    .getByRole('option', { name: member.name })
    .click();
  await ownerSide.page.keyboard.press('Escape');

  // Without a reload: the row, the badge on the sidebar's Inbox link and the count in the title.
  const list = page.getByRole('list', { name: 'Notifications' });
  const row = list.getByRole('button', { name: /Prepare the launch notes/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${owner.name} assigned you`);
  const inboxLink = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Inbox/ });
  await expect(inboxLink).toContainText('1 unread');
  await expect(page).toHaveTitle(/^\(1\) /);
  await expect(
    second
      .getByRole('list', { name: 'Notifications' })
      .getByRole('button', { name: /Prepare the launch notes/ }),
  ).toBeVisible();

  expect(await seriousA11yViolations(page)).toEqual([]);

  // Open it from the inbox (keyboard: j then Enter): the task panel, and it is read everywhere.
  await page.keyboard.press('j');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Task details' }).getByRole('textbox', { name: /title/i }),
  ).toHaveValue('Prepare the launch notes');
  await expect(inboxLink).not.toContainText('unread');
  await expect(second).not.toHaveTitle(/^\(\d+\) /);

  // Done on the first tab (E): gone from the second one's inbox, there in its Done tab.
  await page.goto(`/${owner.slug}/inbox`);
  await expect(row).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('e');
  await expect(row).toHaveCount(0);
  const secondRows = second
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button', { name: /Prepare the launch notes/ });
  await expect(secondRows).toHaveCount(0);
  await second.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(secondRows).toBeVisible();

  await ownerSide.context.close();
  await context.close();
});
