import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { type ChatTeam, createChatTeam, createTopic, openAs } from './chat-setup.js';

/** A message sent by the owner through the API, in the editor's JSON (mention chips included). */
async function post(team: ChatTeam, conversationId: string, ...parts: (string | { mention: string })[]) {
  const content = parts.map((part) =>
    typeof part === 'string'
      ? { type: 'text', text: part }
      : { type: 'mention', attrs: { id: part.mention, kind: 'user', label: 'E2E tasks-member' } },
  );
  await expectOk(
    await team.owner.api.post(`/api/orgs/${team.slug}/chat/conversations/${conversationId}/messages`, {
      data: {
        clientId: randomUUID(),
        body: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content }] }),
      },
    }),
    'send',
  );
}

test('a muted conversation shows muted and counts only mentions of me; unmuted from its header', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await createChatTeam();
  const quiet = await createTopic(team, 'quiet-room', [team.memberId]);
  const busy = await createTopic(team, 'busy-room', [team.memberId]);
  const member = await openAs(browser, team.member, `/${team.slug}/chat`, { bypassCSP: true });
  const { page } = member;
  const list = page.getByRole('navigation', { name: 'Conversations' });
  const quietRow = list.getByRole('listitem').filter({ hasText: 'quiet-room' });
  const busyRow = list.getByRole('listitem').filter({ hasText: 'busy-room' });

  // Muted from the list row's menu.
  await quietRow.getByRole('button', { name: 'Options for quiet-room' }).click();
  await page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  await expect(quietRow.getByText('Muted')).toBeAttached();
  await expect(page.getByText('Muted: only mentions of you will notify you.')).toBeVisible();

  // A message in each: the busy room counts it; the muted one does not (events arrive in order).
  await post(team, quiet, 'nobody needs to read this');
  await post(team, busy, 'news');
  await expect(busyRow.getByText('1 unread message')).toBeAttached();
  await expect(quietRow.locator('.chat-unread')).toHaveCount(0);
  // A mention of me still counts, as a mention.
  await post(team, quiet, { mention: team.memberId }, ' this one is for you');
  await expect(quietRow.getByText('1 mention of you')).toBeAttached();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Opened, then unmuted from the conversation's header menu.
  await quietRow.getByRole('link', { name: /quiet-room/ }).click();
  const header = page.locator('.chat-pane-header');
  await expect(header.getByText('Muted')).toBeAttached();
  await header.getByRole('button', { name: 'Conversation options' }).click();
  // Exact names: "Mute" is also part of "Unmute".
  await page.getByRole('menuitem', { name: 'Unmute', exact: true }).click();
  await expect(header.getByText('Muted')).toHaveCount(0);
  await expect(quietRow.getByText('Muted')).toHaveCount(0);

  // Muted again from the header. The read marker sent on opening may be answered after these clicks,
  // with a copy of the marker from before them: the person's choice holds all the same, and another
  // device of the same person shows it once it reached the server (through the sync engine).
  await header.getByRole('button', { name: 'Conversation options' }).click();
  await page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  await expect(header.getByText('Muted')).toBeAttached();
  const phone = await openAs(browser, team.member, `/${team.slug}/chat/${quiet}`);
  await expect(phone.page.locator('.chat-pane-header').getByText('Muted')).toBeAttached();
  await phone.context.close();
  // And it survives a reload.
  await page.reload();
  await expect(page.locator('.chat-pane-header').getByText('Muted')).toBeAttached();
  await member.context.close();
});
