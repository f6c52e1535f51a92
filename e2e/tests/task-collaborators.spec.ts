import { randomUUID } from 'node:crypto';
import { expectOk } from '../support/accounts.js';
import { expect, test } from '../support/test.js';
import { createTeamWithOrbit, openOrbitAs } from './tasks-setup.js';

// Two accounts, an invite and two logged-in browsers take a while to set up.
test.describe.configure({ timeout: 90_000 });

test('two people on one task see each other, also after a reconnect, and not once one leaves', async ({
  browser,
}) => {
  const { owner, member, orbitId } = await createTeamWithOrbit('Pairing');
  await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/items`, {
      data: { clientId: randomUUID(), orbitId, title: 'Review the contract' },
    }),
    'create task',
  );
  const a = await openOrbitAs(browser, owner, owner.slug, orbitId);
  const b = await openOrbitAs(browser, member, owner.slug, orbitId);
  const lookers = (page: typeof a.page) =>
    page
      .getByRole('complementary', { name: 'Task details' })
      .getByRole('list', { name: /also looking at this task/ });

  await a.page.getByRole('button', { name: 'Review the contract' }).click();
  await expect(a.page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  await expect(lookers(a.page)).toHaveCount(0);

  await b.page.getByRole('button', { name: 'Review the contract' }).click();
  await expect(lookers(a.page)).toHaveAccessibleName(`${member.name} is also looking at this task`);
  await expect(lookers(b.page)).toHaveAccessibleName(`${owner.name} is also looking at this task`);

  // The member's connection drops (offline, and the open WebSocket cut) and comes back: the owner
  // stops seeing them, then sees them again once their socket reconnects and says which task is open.
  await b.context.addInitScript(() => {
    const Native = window.WebSocket;
    const open: WebSocket[] = [];
    Object.assign(window, { __openSockets: open });
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        open.push(this);
      }
    };
  });
  await b.page.reload();
  await expect(lookers(a.page)).toHaveAccessibleName(`${member.name} is also looking at this task`);
  await b.context.setOffline(true);
  await b.page.evaluate(() => {
    for (const socket of (window as unknown as { __openSockets: WebSocket[] }).__openSockets) socket.close();
  });
  await expect(lookers(a.page)).toHaveCount(0);
  await expect(lookers(b.page)).toHaveCount(0);
  await b.context.setOffline(false);
  await expect(lookers(a.page)).toHaveAccessibleName(`${member.name} is also looking at this task`, {
    timeout: 15_000,
  });
  await expect(lookers(b.page)).toHaveAccessibleName(`${owner.name} is also looking at this task`);

  // The member closes the task.
  await b.page.keyboard.press('Escape');
  await expect(b.page.getByRole('complementary', { name: 'Task details' })).toHaveCount(0);
  await expect(lookers(a.page)).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
