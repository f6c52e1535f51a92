import { randomUUID } from 'node:crypto';
import { logInContext, uniqueClientIp } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

test('the palette finds a task by a typo and opens it, finds a person by a prefix, and runs actions, all by keyboard', async ({
  browser,
}) => {
  const team = await createTeamWithOrbit('Marketing');
  const { owner } = team;
  for (const title of ['Plan the launch party', 'Order stickers']) {
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId: team.orbitId, title },
    });
  }
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const page = await context.newPage();
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/my-tasks`);
  await expect(page.getByRole('heading', { name: 'My tasks', level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search and commands' });
  const input = palette.getByRole('combobox', { name: 'Search tasks, people, conversations and commands' });
  await expect(input).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A typo: no word of the title starts with it, the server's resemblance finds it.
  await input.fill('lanch partu');
  const hit = palette.getByRole('option', { name: /Plan the launch party/ });
  await expect(hit).toBeVisible();
  await expect(palette.getByRole('option', { name: /Order stickers/ })).toHaveCount(0);
  while ((await hit.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/${team.orbitId}/[0-9a-z]{20}$`));
  await expect(page.getByRole('complementary', { name: 'Task details' })).toBeVisible();

  // Reopened: the task is first among the recent things; a prefix finds a person.
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('option').first()).toContainText('Plan the launch party');
  await input.fill('e2e tasks-mem');
  await expect(palette.getByRole('option', { name: /E2E tasks-member/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'E2E tasks-member', level: 1 })).toBeVisible();

  // Actions: My tasks, and the theme.
  await page.keyboard.press('Control+k');
  await input.fill('my tasks');
  // Its icon is one of lucide's drawn on demand (its own chunk, through lucide's table of imports).
  await expect(
    palette.getByRole('option', { name: 'My tasks' }).locator('svg[data-icon="list-checks"]'),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/my-tasks$`));
  const dark = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.keyboard.press('Control+k');
  await input.fill('theme');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(dark);
  await context.close();
});

test('a person page starts a direct message', async ({ browser }) => {
  const { owner, member } = await createTeamWithOrbit('Chat');
  const me = (await (await member.api.get('/api/auth/me')).json()) as { user: { id: string } };
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
  const page = await context.newPage();
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}/${me.user.id}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/chat/[0-9a-z]{20}$`));
  // The same person again is the same conversation.
  const first = page.url();
  await page.goto(`/${owner.slug}/${me.user.id}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(first);
  await context.close();
});
