import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { queuedWrites } from '../support/outbox.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, openAs } from './chat-setup.js';

test('a draft survives a reload and appears on a second device', async ({ browser }) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'drafts', [team.memberId]);
  const laptop = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  const composer = laptop.page.getByRole('textbox', { name: 'Message #drafts' });
  await composer.click();
  await laptop.page.keyboard.type('Half a thought about the budget');
  // Saved after a pause in typing (and sent through the outbox).
  await expect
    .poll(async () => (await queuedWrites(laptop.page)) === 0 && (await composer.textContent()))
    .toBe('Half a thought about the budget');
  await expect
    .poll(async () => {
      const drafts = await laptop.page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('orbit');
            open.onsuccess = () => {
              const count = open.result.transaction('draftMessages').objectStore('draftMessages').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
      return drafts === 1 && (await queuedWrites(laptop.page)) === 0;
    })
    .toBe(true);

  await laptop.page.reload();
  await expect(laptop.page.getByRole('textbox', { name: 'Message #drafts' })).toHaveText(
    'Half a thought about the budget',
  );

  const phone = await openAs(browser, team.owner, `/${team.slug}/chat/${topicId}`);
  await expect(phone.page.getByRole('textbox', { name: 'Message #drafts' })).toHaveText(
    'Half a thought about the budget',
  );

  // Sent from the phone, the draft goes away on the laptop too.
  await phone.page.getByRole('textbox', { name: 'Message #drafts' }).click();
  await phone.page.keyboard.press('End');
  await phone.page.keyboard.press('Enter');
  await expect(
    phone.page.getByRole('log', { name: 'Messages in drafts' }).getByText('Half a thought about the budget'),
  ).toBeVisible();
  await expect(laptop.page.getByRole('textbox', { name: 'Message #drafts' })).toHaveText('', {
    timeout: 15_000,
  });
  await laptop.context.close();
  await phone.context.close();
});

test('a thread keeps its own draft: it survives a reload and appears on a second device', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createChatTeam();
  const topicId = await createTopic(team, 'threads', [team.memberId]);
  const sent = await expectOk(
    await team.member.api.post(`/api/orgs/${team.slug}/chat/conversations/${topicId}/messages`, {
      data: { clientId: randomUUID(), body: 'Who can take the release notes?' },
    }),
    'send',
  );
  const rootId = ((await sent.json()) as { message: { id: string } }).message.id;
  const path = `/${team.slug}/chat/${topicId}?thread=${rootId}`;
  const laptop = await openAs(browser, team.owner, path);
  const reply = laptop.page.getByRole('textbox', { name: 'Reply in thread' });
  await reply.click();
  await laptop.page.keyboard.type('I can, after lunch');
  // The conversation's own composer keeps its own (empty) draft meanwhile.
  await expect
    .poll(async () => (await queuedWrites(laptop.page)) === 0 && (await reply.textContent()))
    .toBe('I can, after lunch');
  await expect
    .poll(async () => {
      const res = await team.owner.api.get(`/api/orgs/${team.slug}/sync/entity/draft/${topicId}_${rootId}`);
      return res.ok() ? ((await res.json()) as { data: { parentId: string } }).data.parentId : null;
    })
    .toBe(rootId);

  await laptop.page.reload();
  await expect(laptop.page.getByRole('textbox', { name: 'Reply in thread' })).toHaveText(
    'I can, after lunch',
  );
  await expect(laptop.page.getByRole('textbox', { name: 'Message #threads' })).toHaveText('');

  const phone = await openAs(browser, team.owner, path);
  await expect(phone.page.getByRole('textbox', { name: 'Reply in thread' })).toHaveText('I can, after lunch');
  // Sent from the phone: the reply is in the thread and the draft goes on the laptop too.
  await phone.page.getByRole('textbox', { name: 'Reply in thread' }).click();
  await phone.page.keyboard.press('End');
  await phone.page.keyboard.press('Enter');
  await expect(
    phone.page.getByRole('log', { name: 'Replies' }).getByText('I can, after lunch'),
  ).toBeVisible();
  await expect(laptop.page.getByRole('textbox', { name: 'Reply in thread' })).toHaveText('', {
    timeout: 15_000,
  });
  await laptop.context.close();
  await phone.context.close();
});
