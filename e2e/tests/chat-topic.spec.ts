import { expect, test } from '../support/test.js';
import { createChatTeam, messages, openAs, send } from './chat-setup.js';

test('two people talk in a new topic: create it, write, answer, react, reply in a thread', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat`);
  const member = await openAs(browser, team.member, `/${team.slug}/chat`);

  // The owner makes a topic with the member in it, from the New conversation menu.
  await owner.page.getByRole('button', { name: 'New conversation' }).click();
  await owner.page.getByRole('menuitem', { name: 'New topic' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'New topic' });
  await dialog.getByLabel('Name').fill('launch-room');
  await dialog.getByRole('button', { name: 'Members' }).click();
  await owner.page.getByRole('option', { name: /E2E tasks-member/ }).click();
  await owner.page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Create topic' }).click();
  await expect(owner.page.getByRole('heading', { name: 'launch-room', level: 1 })).toBeVisible();

  await send(owner.page, 'Message #launch-room', 'Kick-off at ten tomorrow');
  const ownerLog = messages(owner.page, 'Messages in launch-room');
  await expect(ownerLog.getByText('Kick-off at ten tomorrow')).toBeVisible();
  await expect(ownerLog.getByText('Sending…')).toHaveCount(0);

  // The member sees the topic arrive in their list, unread, and the message in it.
  const link = member.page.getByRole('link', { name: /launch-room/ });
  await expect(link).toBeVisible();
  await expect(link.getByText('1 unread message')).toBeAttached();
  await link.click();
  const memberLog = messages(member.page, 'Messages in launch-room');
  await expect(memberLog.getByText('Kick-off at ten tomorrow')).toBeVisible();
  await send(member.page, 'Message #launch-room', 'I will bring the slides');
  await expect(ownerLog.getByText('I will bring the slides')).toBeVisible();

  // A reaction from the owner shows on the member's screen.
  const slides = ownerLog.getByRole('article').filter({ hasText: 'I will bring the slides' });
  await slides.hover();
  await slides.getByRole('button', { name: 'React with 👍' }).click();
  await expect(memberLog.getByRole('button', { name: /👍 by E2E tasks-owner/ })).toBeVisible();

  // A reply in the thread of the first message.
  const kickoff = memberLog.getByRole('article').filter({ hasText: 'Kick-off at ten tomorrow' });
  await kickoff.hover();
  await kickoff.getByRole('button', { name: 'Reply in thread' }).click();
  const thread = member.page.getByRole('complementary', { name: 'Thread' });
  await send(member.page, 'Reply in thread', 'Which room?');
  await expect(thread.getByText('Which room?')).toBeVisible();
  await expect(ownerLog.getByRole('button', { name: /1 reply/ })).toBeVisible();
  await ownerLog.getByRole('button', { name: /1 reply/ }).click();
  await expect(
    owner.page.getByRole('complementary', { name: 'Thread' }).getByText('Which room?'),
  ).toBeVisible();
  // Esc closes the thread.
  await owner.page.getByRole('textbox', { name: 'Reply in thread' }).click();
  await owner.page.keyboard.press('Escape');
  await expect(owner.page.getByRole('complementary', { name: 'Thread' })).toHaveCount(0);

  // Nothing doubled after a reload: each message once.
  await member.page.reload();
  await expect(memberLog.getByText('Kick-off at ten tomorrow')).toHaveCount(1);
  await expect(memberLog.getByText('I will bring the slides')).toHaveCount(1);
  // /chat alone reopens the last conversation (previousChatId); the sidebar lists it among chat recents.
  await owner.page.goto(`/${team.slug}/chat`);
  await expect(owner.page.getByRole('heading', { name: 'launch-room', level: 1 })).toBeVisible();
  await expect(owner.page).toHaveURL(/\/chat\/[0-9a-z]{20}$/);
  await expect(
    owner.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'launch-room' }),
  ).toBeVisible();
  await owner.context.close();
  await member.context.close();
});
