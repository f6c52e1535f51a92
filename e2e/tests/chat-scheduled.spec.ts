import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, messages, openAs } from './chat-setup.js';

test('a message scheduled from the composer is listed, and delivered to the topic at its time', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'later', [team.memberId]);
  const owner = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  const member = await openAs(browser, team.member, `/${team.slug}/chat/${topicId}`);

  const composer = owner.page.getByRole('textbox', { name: 'Message #later' });
  await composer.click();
  await owner.page.keyboard.type('Ship the notes at noon');
  await owner.page.getByRole('button', { name: 'Send later' }).click();
  await owner.page.getByRole('menuitem', { name: /In one hour/ }).click();
  await expect(owner.page.getByText(/Scheduled for/)).toBeVisible();
  await expect(composer).toHaveText('');

  // Listed under the conversation's header, with its time.
  await owner.page.getByRole('button', { name: '1 scheduled' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Scheduled messages' });
  await expect(dialog.getByText('Ship the notes at noon')).toBeVisible();
  await expect(dialog.getByText(/^Sends /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Its time moved to a few seconds from now (what Change time does), it is delivered by the server.
  // The id the server gave it, once the create is answered (a temporary id is a UUID, with dashes).
  const storedId = () =>
    owner.page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('orbit');
          open.onsuccess = () => {
            const all = open.result
              .transaction('scheduledMessages')
              .objectStore('scheduledMessages')
              .getAll();
            all.onsuccess = () => {
              open.result.close();
              resolve(String((all.result[0] as { id: string } | undefined)?.id ?? '-'));
            };
          };
        }),
    );
  await expect.poll(async () => !(await storedId()).includes('-')).toBe(true);
  const id = await storedId();
  const moved = await team.owner.api.patch(`/api/orgs/${team.slug}/chat/scheduled/${id}`, {
    data: { sendAt: new Date(Date.now() + 3_000).toISOString() },
  });
  expect(moved.ok()).toBe(true);
  await expect(messages(member.page, 'Messages in later').getByText('Ship the notes at noon')).toBeVisible({
    timeout: 90_000,
  });
  await expect(messages(owner.page, 'Messages in later').getByText('Ship the notes at noon')).toHaveCount(1);
  await expect(owner.page.getByRole('button', { name: '1 scheduled' })).toHaveCount(0);
  await owner.context.close();
  await member.context.close();
});
