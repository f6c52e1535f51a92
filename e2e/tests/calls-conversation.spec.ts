import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { fakeMediaLaunch, openAs } from './calls-setup.js';
import { createChatTeam, createTopic, messages } from './chat-setup.js';

test.use({ launchOptions: fakeMediaLaunch, bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

test('a call from a topic: its header starts it, the member is rung, the topic shows it going on, then how long it lasted', async ({
  browser,
}) => {
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'standup', [team.memberId]);
  const a = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  const b = await openAs(browser, team.member, `/${team.slug}/chat/${topicId}`);
  const logB = messages(b.page, 'Messages in standup');

  await a.page.getByRole('button', { name: 'Start a call' }).click();
  await expect(a.page).toHaveURL(/\/meeting\/[0-9a-z]{20}$/);
  // The topic shows the call to its members while it goes on, with a way in.
  const row = logB.getByRole('article').filter({ hasText: 'Call started' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Join the call' })).toBeVisible();
  expect(await seriousA11yViolations(b.page)).toEqual([]);

  await a.page.getByRole('button', { name: 'Join', exact: true }).click();
  const ring = b.page.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(ring).toContainText(`${team.owner.name} is calling you`);
  await ring.getByRole('button', { name: 'Decline' }).click();
  await expect(ring).toBeHidden();

  // The member changes their mind and joins from the topic.
  await row.getByRole('link', { name: 'Join the call' }).click();
  await expect(b.page).toHaveURL(/\/meeting\/[0-9a-z]{20}$/);
  await b.page.getByRole('button', { name: 'Join', exact: true }).click();
  const gridA = a.page.getByRole('list', { name: 'People in the call' });
  await expect(gridA.getByRole('listitem')).toHaveCount(2);

  for (const page of [a.page, b.page]) {
    await page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { name: 'This call has ended.' })).toBeVisible();
  }
  await b.page.goto(`/${team.slug}/chat/${topicId}`);
  await expect(logB.getByText(/Call ended, (less than a minute|\d+ min)/)).toBeVisible();
  await expect(logB.getByRole('link', { name: 'Join the call' })).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});
