import { randomUUID } from 'node:crypto';
import { type Account, createAccount, expectOk, logInContext } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

// After a deliberate change to the task rows, the orbit header or the task panel, refresh the baselines on this machine:
//   E2E_PORT=… npx playwright test -c e2e/playwright.config.ts e2e/tests/visual-tasks.spec.ts --update-snapshots
// and look at the new PNGs before committing them.
//
// Stored baselines of the orbit's task list with fixed data: the same orbit, tasks, labels and dates every
// run, time frozen (so "Tomorrow" stays tomorrow), animations off. What differs per run (the random
// workspace name, avatar colours drawn from random user ids) is left out or masked.
const NOW = new Date('2026-11-24T10:00:00');

type Seeded = { account: Account; orbitId: string };

async function seed(): Promise<Seeded> {
  const account = await createAccount('visual');
  const org = `/api/orgs/${account.slug}`;
  const me = (await (await expectOk(await account.api.get('/api/auth/me'), 'me')).json()) as {
    user: { id: string };
  };
  const orbit = (await (
    await expectOk(
      await account.api.post(`${org}/orbits`, { data: { clientId: randomUUID(), name: 'Launch' } }),
      'orbit',
    )
  ).json()) as { id: string; statuses: { id: string; kind: string }[] };
  const label = async (name: string, color: string) =>
    (
      (await (
        await expectOk(await account.api.post(`${org}/labels`, { data: { name, color } }), name)
      ).json()) as {
        id: string;
      }
    ).id;
  const bug = await label('Bug', 'red');
  const design = await label('Design', 'purple');
  const open = orbit.statuses.find((s) => s.kind === 'open')?.id;
  const tasks: {
    title: string;
    priority: string;
    dueAt: string | null;
    labels: string[];
    startAt?: string;
    description?: string;
  }[] = [
    {
      title: 'Write the launch announcement',
      priority: 'urgent',
      dueAt: '2026-11-25T00:00:00.000Z',
      labels: [design],
      // Only the task panel shows these.
      startAt: '2026-11-20T00:00:00.000Z',
      description: JSON.stringify({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'Announce the launch on the blog, the newsletter and social.' }],
          },
        ],
      }),
    },
    { title: 'Fix the sign-up redirect', priority: 'high', dueAt: '2026-11-27T00:00:00.000Z', labels: [bug] },
    { title: 'Review pricing page copy', priority: 'medium', dueAt: null, labels: [] },
    { title: 'Plan the team offsite', priority: 'low', dueAt: '2026-12-08T00:00:00.000Z', labels: [] },
    { title: 'Archive old experiments', priority: 'none', dueAt: null, labels: [bug, design] },
  ];
  for (const [index, task] of tasks.entries()) {
    await expectOk(
      await account.api.post(`${org}/items`, {
        data: {
          clientId: randomUUID(),
          orbitId: orbit.id,
          title: task.title,
          statusId: open,
          priority: task.priority,
          dueAt: task.dueAt,
          ...(task.startAt ? { startAt: task.startAt } : {}),
          ...(task.description ? { description: task.description } : {}),
          labelIds: task.labels,
          assigneeIds: index % 2 === 0 ? [me.user.id] : [],
          position: String.fromCharCode(66 + index),
        },
      }),
      task.title,
    );
  }
  return { account, orbitId: orbit.id };
}

let seeded: Seeded;
test.beforeAll(async () => {
  seeded = await seed();
});

for (const scheme of ['light', 'dark'] as const) {
  for (const screen of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ] as const) {
    test(`the orbit's task list looks as stored: ${scheme}, ${screen.name}`, async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await logInContext(page.context(), seeded.account);
      await page.goto(`/${seeded.account.slug}/${seeded.orbitId}`);
      await expect(page.getByText('Archive old experiments')).toBeVisible();
      // Icons of the common set arrive in their own chunk: wait until none is a placeholder box.
      await expect(page.locator('main span[data-icon]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      // The orbit's region (header and rows): the shell around it has the random workspace name.
      await expect(page.getByRole('region', { name: 'Launch' })).toHaveScreenshot(
        `orbit-list-${scheme}-${screen.name}.png`,
        { mask: [page.locator('[data-avatar]')] },
      );
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  for (const screen of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ] as const) {
    test(`the task panel looks as stored: ${scheme}, ${screen.name}`, async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await logInContext(page.context(), seeded.account);
      await page.goto(`/${seeded.account.slug}/${seeded.orbitId}`);
      await page.getByRole('button', { name: 'Write the launch announcement' }).click();
      const panel = page.getByRole('complementary', { name: 'Task details' });
      await expect(panel.getByRole('button', { name: 'Start date: Nov 20, 2026' })).toBeVisible();
      await expect(panel.getByText('Announce the launch on the blog')).toBeVisible();
      await expect(
        panel.getByRole('region', { name: 'Activity' }).getByText(/created the task/),
      ).toBeVisible();
      await expect(panel.locator('span[data-icon]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      // The pointer that opened the task would hover a field of the panel on a phone.
      await page.mouse.move(0, 0);
      // When it was made is real time (the server's clock), so the relative times are masked.
      // The masks get a fixed width, so the length of a real date (which changes with the day) cannot
      // move them.
      await panel.locator('.task-facts dd, .task-activity time').evaluateAll((nodes) => {
        for (const node of nodes) {
          if (!(node instanceof HTMLElement)) continue;
          Object.assign(node.style, {
            display: 'inline-block',
            width: '10em',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            verticalAlign: 'bottom',
          });
        }
      });
      await expect(panel).toHaveScreenshot(`task-panel-${scheme}-${screen.name}.png`, {
        mask: [
          panel.locator('[data-avatar]'),
          panel.locator('.task-activity time'),
          panel.locator('.task-facts dd'),
        ],
      });
    });
  }
}
