import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, openAs } from './chat-setup.js';

test('a file attached to a message is shown to the other person as a card they can open', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'files', [team.memberId]);
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  const member = await openAs(browser, team.member, `/${team.slug}/chat/${topicId}`);

  await owner.page.locator('input[type="file"]').setInputFiles({
    name: 'agenda.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('1. Welcome\n2. Budget'),
  });
  await expect(owner.page.getByRole('button', { name: 'Remove agenda.txt' })).toBeVisible();
  await owner.page.getByRole('textbox', { name: 'Message #files' }).click();
  await owner.page.keyboard.type('The agenda for Monday');
  await owner.page.keyboard.press('Enter');
  await expect(owner.page.getByRole('button', { name: 'Remove agenda.txt' })).toHaveCount(0);

  const card = member.page
    .getByRole('log', { name: 'Messages in files' })
    .getByRole('article')
    .filter({ hasText: 'The agenda for Monday' })
    .getByRole('link', { name: /agenda\.txt/ });
  await expect(card).toBeVisible();
  const href = await card.getAttribute('href');
  const file = await member.page.request.get(href ?? '');
  expect(await file.text()).toBe('1. Welcome\n2. Budget');
  await owner.context.close();
  await member.context.close();
});
