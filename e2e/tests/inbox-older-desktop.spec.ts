import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { type ChatTeam, createChatTeam, createTopic, openAs } from './chat-setup.js';

const inboxLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Inbox/ });

/** The owner assigns the member `count` tasks through the API, oldest first ("Task 001", …). */
async function assignTasks(team: ChatTeam, count: number): Promise<void> {
  const titles = Array.from({ length: count }, (_, i) => `Task ${String(i + 1).padStart(3, '0')}`);
  // A few at a time, in order of number, so the oldest notifications are the lowest numbers.
  for (let start = 0; start < titles.length; start += 5) {
    await Promise.all(
      titles.slice(start, start + 5).map(async (title) =>
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
  // The newest 500 came with the first load; the oldest ten are not on this device yet.
  await expect(rowOf('Task 510')).toBeVisible();
  await expect(rowOf('Task 011')).toBeAttached();
  await expect(rowOf('Task 001')).toHaveCount(0);
  await expect(inboxLink(page)).toContainText('500 unread');

  // Everything read with one click: the server marks the ones this device never loaded as well.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(inboxLink(page)).not.toContainText('unread');
  await expect(list.locator('li[data-unread]')).toHaveCount(0);

  // Older ones load with the button at the end of the list, already read.
  const older = page.getByRole('button', { name: 'Load older notifications' });
  await older.scrollIntoViewIfNeeded();
  await older.click();
  await expect(rowOf('Task 001')).toBeAttached();
  await expect(rowOf('Task 010')).toBeAttached();
  await expect(list.locator('li')).toHaveCount(510);
  await expect(rowOf('Task 001')).not.toHaveAttribute('data-unread', /.*/);
  await expect(list.locator('li[data-unread]')).toHaveCount(0);
  // Nothing older on the server: the button goes.
  await expect(older).toHaveCount(0);
  await member.context.close();
});

test('a mention while the tab is hidden shows a desktop notification (opted in, permission granted)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await createChatTeam();
  const seen = await createTopic(team, 'seen-room', [team.memberId]);
  const away = await createTopic(team, 'away-room', [team.memberId]);
  const member = await openAs(browser, team.member, `/${team.slug}/inbox`);
  const { page, context } = member;
  await context.grantPermissions(['notifications']);
  await page.goto(`/${team.slug}/inbox?settings=My%20account`);

  // Opted in with a click in My account (the browser is asked only then; here it says yes).
  const dialog = page.getByRole('dialog');
  const desktop = dialog.getByRole('switch', { name: /Desktop notifications/ });
  await desktop.scrollIntoViewIfNeeded();
  await desktop.click();
  await expect(desktop).toBeChecked();
  await page.goto(`/${team.slug}/inbox`);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

  // The browser's Notification, wrapped to record what the page shows (it has no local stand-in).
  await page.evaluate(() => {
    const Real = window.Notification;
    const shown: { title: string; body: string | undefined }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body });
      }
    }
    window.Notification = Recorded;
  });
  const shown = () =>
    page.evaluate(
      () =>
        (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications,
    );
  const mention = (conversationId: string, text: string) =>
    team.owner.api.post(`/api/orgs/${team.slug}/chat/conversations/${conversationId}/messages`, {
      data: {
        clientId: randomUUID(),
        body: JSON.stringify({
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'mention', attrs: { id: team.memberId, kind: 'user', label: 'E2E tasks-member' } },
                { type: 'text', text },
              ],
            },
          ],
        }),
      },
    });
  const list = page.getByRole('list', { name: 'Notifications' });

  // Visible: the row arrives, no desktop notification.
  await expectOk(await mention(seen, ' while you look'), 'send');
  await expect(list.getByRole('button', { name: /seen-room/ })).toBeVisible();
  expect(await shown()).toEqual([]);

  // Hidden (the person switched to another window): the next mention shows one, once.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expectOk(await mention(away, ' when you are back'), 'send');
  await expect(list.getByRole('button', { name: /away-room/ })).toBeAttached();
  await expect
    .poll(shown)
    .toEqual([{ title: 'away-room', body: expect.stringMatching(/mentioned you: .*when you are back/) }]);
  await context.close();
});
