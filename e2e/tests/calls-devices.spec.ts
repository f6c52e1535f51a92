import { seriousA11yViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { fakeMediaLaunch, receivedBytes, twoInACall } from './calls-setup.js';
import { createTeamWithOrbit } from './tasks-setup.js';

// Two fake cameras, so there is one to switch to.
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
test.describe.configure({ timeout: 120_000 });

/** The device id of this page's own camera or microphone track in the call. */
const trackDevice = (page: import('@playwright/test').Page, kind: 'audio' | 'video') =>
  page.evaluate((k) => {
    const call = (window as unknown as { orbitCall?: { localStream: MediaStream } }).orbitCall;
    return (
      call?.localStream
        .getTracks()
        .find((t) => t.kind === k)
        ?.getSettings().deviceId ?? null
    );
  }, kind);

/** Whether each of this page's call connections sends its current camera track. */
const sentVideoIsLocal = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const call = (
      window as unknown as {
        orbitCall?: { localStream: MediaStream; peerConnections: RTCPeerConnection[] };
      }
    ).orbitCall;
    const local = call?.localStream.getVideoTracks()[0];
    const pcs = call?.peerConnections ?? [];
    return (
      pcs.length > 0 &&
      pcs.every((pc) => pc.getSenders().some((sender) => sender.track !== null && sender.track === local))
    );
  });

test('in the call, the device menu (keyboard only) switches the camera without dropping the call; the call screen passes axe', async ({
  browser,
}) => {
  const { owner, member } = await createTeamWithOrbit('Devices');
  const { a, b } = await twoInACall(browser, owner, member);
  const gridB = b.page.getByRole('list', { name: 'People in the call' });
  expect(await seriousA11yViolations(a.page)).toEqual([]);

  const before = await trackDevice(a.page, 'video');
  const devices = await a.page.evaluate(async () =>
    (await navigator.mediaDevices.enumerateDevices())
      .filter((d) => d.kind === 'videoinput' && d.deviceId !== 'default')
      .map((d) => ({ id: d.deviceId, label: d.label })),
  );
  const other = devices.find((d) => d.id !== before);
  expect(other).toBeDefined();

  // Keyboard only: focus the menu button, open it, pick the other camera.
  const button = a.page
    .getByRole('toolbar', { name: 'Call controls' })
    .getByRole('button', { name: 'Devices' });
  await button.focus();
  await a.page.keyboard.press('Enter');
  const menu = a.page.getByRole('menu', { name: 'Microphone, camera and speaker' });
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Microphone', { exact: true })).toBeVisible();
  await expect(menu.getByText('Camera', { exact: true })).toBeVisible();
  const item = menu.getByRole('menuitemcheckbox', { name: other?.label });
  await expect(item).toBeVisible();
  // While the (modal) menu is open, radix hides the page behind it from assistive technology and
  // keeps focus in the menu: axe reports the hidden page's controls, which nobody can reach then.
  const menuViolations = (await seriousA11yViolations(a.page)).filter(
    (v) => !(v.id === 'aria-hidden-focus' && v.nodes.every((n) => n.target.join() === '.shell')),
  );
  expect(menuViolations).toEqual([]);
  await item.focus();
  await a.page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect.poll(() => trackDevice(a.page, 'video')).toBe(other?.id);
  // Every connection now sends the new camera's track (replaced, not renegotiated).
  expect(await sentVideoIsLocal(a.page)).toBe(true);

  // The choice is remembered: checked when the menu opens again. Back to the first camera (Chromium's
  // second fake camera is a depth camera, which it does not encode): the other side, still connected,
  // receives video again.
  await button.focus();
  await a.page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitemcheckbox', { name: other?.label, checked: true })).toBeVisible();
  const firstCamera = devices.find((d) => d.id === before);
  await menu.getByRole('menuitemcheckbox', { name: firstCamera?.label }).focus();
  await a.page.keyboard.press('Enter');
  await expect.poll(() => trackDevice(a.page, 'video')).toBe(before);
  expect(await sentVideoIsLocal(a.page)).toBe(true);
  const first = (await receivedBytes(b.page)).video;
  await expect.poll(async () => (await receivedBytes(b.page)).video > first, { timeout: 15_000 }).toBe(true);
  await expect(gridB.getByRole('listitem', { name: owner.name })).toHaveAttribute(
    'data-connection',
    'connected',
  );
  await a.context.close();
  await b.context.close();
});

test('a camera lost in the middle of a call is replaced by the default one, and the person is told', async ({
  browser,
}) => {
  const { owner, member } = await createTeamWithOrbit('Lost camera');
  const { a, b } = await twoInACall(browser, owner, member);

  // The browser ends a track whose device went away (unplugged, taken by the system). A fake camera
  // cannot be unplugged, so the page hears the same event the browser would send.
  const lostId = await a.page.evaluate(() => {
    const call = (window as unknown as { orbitCall?: { localStream: MediaStream } }).orbitCall;
    const track = call?.localStream.getVideoTracks()[0];
    track?.dispatchEvent(new Event('ended'));
    return track?.id ?? null;
  });
  expect(lostId).not.toBeNull();
  await expect(a.page.getByText('Your camera was disconnected. Using the default camera.')).toBeVisible();
  const currentId = () =>
    a.page.evaluate(
      () =>
        (
          window as unknown as { orbitCall?: { localStream: MediaStream } }
        ).orbitCall?.localStream.getVideoTracks()[0]?.id ?? null,
    );
  await expect.poll(currentId).not.toBe(lostId);
  expect(await currentId()).not.toBeNull();
  // Every connection sends the new track, and the other side goes on receiving video.
  expect(await sentVideoIsLocal(a.page)).toBe(true);
  const before = (await receivedBytes(b.page)).video;
  await expect.poll(async () => (await receivedBytes(b.page)).video > before, { timeout: 15_000 }).toBe(true);
  await a.context.close();
  await b.context.close();
});
