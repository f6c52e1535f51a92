import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, openAs, send } from './chat-setup.js';

test("the list's search finds conversations by name and messages by their words", async ({ browser }) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'finance', [team.memberId]);
  await createTopic(team, 'random', [team.memberId]);
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  await send(owner.page, 'Message #finance', 'The budget forecast for spring is ready');
  await expect(
    owner.page.getByRole('log', { name: 'Messages in finance' }).getByText('budget forecast'),
  ).toBeVisible();

  const member = await openAs(browser, team.member, `/${team.slug}/chat`);
  const list = member.page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('searchbox', { name: 'Search conversations' }).fill('forec');
  await expect(list.getByRole('link', { name: /random/ })).toHaveCount(0);
  const hit = list.getByRole('link', { name: /budget forecast for spring/ });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark')).toHaveText(/forecast/i);
  await hit.click();
  await expect(member.page.getByRole('heading', { name: 'finance', level: 1 })).toBeVisible();

  await list.getByRole('searchbox', { name: 'Search conversations' }).fill('rand');
  await expect(list.getByRole('link', { name: /random/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /finance/ })).toHaveCount(0);
  await owner.context.close();
  await member.context.close();
});
