import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { type ChatTeam, createChatTeam, openAs } from './chat-setup.js';

const inboxLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Inbox/ });

/** The owner assigns the member `count` tasks through the API, oldest first ("Task 001", …). */
async function assignTasks(team: ChatTeam, count: number): Promise<void> {
  const titles = Array.from({ length: count }, (_, i) => `Task ${String(i + 1).padStart(3, '0')}`);
  // Ten at a time, in order of number, so the oldest notifications are the lowest numbers.
  for (let start = 0; start < titles.length; start += 10) {
    await Promise.all(
      titles.slice(start, start + 10).map(async (title) =>
        expectOk(
          await team.owner.api.post(`/api/orgs/${team.slug}/items`, {
            data: { clientId: randomUUID(), orbitId: team.orbitId, title, assigneeIds: [team.memberId] },
          }),
          'assign task',
        ),
      ),
    );
  }
}

test('past the newest 500 the inbox loads older notifications; mark all read reached them too', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const team = await createChatTeam();
  await assignTasks(team, 510);
  const member = await openAs(browser, team.member, `/${team.slug}/inbox`);
  const { page } = member;
  const list = page.getByRole('list', { name: 'Notifications' });
  // Titles are "Task " and three digits: none is part of another.
  const rowOf = (title: string) => list.locator('li').filter({ hasText: title });
  /** Scrolls the list to its end (it is virtualised: rows far from the view are not in the DOM). */
  const scrollToEnd = () =>
    list.evaluate((ul) => {
      const scroller = ul.parentElement;
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
    });
  // The newest 500 came with the first load; the oldest ten are not on this device yet.
  await expect(rowOf('Task 510')).toBeVisible({ timeout: 30_000 });
  await expect(list.locator('li').first()).toHaveAttribute('aria-setsize', '500');
  await expect(inboxLink(page)).toContainText('500 unread');
  // Only the rows near the view are drawn, however many the inbox holds.
  expect(await list.locator('li').count()).toBeLessThan(60);

  // j walks down past the rows drawn at first: each row it reaches is brought into view and focused.
  await list.locator('li').first().locator('.inbox-row-main').focus();
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('j');
  const reached = list.locator('li:has(.inbox-row-main:focus)');
  await expect(reached).toHaveAttribute('aria-posinset', '41');
  await expect(reached).toBeInViewport();
  // The first rows have left the DOM meanwhile.
  await expect(list.locator('li[aria-posinset="1"]')).toHaveCount(0);

  // Everything read with one click: the server marks the ones this device never loaded as well.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(inboxLink(page)).not.toContainText('unread');
  await expect(list.locator('[data-unread]')).toHaveCount(0);

  // Older ones load with the button at the end of the list, already read.
  await scrollToEnd();
  await expect(rowOf('Task 011')).toBeVisible();
  await expect(rowOf('Task 001')).toHaveCount(0);
  const older = page.getByRole('button', { name: 'Load older notifications' });
  await older.click();
  await expect(list.locator('li').first()).toHaveAttribute('aria-setsize', '510', { timeout: 30_000 });
  await scrollToEnd();
  await expect(rowOf('Task 001')).toBeVisible();
  await expect(rowOf('Task 010')).toBeAttached();
  await expect(rowOf('Task 001').locator('[data-unread]')).toHaveCount(0);
  await expect(list.locator('[data-unread]')).toHaveCount(0);
  // Nothing older on the server: the button goes.
  await expect(older).toHaveCount(0);
  await member.context.close();
});
