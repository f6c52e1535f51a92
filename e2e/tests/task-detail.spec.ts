import { randomUUID } from 'node:crypto';
import type { Account } from '../support/accounts.js';
import { expectOk } from '../support/accounts.js';
import { pickDate } from '../support/datePicker.js';
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
  labelIds: string[];
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
  for (const name of ['Bug', 'Design']) {
    await expectOk(
      await owner.api.post(`/api/orgs/${owner.slug}/labels`, { data: { name, color: 'red' } }),
      'label',
    );
  }
  const taskId = await createTask(owner, orbitId, 'Plan the launch');
  const { context, page } = await openOrbitAs(browser, owner, owner.slug, orbitId);

  await page.getByRole('button', { name: 'Plan the launch' }).click();
  const panel = page.getByRole('complementary', { name: 'Task details' });
  const description = panel.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Ship it');
  // Saved once while typing goes on: the second save below is the same edit in the history.
  await expect.poll(async () => (await serverItem(owner, taskId))?.description ?? '').toContain('Ship it');
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
  await pickDate(page, panel.getByRole('button', { name: /^Due date/ }), new Date(2026, 5, 10));
  await expect(panel.getByRole('button', { name: 'Due date: Jun 10, 2026' })).toBeVisible();
  const start = panel.getByRole('button', { name: /^Start date/ });
  await pickDate(page, start, new Date(2026, 5, 20));
  await expect(panel.getByRole('alert')).toHaveText(/The start date is after the due date/);
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await pickDate(page, start, new Date(2026, 5, 1));
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(start).toHaveAccessibleName('Start date: Jun 1, 2026');
  await expect.poll(async () => (await serverItem(owner, taskId))?.startAt ?? null).not.toBeNull();

  // Two labels ticked one after the other in the Labels picker are one line naming both.
  // (The ticks follow the task's row, which changes a moment after the click.)
  const labelsTrigger = panel.getByRole('button', { name: /^Labels/ });
  await labelsTrigger.click();
  const labelOptions = page.getByRole('listbox', { name: 'Labels' });
  await labelOptions.getByRole('option', { name: 'Bug' }).click();
  await expect.poll(async () => (await serverItem(owner, taskId))?.labelIds.length).toBe(1);
  await labelOptions.getByRole('option', { name: 'Design' }).click();
  await expect(labelOptions.getByRole('option', { name: 'Design' })).toBeChecked();
  await labelsTrigger.click();
  await expect(labelOptions).toHaveCount(0);
  await expect(labelsTrigger).toHaveAccessibleName(/Bug.*Design|Design.*Bug/);

  // Each line says what changed, and the description's two saves are one edit.
  const activity = panel.getByRole('region', { name: 'Activity' });
  await expect(activity.locator('li > span')).toHaveText([
    `${owner.name} added the labels Bug and Design`,
    `${owner.name} set the start date to Jun 1, 2026`,
    `${owner.name} set the due date to Jun 10, 2026`,
    `${owner.name} edited the description`,
    `${owner.name} created the task`,
  ]);

  // Moved to the other orbit: gone from Launch, found in Operations.
  await panel.getByRole('button', { name: 'Orbit Launch' }).click();
  await page.getByRole('option', { name: /Operations/ }).click();
  await expect(activity.getByText(`${owner.name} moved the task from Launch to Operations`)).toBeVisible();
  // On the orbit's picker (closed again, its button focused), Esc closes the panel at once.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Plan the launch' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Operations' }).click();
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plan the launch' })).toBeVisible();

  // j selects it, x completes it (completed tasks leave the list), ? lists the shortcuts.
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  // (The toast that says so, with its Undo, names the task too: look in the list.)
  await expect(page.getByTestId('list-layout').getByRole('button', { name: 'Plan the launch' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Completed “Plan the launch”' })).toBeVisible();
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
