import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, openAs, send } from './chat-setup.js';

test("a task's conversation beside its panel: both people comment, 330px wide, hidden and shown again", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const created = await expectOk(
    await team.owner.api.post(`/api/orgs/${team.slug}/items`, {
      data: {
        clientId: randomUUID(),
        orbitId: team.orbitId,
        title: 'Write the press release',
        position: 'V',
      },
    }),
    'create task',
  );
  const { id: taskId } = (await created.json()) as { id: string };
  const path = `/${team.slug}/${team.orbitId}/${taskId}`;
  const owner = await openAs(browser, team.owner, path);
  const member = await openAs(browser, team.member, path);

  const ownerComments = owner.page.getByRole('complementary', { name: 'Task conversation' });
  await expect(ownerComments).toBeVisible();
  const box = await ownerComments.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(330);

  await send(owner.page, 'Comment on Write the press release', 'Draft is in the shared folder');
  const memberComments = member.page.getByRole('complementary', { name: 'Task conversation' });
  await expect(memberComments.getByText('Draft is in the shared folder')).toBeVisible();
  await send(member.page, 'Comment on Write the press release', 'Reading it now');
  await expect(ownerComments.getByText('Reading it now')).toBeVisible();

  // Hidden from the panel's bar, and back (attachedConvoEnabled).
  await owner.page.getByRole('button', { name: 'Hide the comments' }).click();
  await expect(ownerComments).toHaveCount(0);
  await owner.page.getByRole('button', { name: 'Comments', exact: true }).click();
  await expect(ownerComments.getByText('Reading it now')).toBeVisible();
  // Widened to the half-half width.
  await owner.page.getByRole('button', { name: 'Widen the comments' }).click();
  expect(Math.round((await ownerComments.boundingBox())?.width ?? 0)).toBe(500);
  await owner.context.close();
  await member.context.close();
});
