import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE_URL, createAccount, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { linkFromMail } from '../support/mail.js';
import { expect, logInWithForm, test } from '../support/test.js';

// The server runs without PUBLIC_URL (e2e/server.mjs), as a fresh `npm start` does.
const LOOPBACK_URL = BASE_URL.replace('localhost', '127.0.0.1');

test('with no PUBLIC_URL, the app opened at 127.0.0.1 signs up, mails links there and logs in', async ({
  page,
}) => {
  const email = uniqueEmail('loopback');
  await page.goto(`${LOOPBACK_URL}/signup`);
  await page.getByPlaceholder('Enter your email address...').fill(email);
  await page.getByPlaceholder('Create a password...').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const link = await linkFromMail(email, '/verify');
  expect(link.startsWith(`${LOOPBACK_URL}/verify?token=`)).toBe(true);

  const account = await createAccount('loopback-login');
  await page.context().clearCookies();
  await page.goto(`${LOOPBACK_URL}/login`);
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(`${LOOPBACK_URL}/${account.slug}`);
});

test('a page on another origin of the same site cannot post through a percent-encoded /api path', async ({
  page,
}) => {
  const account = await createAccount('csrf');
  const link = async () =>
    ((await (await account.api.get(`/api/orgs/${account.slug}/invite-link`)).json()) as { token: string })
      .token;
  const before = await link();

  // The other origin: localhost on another port, the same site, so the SameSite=Lax cookies ride along.
  const attack = `<!doctype html><form method="post" action="${BASE_URL}/%61pi/orgs/${account.slug}/invite-link/rotate"></form><script>document.forms[0].submit()</script>`;
  const evil: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(attack);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto('/login');
    await logInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL(`/${account.slug}`);

    const refused = page.waitForResponse((response) => response.url().includes('/invite-link/rotate'));
    await page.goto(`http://localhost:${(evil.address() as AddressInfo).port}/`);
    expect((await refused).status()).toBe(403);
    expect(await link()).toBe(before);
  } finally {
    await new Promise((resolve) => evil.close(resolve));
  }
});
