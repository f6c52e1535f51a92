import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, messages, openAs, send } from './chat-setup.js';

test('a message written offline shows as sending, and is delivered once after reconnecting', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'offline', [team.memberId]);
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  const member = await openAs(browser, team.member, `/${team.slug}/chat/${topicId}`);
  const ownerLog = messages(owner.page, 'Messages in offline');
  const memberLog = messages(member.page, 'Messages in offline');
  await expect(owner.page.getByRole('textbox', { name: 'Message #offline' })).toBeVisible();

  await owner.context.setOffline(true);
  await send(owner.page, 'Message #offline', 'Written on the train');
  const pending = ownerLog.getByRole('article').filter({ hasText: 'Written on the train' });
  await expect(pending.getByText('Sending…')).toBeVisible();
  // The message waits in the outbox (with, perhaps, the draft it cleared).
  expect(await queuedWrites(owner.page)).toBeGreaterThanOrEqual(1);
  await expect(memberLog.getByText('Written on the train')).toHaveCount(0);

  await owner.context.setOffline(false);
  await expect(memberLog.getByText('Written on the train')).toBeVisible({ timeout: 20_000 });
  await expect(pending.getByText('Sending…')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => queuedWrites(owner.page)).toBe(0);
  await expect(ownerLog.getByText('Written on the train')).toHaveCount(1);

  // Both sides and the server hold it once.
  await owner.page.reload();
  await member.page.reload();
  await expect(ownerLog.getByText('Written on the train')).toHaveCount(1);
  await expect(memberLog.getByText('Written on the train')).toHaveCount(1);
  const history = await team.owner.api.get(`/api/orgs/${team.slug}/chat/conversations/${topicId}/messages`);
  const page = (await history.json()) as { messages: { body: string }[] };
  expect(page.messages.filter((m) => m.body.includes('Written on the train'))).toHaveLength(1);
  await owner.context.close();
  await member.context.close();
});
