import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createChatTeam, createTopic, openAs } from './chat-setup.js';

test.describe.configure({ timeout: 120_000 });

test('the search page: from the palette with a typo, grouped results, filtered to tasks, opened by keyboard', async ({
  browser,
}) => {
  const team = await createChatTeam();
  const base = `/api/orgs/${team.slug}`;
  for (const title of ['Plan the launch party', 'Launch checklist', 'Order stickers']) {
    await expectOk(
      await team.owner.api.post(`${base}/items`, {
        data: { clientId: randomUUID(), orbitId: team.orbitId, title },
      }),
      'task',
    );
  }
  const topicId = await createTopic(team, 'marketing', [team.memberId]);
  await expectOk(
    await team.owner.api.post(`${base}/chat/conversations/${topicId}/messages`, {
      data: {
        clientId: randomUUID(),
        body: JSON.stringify({
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Who brings snacks to the launch?' }] },
          ],
        }),
      },
    }),
    'message',
  );
  // A private topic the member is not in: its words never show.
  const secret = await expectOk(
    await team.owner.api.post(`${base}/chat/topics`, {
      data: { clientId: randomUUID(), name: 'secret', visibility: 'private', memberIds: [] },
    }),
    'private topic',
  );
  const secretId = ((await secret.json()) as { id: string }).id;
  await expectOk(
    await team.owner.api.post(`${base}/chat/conversations/${secretId}/messages`, {
      data: {
        clientId: randomUUID(),
        body: JSON.stringify({
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The launch date is secret' }] }],
        }),
      },
    }),
    'secret message',
  );

  const { context, page } = await openAs(browser, team.member, `/${team.slug}/my-tasks`, { bypassCSP: true });
  await expect(page.getByRole('heading', { name: 'My tasks', level: 1 })).toBeVisible();

  // The palette's last search row opens the page with what was typed (a typo).
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search and commands' });
  await palette.getByRole('combobox').fill('lanch');
  const seeAll = palette.getByRole('option', { name: 'See all results for “lanch”' });
  await expect(seeAll).toBeVisible();
  while ((await seeAll.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${team.slug}/search\\?q=lanch$`));

  const main = page.getByRole('region', { name: 'Search', exact: true });
  await expect(main.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  const box = main.getByRole('searchbox', { name: 'Search tasks, messages, people and orbits' });
  await expect(box).toHaveValue('lanch');
  const tasks = main.getByRole('region', { name: /^Tasks/ });
  await expect(tasks.getByRole('link', { name: /Plan the launch party/ })).toBeVisible();
  await expect(tasks.getByRole('link', { name: /Launch checklist/ })).toBeVisible();
  await expect(tasks.getByRole('link', { name: /Order stickers/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The word spelled right: messages too, the matches marked; never the private topic's.
  await box.fill('launch');
  await expect(page).toHaveURL(/q=launch$/);
  const messagesGroup = main.getByRole('region', { name: /^Messages/ });
  const message = messagesGroup.getByRole('link', { name: /snacks to the launch/ });
  await expect(message).toBeVisible();
  await expect(message.locator('mark')).toHaveText('launch');
  await expect(main.getByText('The launch date is secret')).toHaveCount(0);
  await expect(tasks.getByRole('link', { name: /Launch checklist/ }).locator('mark')).toHaveText('Launch');

  // Filtered to tasks: messages go, the address keeps the filter.
  await main.getByRole('radio', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/kind=tasks/);
  await expect(messagesGroup).toHaveCount(0);
  await expect(tasks.getByRole('link')).toHaveCount(2);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Keyboard: from the box down the results, Enter opens the task beside its orbit.
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await expect(tasks.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(tasks.getByRole('link').nth(1)).toBeFocused();
  const second = (await tasks.getByRole('link').nth(1).textContent()) ?? '';
  const title = second.includes('Plan the launch party') ? 'Plan the launch party' : 'Launch checklist';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${team.slug}/${team.orbitId}/[0-9a-z]{20}$`));
  const panel = page.getByRole('complementary', { name: 'Task details' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  // Back restores the search; words that match nothing say so.
  await page.goBack();
  await expect(box).toHaveValue('launch');
  await box.fill('zzqxv');
  await expect(main.getByRole('heading', { name: 'Nothing found for “zzqxv”' })).toBeVisible();
  await context.close();
});
