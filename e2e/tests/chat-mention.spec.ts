import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, messages, openAs } from './chat-setup.js';

test('a mention autocompleted in the composer shows as a chip, highlighted for the person named', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'mentions', [team.memberId]);
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  const member = await openAs(browser, team.member, `/${team.slug}/chat/${topicId}`);

  const composer = owner.page.getByRole('textbox', { name: 'Message #mentions' });
  await composer.click();
  await owner.page.keyboard.type('Please review, @E2E tasks-m');
  const suggestions = owner.page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /E2E tasks-member/ })).toBeVisible();
  await expect(composer).toHaveAttribute('aria-controls', /.+/);
  await owner.page.keyboard.press('Enter');
  await expect(suggestions).toHaveCount(0);
  await owner.page.keyboard.type('and @every');
  await owner.page.keyboard.press('Tab');
  await owner.page.keyboard.press('Enter');

  const ownerChip = messages(owner.page, 'Messages in mentions').locator('.chat-mention[data-kind="user"]');
  await expect(ownerChip).toHaveText('@E2E tasks-member');
  // The person named sees their own name highlighted, and `everyone` highlighted as a member.
  const memberLog = messages(member.page, 'Messages in mentions');
  await expect(memberLog.locator('.chat-mention[data-kind="user"][data-me]')).toHaveText('@E2E tasks-member');
  await expect(memberLog.locator('.chat-mention[data-kind="everyone"][data-highlight]')).toHaveText(
    '@everyone',
  );
  await owner.context.close();
  await member.context.close();
});
