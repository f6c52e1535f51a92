import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expectOk } from '../support/accounts.js';
import { expect, logInWithForm, test } from '../support/test.js';
import { orbitWithTask } from './tasks-setup.js';

// One journey through a dozen screens and dialogs.
test.describe.configure({ timeout: 90_000 });

/**
 * The native controls the app replaced with its own pieces (Picker, DatePicker, Checkbox, Switch, SegmentedControl), as
 * they show on screen: a hidden input that only backs a custom control (radix's, a visually hidden
 * radio) does not count.
 */
async function visibleNativeControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const selector =
      'select, input[type="date"], input[type="time"], input[type="datetime-local"], input[type="checkbox"], input[type="radio"]';
    return [...root.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
      })
      .map((element) => element.outerHTML.slice(0, 160));
  });
}

/** Checks a whole page (its body) or only an open dialog (the task screen behind it is another matter). */
async function expectNone(scope: Locator, where: string) {
  expect(await visibleNativeControls(scope), where).toEqual([]);
}

async function eachTab(dialog: Locator, tabs: string[]) {
  for (const tab of tabs) {
    await dialog.getByRole('tab', { name: tab, exact: true }).click();
    await expect(dialog.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNone(dialog, `tab ${tab}`);
  }
}

test('no visible native select, date, time, checkbox or radio input on sign-in, settings, orbit settings, the view editor, the task panel, a document, a board, placeholders and the gallery', async ({
  page,
}) => {
  const { owner, orbit } = await orbitWithTask('Native check');
  const made = async (kind: 'documents' | 'boards', title: string) => {
    const response = await expectOk(
      await owner.api.post(`/api/orgs/${owner.slug}/${kind}`, {
        data: { clientId: randomUUID(), orbitId: orbit.id, title },
      }),
      `create ${kind}`,
    );
    return ((await response.json()) as { id: string }).id;
  };
  const documentId = await made('documents', 'Native notes');
  const boardId = await made('boards', 'Native sketch');
  await page.goto('/_gallery');
  await expect(page.getByRole('heading', { name: 'Component gallery' })).toBeVisible();
  await expectNone(page.locator('body'), 'gallery');

  await page.goto('/signup');
  await expect(page.getByRole('button').first()).toBeVisible();
  await expectNone(page.locator('body'), 'sign-up');
  await page.goto('/login');
  await expectNone(page.locator('body'), 'login');
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

  await page.goto(`/${owner.slug}?settings=My%20account`);
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await eachTab(settings, ['My account', 'Settings', 'Users']);
  await page.keyboard.press('Escape');

  await page.goto(`/${owner.slug}/${orbit.id}`);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const orbitSettings = page.getByRole('dialog', { name: /settings$/ });
  await expect(orbitSettings).toBeVisible();
  await eachTab(orbitSettings, ['General', 'Members', 'Statuses', 'Labels', 'Archive']);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New view' }).click();
  const viewEditor = page.getByRole('dialog', { name: 'New view' });
  await expect(viewEditor).toBeVisible();
  await expectNone(viewEditor, 'view editor');
  await page.keyboard.press('Escape');

  // The task screens: the orbit's list (its toolbar and status toggles too) and board, and the create-task dialog.
  await expect(page.getByTestId('list-layout')).toBeVisible();
  await expectNone(page.locator('main'), 'orbit list');
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  await expect(page.getByTestId('board-layout')).toBeVisible();
  await expectNone(page.locator('main'), 'orbit board');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.keyboard.press('c');
  const create = page.getByRole('dialog', { name: 'New task' });
  await expect(create).toBeVisible();
  await expectNone(create, 'create-task dialog');
  await page.keyboard.press('Escape');

  // The task panel: its pickers, the due date with its time field open, and the start date.
  await page.getByRole('button', { name: 'Native check' }).click();
  const panel = page.getByRole('complementary', { name: 'Task details' });
  await expect(panel.getByRole('button', { name: /^Start date/ })).toBeVisible();
  await expectNone(panel, 'task panel');
  await panel.getByRole('button', { name: /^Due date/ }).click();
  const dueCalendar = page.getByRole('dialog', { name: 'Due date' });
  await expect(dueCalendar.getByRole('textbox', { name: 'Time' })).toBeVisible();
  await expectNone(dueCalendar, 'due date calendar');
  await page.keyboard.press('Escape');
  await expect(dueCalendar).toHaveCount(0);

  // A document: its orbit and task-link choices, and the task-link list open.
  await page.goto(`/${owner.slug}/${orbit.id}/docs/${documentId}`);
  await expect(page.getByRole('textbox', { name: 'Text of Native notes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Orbit: Solo' })).toBeVisible();
  await expectNone(page.locator('body'), 'document');
  await page.getByRole('button', { name: 'Choose a task to link' }).click();
  await expect(page.getByRole('option', { name: 'Native check' })).toBeVisible();
  await expectNone(page.locator('body'), 'document task-link list');
  await page.keyboard.press('Escape');

  // A board: its header and the canvas's own toolbars.
  await page.goto(`/${owner.slug}/${orbit.id}/boards/${boardId}`);
  await expect(page.getByRole('heading', { name: 'Native sketch', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('board-canvas').locator('canvas').last()).toBeVisible();
  await expectNone(page.locator('body'), 'board');

  for (const path of ['inbox', 'chat', 'meetings', 'meetings/history', 'no/such/page']) {
    await page.goto(`/${owner.slug}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNone(page.locator('body'), path);
  }
});
