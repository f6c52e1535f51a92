import { expect, test } from '../support/test.js';
import { createChatTeam, messages, openAs, send } from './chat-setup.js';

test('a direct message: started from New message, named after the other person on both sides', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat`);
  const member = await openAs(browser, team.member, `/${team.slug}/chat`);

  await owner.page.getByRole('button', { name: 'New conversation' }).click();
  await owner.page.getByRole('menuitem', { name: 'New message' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('button', { name: 'People' }).click();
  await owner.page.getByRole('option', { name: /E2E tasks-member/ }).click();
  await owner.page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Start conversation' }).click();
  await expect(owner.page.getByRole('heading', { name: 'E2E tasks-member', level: 1 })).toBeVisible();
  await send(owner.page, 'Message E2E tasks-member', 'Got a minute?');
  await expect(messages(owner.page, 'Messages in E2E tasks-member').getByText('Got a minute?')).toBeVisible();

  // The member's list names the dm after the owner, with the unread count.
  const link = member.page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /E2E tasks-owner/ });
  await expect(link).toBeVisible();
  await expect(link.getByText('1 unread message')).toBeAttached();
  await link.click();
  await expect(messages(member.page, 'Messages in E2E tasks-owner').getByText('Got a minute?')).toBeVisible();
  await expect(link.getByText('1 unread message')).toHaveCount(0);
  // While the member types, the owner sees it.
  await member.page.getByRole('textbox', { name: 'Message E2E tasks-owner' }).click();
  await member.page.keyboard.type('Sure');
  await expect(owner.page.getByText('E2E tasks-member is typing…')).toBeVisible();
  await member.page.keyboard.type(', call me');
  await member.page.keyboard.press('Enter');
  await expect(messages(owner.page, 'Messages in E2E tasks-member').getByText('Sure, call me')).toBeVisible();

  // Starting it again opens the same conversation.
  await owner.page.getByRole('button', { name: 'New conversation' }).click();
  await owner.page.getByRole('menuitem', { name: 'New message' }).click();
  await owner.page
    .getByRole('dialog', { name: 'New message' })
    .getByRole('button', { name: 'People' })
    .click();
  await owner.page.getByRole('option', { name: /E2E tasks-member/ }).click();
  await owner.page.keyboard.press('Escape');
  await owner.page.getByRole('button', { name: 'Start conversation' }).click();
  await expect(messages(owner.page, 'Messages in E2E tasks-member').getByText('Got a minute?')).toHaveCount(
    1,
  );
  await expect(
    owner.page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /E2E tasks-member/ }),
  ).toHaveCount(1);
  await owner.context.close();
  await member.context.close();
});
