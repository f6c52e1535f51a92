import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, openAs } from './chat-setup.js';

test('mentioning someone who cannot see a private topic tells the author', async ({ browser }) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const created = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.slug}/chat/topics`, {
      data: { clientId: randomUUID(), name: 'secret', visibility: 'private' },
    }),
    'create private topic',
  );
  const { id } = (await created.json()) as { id: string };
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat/${id}`);
  await owner.page.getByRole('textbox', { name: 'Message #secret' }).click();
  await owner.page.keyboard.type('Ask @E2E tasks-m');
  await expect(owner.page.getByRole('option', { name: /E2E tasks-member/ })).toBeVisible();
  await owner.page.keyboard.press('Enter');
  await owner.page.keyboard.press('Enter');
  await expect(
    owner.page.getByText('E2E tasks-member cannot see this conversation, so they were not notified.'),
  ).toBeVisible();
  await owner.context.close();
});
