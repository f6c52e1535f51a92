import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';

// Stored baselines of the design system's pieces, in both schemes, on a desktop and a 390px phone.
// Time is frozen (the calendar's today), animations are off, and only fixed demo content is shown.
const NOW = new Date('2026-11-24T10:00:00');
const schemes = ['light', 'dark'] as const;
const screens = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openGallery(page: Page, scheme: 'light' | 'dark', width: number, height: number) {
  await page.clock.setFixedTime(NOW);
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.setViewportSize({ width, height });
  await page.goto('/_gallery');
  await expect(page.getByRole('heading', { name: 'Component gallery', level: 1 })).toBeVisible();
  // Icons of the common set arrive in their own chunk: wait until none is a placeholder box.
  await expect(page.locator('[data-gallery="pickers"] span[data-icon]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

for (const scheme of schemes) {
  for (const screen of screens) {
    test(`gallery pieces look as stored: ${scheme}, ${screen.name}`, async ({ page }) => {
      await openGallery(page, scheme, screen.width, screen.height);
      for (const section of ['pickers', 'choices', 'empty']) {
        const block = page.locator(`[data-gallery="${section}"]`);
        await block.scrollIntoViewIfNeeded();
        await expect(block).toHaveScreenshot(`${section}-${scheme}-${screen.name}.png`);
      }
    });
  }
}

for (const scheme of schemes) {
  test(`the open pickers look as stored: ${scheme}`, async ({ page }) => {
    await openGallery(page, scheme, 1280, 900);
    await page.getByRole('button', { name: /^Due date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Due date' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    await expect(calendar).toHaveScreenshot(`date-picker-${scheme}.png`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Assignees' }).click();
    const list = page.locator('[data-picker]');
    await expect(list.getByRole('option')).toHaveCount(5);
    await expect(list).toHaveScreenshot(`assignee-picker-${scheme}.png`);
  });
}
