import { expect, type Page, test } from '@playwright/test';

const variants = [
  'primary',
  'grey',
  'primary-text',
  'secondary',
  'bordered',
  'background',
  'tertiary',
  'selected',
  'blue-border',
  'white-border',
  'alert',
  'alert-with-text',
  'end',
  'dark',
  'dark-outline',
  'clear',
  'upsell',
];

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('button');

async function openGallery(page: Page) {
  await page.goto('/_gallery');
  await expect(page.getByRole('heading', { name: 'Component gallery', level: 1 })).toBeVisible();
}

test('the gallery renders all seventeen button variants', async ({ page }) => {
  await openGallery(page);
  const grid = page.locator('[data-gallery="button-variants"]');
  await expect(grid.locator('button[data-variant]')).toHaveCount(17);
  for (const variant of variants) {
    await expect(grid.locator(`button[data-variant="${variant}"]`)).toBeVisible();
  }
});

test('toasts appear bottom-center on a desktop screen, 275px wide, newest on top, closed by a click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page's clock stands still once the gallery is open, so neither toast's own timer (5 s) can end
  // while a loaded machine takes its time to measure them: only the click closes one.
  await page.clock.install();
  await openGallery(page);
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.getByRole('button', { name: 'Info toast' }).click();
  await page.getByRole('button', { name: 'Success toast' }).click();
  await expect(toasts(page)).toHaveCount(2);

  const newest = toasts(page).first();
  await expect(newest).toHaveText('Saved (2)');
  const box = await newest.boundingBox();
  const older = await toasts(page).nth(1).boundingBox();
  if (!box || !older) throw new Error('toast has no box');
  expect(Math.round(box.width)).toBe(275);
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThanOrEqual(1);
  expect(box.y).toBeLessThan(older.y);
  expect(800 - (older.y + older.height)).toBeLessThan(40);

  await newest.click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toHaveText('Info toast 1');
});

test('toasts appear top-center on a 500px-wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await openGallery(page);
  await page.getByRole('button', { name: 'Warning toast' }).click();
  const box = await toasts(page).first().boundingBox();
  if (!box) throw new Error('toast has no box');
  expect(box.y).toBeLessThan(40);
  expect(Math.abs(box.x + box.width / 2 - 250)).toBeLessThanOrEqual(1);
});

test('toasts leave by themselves and at most twenty stay', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Show 25' }).click();
  await expect(toasts(page)).toHaveCount(20);
  await expect(toasts(page).first()).toHaveText('Default toast 25');
  await page.mouse.move(0, 0);
  await expect(toasts(page)).toHaveCount(0, { timeout: 7000 });
});

test('the dark theme follows the OS without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openGallery(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(lightBackground).toBe('rgb(255, 255, 255)');
  expect(darkBackground).toBe('rgb(20, 21, 24)');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('choosing dark and a colour theme applies at once', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openGallery(page);
  const picker = page.getByRole('group', { name: 'Theme' });
  await picker.getByText('Dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('group', { name: 'Colour theme' }).getByText('Forest').click();
  await expect(page.locator('html')).toHaveAttribute('data-color-theme', 'forest');
});

test('a paid theme on the free plan shows the upsell, and Upgrade Now opens the plan chooser', async ({
  page,
}) => {
  await openGallery(page);
  await page.getByRole('group', { name: 'Colour theme' }).getByText('Rose').click();
  await expect(page.locator('html')).toHaveAttribute('data-color-theme', 'default');
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Upgrade to Paid' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('group', { name: 'Colour theme' }).getByText('Rose').click();
  await expect(page.locator('html')).toHaveAttribute('data-color-theme', 'rose');
});
