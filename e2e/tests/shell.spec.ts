import type { Page } from '@playwright/test';
import { type Account, createAccount, logInContext } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, logInWithForm, test } from '../support/test.js';

// axe-core is injected as a script, which the app's CSP rightly refuses; only these checks lift it.
test.use({ bypassCSP: true });

let owner: Account;
test.beforeAll(async () => {
  owner = await createAccount('shell');
});

/** The workspace at `path`, signed in through the API (the first journey signs in through the form). */
async function openWorkspace(page: Page, path = '') {
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}${path}`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

test('the dashboard shows the sidebar with the app categories and has no serious accessibility violations', async ({
  page,
}) => {
  // Signed out, the address leads to the form, and signing in there comes back to it.
  await page.goto(`/${owner.slug}/today`);
  await logInWithForm(page, owner.email, owner.password);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveURL(`/${owner.slug}/today`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Inbox', 'My dashboard', 'My tasks', 'Today', 'Trash']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  for (const name of ['Tasks', 'Views', 'Chat', 'Calls', 'People']) {
    await expect(nav.getByRole('button', { name })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Switch workspace' })).toContainText(owner.workspaceName);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('each settings path opens the settings dialog on its tab', async ({ page }) => {
  await openWorkspace(page);
  for (const [path, tab] of [
    ['/settings/account', 'My account'],
    ['/settings/organization', 'Settings'],
    ['/settings/organization/users', 'Users'],
    ['/settings/anything', 'My account'],
  ] as const) {
    await page.goto(`/${owner.slug}${path}`);
    await expect(page).toHaveURL(`/${owner.slug}?settings=${encodeURIComponent(tab)}`);
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(`/${owner.slug}`);
});

test('the workspace and account menus: the current workspace checked, keyboard and pointer, settings from the account menu', async ({
  page,
}) => {
  await openWorkspace(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // By keyboard: focus the switcher, open it with Enter; the current workspace is the checked one.
  const workspaces = page.getByRole('menu', { name: 'Your workspaces' });
  // Once in a CI run the Enter reached nothing (focus had moved on while the page settled): press it
  // again only while the menu is not open, so a slow open is never closed by a second Enter.
  await expect(async () => {
    if (!(await workspaces.isVisible())) {
      await nav.getByRole('button', { name: 'Switch workspace' }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(workspaces).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(workspaces.getByRole('menuitemcheckbox', { name: owner.workspaceName })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(workspaces).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Switch workspace' })).toBeFocused();
  // By pointer: the account menu opens the settings on the Users tab.
  await nav.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await nav.getByRole('button', { name: 'Switch workspace' }).click();
  await workspaces.getByRole('menuitem', { name: 'Create a workspace' }).click();
  await expect(page).toHaveURL('/create-workspace');
});

test('Log Out in My account ends the session', async ({ page }) => {
  await openWorkspace(page);
  await page.goto(`/${owner.slug}?settings=My%20account`);
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto(`/${owner.slug}/inbox`);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/${owner.slug}/inbox`)}`);
});

test('the sidebar hides and shows, and the choice survives a reload', async ({ page }) => {
  await openWorkspace(page);
  await page.getByRole('button', { name: 'Hide sidebar' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show sidebar' })).toBeVisible();
  await page.keyboard.press('Control+\\');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('under 600px the sidebar is a drawer that closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await logInContext(page.context(), owner);
  await page.goto(`/${owner.slug}`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'My tasks' }).click();
  await expect(page).toHaveURL(`/${owner.slug}/my-tasks`);
  await expect(nav).toBeHidden();
});

test('the theme follows the OS and switches without a reload', async ({ page }) => {
  await openWorkspace(page);
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(theme).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(theme).toBe('light');
});
