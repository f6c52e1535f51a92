import { expectOk } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { openAs } from './calls-setup.js';
import { createTeamWithOrbit } from './tasks-setup.js';

test.use({ bypassCSP: true });
// A ring, a decline, two pages and two axe runs.
test.describe.configure({ timeout: 90_000 });

test('My dashboard and Today show the calls going on to join, then how they went', async ({ browser }) => {
  const { owner, member } = await createTeamWithOrbit('Today calls');
  const memberMe = (await (await member.api.get('/api/auth/me')).json()) as { user: { id: string } };
  const b = await openAs(browser, member, `/${owner.slug}/my-dashboard`);
  const widget = b.page.getByRole('region', { name: 'Calls' });
  await expect(widget).toContainText('No calls today.');

  const started = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: { inviteeIds: [memberMe.user.id] } }),
    'start call',
  );
  const { id } = (await started.json()) as { id: string };
  await expectOk(await owner.api.post(`/api/orgs/${owner.slug}/calls/${id}/join`), 'join');
  // The member's tab rings. The ringing dialog is modal (the page behind it is hidden from assistive
  // technology), so they decline it with Escape and then find the call still going on, to join.
  await expect(b.page.getByRole('alertdialog', { name: 'Incoming call' })).toBeVisible();
  await b.page.keyboard.press('Escape');
  await expect(b.page.getByRole('alertdialog')).toHaveCount(0);
  const rows = widget.getByRole('list', { name: "Calls going on and today's calls" }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(owner.name);
  await expect(rows.first()).toContainText('Going on');
  const join = rows.first().getByRole('link', { name: `Join the call: ${owner.name}` });
  await expect(join).toHaveAttribute('href', `/${owner.slug}/meeting/${id}`);
  // Axe looks once the incoming-call dialog has gone (not while it fades out).
  expect(await seriousA11yViolations(b.page)).toEqual([]);

  await b.page.goto(`/${owner.slug}/today`);
  const section = b.page.getByRole('region', { name: /Calls today/ });
  await expect(section.getByRole('link', { name: `Join the call: ${owner.name}` })).toBeVisible();

  await expectOk(await owner.api.post(`/api/orgs/${owner.slug}/calls/${id}/leave`), 'leave');
  await expect(section.getByRole('listitem').first()).toContainText('Declined');
  await expect(section.getByRole('link', { name: /Join the call/ })).toHaveCount(0);
  expect(await seriousA11yViolations(b.page)).toEqual([]);
  await b.context.close();
});
