import { expect, type Locator, type Page } from '@playwright/test';

const monthName = (date: Date) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(date);
const dayName = (date: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(date);

/**
 * Picks a day in a ui/DatePicker the way a person does: opens its calendar, steps to the month and
 * clicks the day (named by its full date, as screen readers hear it).
 */
export async function pickDate(page: Page, trigger: Locator, date: Date): Promise<void> {
  await trigger.click();
  const calendar = page.getByRole('dialog', {
    name: (await trigger.getAttribute('aria-label'))?.split(':')[0],
  });
  const grid = calendar.getByRole('grid');
  await expect(grid).toBeVisible();
  const target = monthName(date);
  for (let step = 0; step < 36; step++) {
    const shown = (await grid.getAttribute('aria-label')) ?? '';
    if (shown === target) break;
    const later = new Date(`1 ${shown}`) < new Date(date.getFullYear(), date.getMonth(), 1);
    await calendar.getByRole('button', { name: later ? 'Next month' : 'Previous month' }).click();
    await expect(grid).not.toHaveAttribute('aria-label', shown);
  }
  await calendar.getByRole('button', { name: dayName(date), exact: true }).click();
}
