import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectOk } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';
import { type ChatTeam, createChatTeam, createTopic, openAs } from './chat-setup.js';

/** The member's notifications as the server holds them (readAt of the one about `conversationId`). */
async function serverReadAt(team: ChatTeam, conversationId: string): Promise<string | null | undefined> {
  const res = await team.member.api.get(`/api/orgs/${team.slug}/notifications?status=all`);
  const page = (await res.json()) as { notifications: { conversationId: string; readAt: string | null }[] };
  return page.notifications.find((n) => n.conversationId === conversationId)?.readAt;
}

/** Sends a message (a reply with `parentId`) to the topic as `by`, answering its id. */
const poster =
  (team: ChatTeam, topicId: string) => async (by: ChatTeam['owner'], text: string, parentId?: string) => {
    const res = await expectOk(
      await by.api.post(`/api/orgs/${team.slug}/chat/conversations/${topicId}/messages`, {
        data: { clientId: randomUUID(), body: text, ...(parentId ? { parentId } : {}) },
      }),
      'send',
    );
    return ((await res.json()) as { message: { id: string } }).message.id;
  };

const inboxLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Inbox/ });

test('marked read offline in the inbox, it reaches the server once back online; reading the conversation reads it too', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'standup', [team.memberId]);
  const mention = {
    type: 'mention',
    attrs: { id: team.memberId, kind: 'user', label: 'E2E tasks-member' },
  };
  await expectOk(
    await team.owner.api.post(`/api/orgs/${team.slug}/chat/conversations/${topicId}/messages`, {
      data: {
        clientId: randomUUID(),
        body: JSON.stringify({
          type: 'doc',
          content: [
            { type: 'paragraph', content: [mention, { type: 'text', text: ' can you run it today?' }] },
          ],
        }),
      },
    }),
    'send',
  );
  const member = await openAs(browser, team.member, `/${team.slug}/inbox`);
  const { page, context } = member;
  const row = page.getByRole('list', { name: 'Notifications' }).getByRole('button', { name: /standup/ });
  await expect(row).toBeVisible();
  await expect(inboxLink(page)).toContainText('1 unread');

  // Offline: read at once on screen, kept in the outbox, the server still unread.
  await context.setOffline(true);
  await page.keyboard.press('j');
  await expect(row).toBeFocused();
  await page.keyboard.press('u');
  await expect(inboxLink(page)).not.toContainText('unread');
  await expect.poll(() => queuedWrites(page)).toBe(1);
  expect(await serverReadAt(team, topicId)).toBeNull();

  // Online again: sent once, and the server has it read.
  await context.setOffline(false);
  await expect.poll(() => queuedWrites(page), { timeout: 20_000 }).toBe(0);
  await expect.poll(() => serverReadAt(team, topicId)).not.toBeNull();

  // Unread again, then the conversation read in chat: its notification is read with it.
  await page.keyboard.press('u');
  await expect(inboxLink(page)).toContainText('1 unread');
  await expect.poll(() => serverReadAt(team, topicId)).toBeNull();
  await page.goto(`/${team.slug}/chat/${topicId}`);
  await expect(page.getByRole('log', { name: 'Messages in standup' })).toContainText('can you run it today?');
  await expect(inboxLink(page)).not.toContainText('unread');
  await expect.poll(() => serverReadAt(team, topicId)).not.toBeNull();
  await context.close();
});

test('a reply in my thread is read once the thread is open in its pane', async ({ browser }) => {
  test.setTimeout(120_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'planning', [team.memberId]);
  const post = poster(team, topicId);
  const rootId = await post(team.member, 'Which day suits everyone?');
  await post(team.owner, 'Thursday works for me', rootId);
  const member = await openAs(browser, team.member, `/${team.slug}/inbox`);
  const { page } = member;
  const row = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button', { name: /Thursday works for me/ });
  await expect(row).toBeVisible();
  await expect(inboxLink(page)).toContainText('1 unread');

  await page.goto(`/${team.slug}/chat/${topicId}?thread=${rootId}`);
  await expect(page.getByRole('log', { name: 'Replies' })).toContainText('Thursday works for me');
  await expect(inboxLink(page)).not.toContainText('unread');
  await expect
    .poll(async () => {
      const res = await team.member.api.get(`/api/orgs/${team.slug}/notifications?status=all`);
      const list = (await res.json()) as { notifications: { targetId: string; readAt: string | null }[] };
      return list.notifications.find((n) => n.targetId === rootId)?.readAt ?? null;
    })
    .not.toBeNull();
  await member.context.close();
});

test('a reply in an old thread opens with its root and replies, though the conversation shows only newer messages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'history', [team.memberId]);
  const post = poster(team, topicId);
  const rootId = await post(team.member, 'Who has the venue contract?');
  // More newer messages than the conversation's first page holds (50): the root is not among them.
  for (let i = 0; i < 55; i += 1) await post(team.owner, `Status line ${i}`);
  await post(team.owner, 'It is in the shared drive', rootId);

  const { page, context } = await openAs(
    browser,
    team.member,
    `/${team.slug}/chat/${topicId}?thread=${rootId}`,
  );
  const thread = page.getByRole('complementary', { name: 'Thread' });
  await expect(thread.getByText('Who has the venue contract?')).toBeVisible();
  await expect(page.getByRole('log', { name: 'Replies' })).toContainText('It is in the shared drive');
  await context.close();
});
