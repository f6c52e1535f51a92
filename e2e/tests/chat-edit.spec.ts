import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, messages, openAs, send } from './chat-setup.js';

test('Up edits my last message, and a message deleted says so on both sides', async ({ browser }) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'edits', [team.memberId]);
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  const member = await openAs(browser, team.member, `/${team.slug}/chat/${topicId}`);
  const ownerLog = messages(owner.page, 'Messages in edits');
  const memberLog = messages(member.page, 'Messages in edits');

  await send(owner.page, 'Message #edits', 'Meeting at 3');
  await expect(ownerLog.getByText('Meeting at 3')).toBeVisible();
  await expect(ownerLog.getByText('Sending…')).toHaveCount(0);
  // Up in the empty composer opens the last own message for editing; Enter saves.
  await owner.page.keyboard.press('ArrowUp');
  const editor = owner.page.getByRole('textbox', { name: 'Edit the message' });
  await expect(editor).toHaveText('Meeting at 3');
  await editor.press('End');
  await owner.page.keyboard.type('pm sharp');
  await owner.page.keyboard.press('Enter');
  await expect(memberLog.getByText('Meeting at 3pm sharp')).toBeVisible();
  await expect(memberLog.getByText('(edited)')).toBeVisible();

  const message = ownerLog.getByRole('article').filter({ hasText: 'Meeting at 3pm sharp' });
  await message.hover();
  await message.getByRole('button', { name: 'More actions' }).click();
  await owner.page.getByRole('menuitem', { name: 'Delete message' }).click();
  await owner.page
    .getByRole('alertdialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete message' })
    .click();
  await expect(memberLog.getByText('This message was deleted.')).toBeVisible();
  await expect(memberLog.getByText('Meeting at 3pm sharp')).toHaveCount(0);
  await owner.context.close();
  await member.context.close();
});
