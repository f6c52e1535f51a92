import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, openAs, send } from './chat-setup.js';

test('chat-home with a conversation, its list and a thread has no serious or critical axe violations', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'a11y', [team.memberId]);
  const { page, context } = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`, {
    // axe-core goes into the page as a script tag, which the app's CSP refuses otherwise.
    bypassCSP: true,
  });
  await send(page, 'Message #a11y', 'Checking the page');
  const log = page.getByRole('log', { name: 'Messages in a11y' });
  await expect(log.getByText('Checking the page')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const message = log.getByRole('article').filter({ hasText: 'Checking the page' });
  await message.hover();
  await message.getByRole('button', { name: 'Reply in thread' }).click();
  await expect(page.getByRole('complementary', { name: 'Thread' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const scheme of ['dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
  await context.close();
});
