import { createAccount, expectOk } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { fakeMediaLaunch } from './calls-setup.js';
import { openAs } from './chat-setup.js';

// Two fake cameras and microphones, so there is one to choose over the default.
test.use({
  launchOptions: {
    ...fakeMediaLaunch,
    args: [
      ...fakeMediaLaunch.args.filter((arg) => arg !== '--use-fake-device-for-media-stream'),
      '--use-fake-device-for-media-stream=device-count=2',
    ],
  },
  bypassCSP: true,
});
test.describe.configure({ timeout: 90_000 });

test('My account › Call devices: a camera chosen there stays on this device and is what the call lobby starts with; once gone, the lobby falls back to the default with a notice', async ({
  browser,
}) => {
  const owner = await createAccount('devices');
  const { context, page } = await openAs(browser, owner, `/${owner.slug}?settings=My%20account`, {
    bypassCSP: true,
  });
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const section = dialog.getByRole('region', { name: 'Call devices' });
  await expect(section).toBeVisible();
  // The time zone has a visible label now, as every field of the tab.
  await expect(dialog.locator('label', { hasText: 'Time zone' })).toBeVisible();

  // This browser's fake media UI grants the devices, so they are listed by name at once: no button
  // asks for the permission.
  await expect(section.getByRole('button', { name: /^Microphone: / })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Show device names' })).toHaveCount(0);
  await expect(section.locator('label', { hasText: 'Camera' })).toBeVisible();
  await section.getByRole('button', { name: /^Camera: / }).click();
  const options = page.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  const chosen = ((await options.nth(1).textContent()) ?? '').trim();
  expect(chosen).not.toBe('');
  await options.nth(1).click();
  await expect(section.getByRole('button', { name: `Camera: ${chosen}` })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Kept in this browser: still chosen after a reload.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Call devices' }).getByRole('button', { name: `Camera: ${chosen}` }),
  ).toBeVisible();

  // The call lobby starts from the same choice.
  const started = await expectOk(await owner.api.post(`/api/orgs/${owner.slug}/calls`, { data: {} }), 'call');
  const { id } = (await started.json()) as { id: string };
  await page.goto(`/${owner.slug}/meeting/${id}`);
  await expect(page.getByRole('button', { name: `Camera: ${chosen}` })).toBeVisible();
  await expect(page.getByText('The camera you chose is not connected; using the default one.')).toHaveCount(
    0,
  );

  // That camera goes away (the browser no longer lists it): the lobby opens the default one and says so.
  await page.addInitScript((label) => {
    const devices = navigator.mediaDevices;
    const list = devices.enumerateDevices.bind(devices);
    devices.enumerateDevices = async () =>
      (await list()).filter((d) => !(d.kind === 'videoinput' && d.label === label));
  }, chosen);
  await page.reload();
  await expect(page.getByText('The camera you chose is not connected; using the default one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Camera: Default' })).toBeVisible();
  await expect(page.getByLabel('Your camera preview')).toBeVisible();
  await context.close();
});
