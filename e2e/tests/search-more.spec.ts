import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { type ChatTeam, createChatTeam, createTopic, openAs } from './chat-setup.js';

test.describe.configure({ timeout: 150_000 });

const say = async (team: ChatTeam, conversationId: string, text: string, parentId?: string) => {
  const res = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.slug}/chat/conversations/${conversationId}/messages`, {
      data: {
        clientId: randomUUID(),
        body: JSON.stringify({
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
        }),
        ...(parentId ? { parentId } : {}),
      },
    }),
    'message',
  );
  return ((await res.json()) as { message: { id: string } }).message.id;
};

test('the search page shows more tasks on request, and a message result opens at that message, even one older than the first page', async ({
  browser,
}) => {
  const team = await createChatTeam();
  for (let i = 1; i <= 55; i += 1) {
    await expectOk(
      await team.owner.api.post(`/api/orgs/${team.slug}/items`, {
        data: { clientId: randomUUID(), orbitId: team.orbitId, title: `Pageable item ${i}` },
      }),
      'task',
    );
  }
  const topicId = await createTopic(team, 'history', [team.memberId]);
  // The needle is the oldest of 61 messages: the conversation's first page (50) does not hold it.
  const needle = await say(team, topicId, 'The haystack hides a needle here');
  for (let i = 1; i <= 60; i += 1) await say(team, topicId, `Filler message ${i}`);
  const root = await say(team, topicId, 'A thread about sewing');
  const reply = await say(team, topicId, 'Bring a thimble please', root);

  const { context, page } = await openAs(browser, team.member, `/${team.slug}/search?q=pageable&kind=tasks`);
  const main = page.getByRole('region', { name: 'Search', exact: true });
  const tasks = main.getByRole('region', { name: /^Tasks/ });
  await expect(tasks.getByRole('link')).toHaveCount(50);
  const more = tasks.getByRole('button', { name: 'Show more tasks' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(tasks.getByRole('link')).toHaveCount(55);
  await expect(more).toHaveCount(0);
  const titles = await tasks.getByRole('link').allTextContents();
  expect(new Set(titles.map((t) => /Pageable item \d+/.exec(t)?.[0])).size).toBe(55);

  // A message result: the conversation opens at it, marked and focused.
  await main.getByRole('searchbox').fill('needle');
  await expect(page).toHaveURL(/q=needle/);
  await main.getByRole('radio', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/kind=messages/);
  const hit = main.getByRole('region', { name: /^Messages/ }).getByRole('link', { name: /hides a needle/ });
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${topicId}\\?message=${needle}$`));
  const found = page.locator('article.chat-message[data-focused]');
  await expect(found).toContainText('The haystack hides a needle here');
  await expect(found).toBeFocused();
  await expect(found).toBeInViewport();

  // A reply opens its thread beside the conversation, marked and focused there.
  await page.goBack();
  // Misspelt, it is found all the same, said to be similar.
  await main.getByRole('searchbox').fill('thimbel');
  await expect(
    main.getByRole('region', { name: /^Messages/ }).getByRole('link', { name: /Bring a thimble/ }),
  ).toContainText('Similar');
  await main.getByRole('searchbox').fill('thimble');
  await expect(page).toHaveURL(/q=thimble/);
  await main
    .getByRole('region', { name: /^Messages/ })
    .getByRole('link', { name: /Bring a thimble/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/chat/${topicId}\\?thread=${root}&message=${reply}$`));
  const inThread = page.locator('aside.chat-thread article[data-focused]');
  await expect(inThread).toContainText('Bring a thimble please');
  await expect(inThread).toBeFocused();
  await expect(page.locator('article.chat-message[data-focused]')).toHaveCount(1);
  await context.close();
});
