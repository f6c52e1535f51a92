import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, openAs, send } from './chat-setup.js';

test('a task moved to an orbit the other person does not see takes its comments away from them, and back when they join it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await createChatTeam();
  const api = (path: string) => `/api/orgs/${team.slug}${path}`;
  const hidden = await expectOk(
    await team.owner.api.post(api('/orbits'), {
      data: { clientId: randomUUID(), name: 'Private plans', visibility: 'private' },
    }),
    'private orbit',
  );
  const hiddenId = ((await hidden.json()) as { id: string }).id;
  const created = await expectOk(
    await team.owner.api.post(api('/items'), {
      data: { clientId: randomUUID(), orbitId: team.orbitId, title: 'Budget review', position: 'V' },
    }),
    'create task',
  );
  const { id: taskId } = (await created.json()) as { id: string };
  const owner = await openAs(browser, team.owner, `/${team.slug}/${team.orbitId}/${taskId}`);
  const member = await openAs(browser, team.member, `/${team.slug}/${team.orbitId}/${taskId}`);
  const memberComments = member.page.getByRole('complementary', { name: 'Task conversation' });
  await send(owner.page, 'Comment on Budget review', 'Numbers are in');
  await expect(memberComments.getByText('Numbers are in')).toBeVisible();
  await send(member.page, 'Comment on Budget review', 'Looks right to me');
  const ownerComments = owner.page.getByRole('complementary', { name: 'Task conversation' });
  await expect(ownerComments.getByText('Looks right to me')).toBeVisible();

  // Moved into the private orbit: the member's copy of the task and its comments go, live.
  await expectOk(
    await team.owner.api.patch(api(`/items/${taskId}`), { data: { orbitId: hiddenId } }),
    'move',
  );
  await expect(memberComments).toHaveCount(0);
  await expect(member.page.getByRole('complementary', { name: 'Task details' })).toHaveCount(0);
  await expect(ownerComments.getByText('Looks right to me')).toBeVisible();

  // Added to that orbit: the task is back for the member, with both earlier comments.
  await expectOk(
    await team.owner.api.post(api(`/orbits/${hiddenId}/members`), { data: { userId: team.memberId } }),
    'add member',
  );
  await member.page.goto(`/${team.slug}/${hiddenId}/${taskId}`);
  await expect(memberComments.getByText('Numbers are in')).toBeVisible();
  await expect(memberComments.getByText('Looks right to me')).toBeVisible();
  await owner.context.close();
  await member.context.close();
});
