import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, openAs } from './chat-setup.js';

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
