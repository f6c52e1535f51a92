import { randomUUID } from 'node:crypto';
import type { Account } from '../support/accounts.js';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

// Two accounts, an invite and up to two logged-in browsers take a while to set up.
test.describe.configure({ timeout: 120_000 });

type ServerItem = {
  id: string;
  title: string;
  orbitId: string;
  description: string;
  startAt: string | null;
  completedAt: string | null;
};

async function createTask(owner: Account, orbitId: string, title: string): Promise<string> {
  const created = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId, title, position: 'V' },
    }),
    'create task',
  );
  return ((await created.json()) as { id: string }).id;
}

async function serverItem(owner: Account, id: string): Promise<ServerItem | undefined> {
  const boot = await owner.api.get(`/api/orgs/${owner.slug}/sync/bootstrap`);
  const { items } = (await boot.json()) as { items: ServerItem[] };
  return items.find((i) => i.id === id);
}

test('the task panel: bold description survives a reload, start date, activity, move to another orbit, x and ?', async ({
  browser,
}) => {
  const { owner, member: _member, orbitId } = await createTeamWithOrbit('Launch');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/orbits`, {
      data: { clientId: randomUUID(), name: 'Operations' },
    }),
    'second orbit',
  );
  const taskId = await createTask(owner, orbitId, 'Plan the launch');
  const { context, page } = await openOrbitAs(browser, owner, owner.slug, orbitId);

  await page.getByRole('button', { name: 'Plan the launch' }).click();
  const panel = page.getByRole('complementary', { name: 'Task details' });
  const description = panel.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Ship it');
  await page.keyboard.press('Control+a');
  await panel.getByRole('button', { name: 'Bold' }).click();
  await expect(panel.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  // Esc leaves the editor (saving it); the panel stays open.
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  await expect.poll(async () => (await serverItem(owner, taskId))?.description ?? '').toContain('"bold"');

  await page.reload();
  await expect(panel.getByRole('textbox', { name: 'Description' }).locator('strong')).toHaveText('Ship it');

  // A start date after the due date is refused on the start field; an earlier one is saved.
  await panel.getByLabel('Due date').fill('2026-06-10');
  const start = panel.getByLabel('Start date');
  await start.fill('2026-06-20');
  await expect(panel.getByRole('alert')).toHaveText(/The start date is after the due date/);
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await start.fill('2026-06-01');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await serverItem(owner, taskId))?.startAt ?? null).not.toBeNull();

  const activity = panel.getByRole('region', { name: 'Activity' });
  await expect(activity.getByText(`${owner.name} changed the start date`)).toBeVisible();
  await expect(activity.getByText(`${owner.name} changed the due date`)).toBeVisible();
  await expect(activity.getByText(`${owner.name} changed the description`)).toBeVisible();
  await expect(activity.getByText(`${owner.name} created the task`)).toBeVisible();

  // Moved to the other orbit: gone from Launch, found in Operations.
  const orbitSelect = panel.getByRole('combobox', { name: 'Orbit' });
  await orbitSelect.focus();
  await orbitSelect.selectOption({ label: 'Operations' });
  await expect(activity.getByText(`${owner.name} moved the task to another orbit`)).toBeVisible();
  // On a select, Esc closes the panel at once.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Plan the launch' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Operations' }).click();
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plan the launch' })).toBeVisible();

  // j selects it, x completes it (completed tasks leave the list), ? lists the shortcuts.
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await expect(page.getByRole('button', { name: 'Plan the launch' })).toHaveCount(0);
  await expect.poll(async () => Boolean((await serverItem(owner, taskId))?.completedAt)).toBe(true);
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Complete or reopen the selected task')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await context.close();
});

test('someone’s title edit arrives while another person types a description, and the typing stays', async ({
  browser,
}) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Together');
  const taskId = await createTask(owner, orbitId, 'Draft the agenda');
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);
  await a.page.goto(`/${owner.slug}/${orbitId}/${taskId}`);
  await b.page.goto(`/${owner.slug}/${orbitId}/${taskId}`);
  const panelA = a.page.getByRole('complementary', { name: 'Task details' });
  const panelB = b.page.getByRole('complementary', { name: 'Task details' });

  // Each sees the other among the people looking at this task.
  await expect(
    panelB.getByRole('list', { name: `${owner.name} is also looking at this task` }),
  ).toBeVisible();
  await expect(
    panelA.getByRole('list', { name: `${member.name} is also looking at this task` }),
  ).toBeVisible();

  const editor = panelB.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await b.page.keyboard.type('Agenda: welcome, ', { delay: 20 });
  // B pauses long enough for the first part to be saved while B keeps the focus.
  await expect.poll(async () => (await serverItem(owner, taskId))?.description ?? '').toContain('welcome');

  const titleA = panelA.getByRole('textbox', { name: 'Title' });
  await titleA.fill('Draft the meeting agenda');
  await titleA.press('Enter');
  await expect(panelB.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft the meeting agenda');

  // Still typing in the same place: nothing B wrote was replaced.
  await expect(editor).toBeFocused();
  await b.page.keyboard.type('budget, questions', { delay: 20 });
  await expect(editor).toHaveText('Agenda: welcome, budget, questions');
  await b.page.keyboard.press('Escape');

  await expect(panelA.getByRole('textbox', { name: 'Description' })).toHaveText(
    'Agenda: welcome, budget, questions',
  );
  const saved = await serverItem(owner, taskId);
  expect(saved?.title).toBe('Draft the meeting agenda');
  expect(saved?.description).toContain('budget, questions');

  await a.context.close();
  await b.context.close();
});
