import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, openAs, send } from './chat-setup.js';

test('under 600px chat shows the list, then the conversation alone with a way back', async ({ browser }) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  await createTopic(team, 'pocket', [team.memberId]);
  const { page, context } = await openAs(browser, team.owner, `/${team.slug}/chat`);
  await page.setViewportSize({ width: 390, height: 800 });
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('link', { name: /pocket/ }).click();
  await expect(list).toBeHidden();
  await send(page, 'Message #pocket', 'Sent from my phone');
  await expect(
    page.getByRole('log', { name: 'Messages in pocket' }).getByText('Sent from my phone'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(list.getByRole('link', { name: /pocket/ })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages in pocket' })).toHaveCount(0);
  await context.close();
});

test('under 600px a task’s conversation opens over its panel from Comments, and goes back to the task', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const created = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.slug}/items`, {
      data: { clientId: randomUUID(), orbitId: team.orbitId, title: 'Fix the login page', position: 'V' },
    }),
    'create task',
  );
  const { id: taskId } = (await created.json()) as { id: string };
  const path = `/${team.slug}/${team.orbitId}/${taskId}`;
  const phone = await openAs(browser, team.owner, `/${team.slug}/chat`);
  await phone.page.setViewportSize({ width: 390, height: 800 });
  await phone.page.goto(path);
  const desk = await openAs(browser, team.member, path);

  const comments = phone.page.getByRole('complementary', { name: 'Task conversation' });
  // Not beside the panel on a phone: the panel fills the screen, and Comments opens the conversation.
  await expect(phone.page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  await expect(comments).toHaveCount(0);
  await phone.page.getByRole('button', { name: 'Comments', exact: true }).click();
  await expect(comments).toBeVisible();
  const box = await comments.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(390);

  await send(phone.page, 'Comment on Fix the login page', 'Typed on a phone');
  const deskComments = desk.page.getByRole('complementary', { name: 'Task conversation' });
  await expect(deskComments.getByText('Typed on a phone')).toBeVisible();
  await send(desk.page, 'Comment on Fix the login page', 'Seen on the desk');
  await expect(comments.getByText('Seen on the desk')).toBeVisible();

  await comments.getByRole('button', { name: 'Back to the task' }).click();
  await expect(comments).toHaveCount(0);
  await expect(phone.page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  await phone.context.close();
  await desk.context.close();
});
