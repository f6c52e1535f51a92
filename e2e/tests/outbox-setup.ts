import { randomUUID } from 'node:crypto';
import { type Account, expectOk } from '../support/accounts.js';

export type Task = { id: string; title: string };

/** An orbit of the account's workspace holding these tasks, in this order. */
export async function orbitWithTasks(
  owner: Account,
  titles: string[],
): Promise<{ orbitId: string; tasks: Task[] }> {
  const created = await expectOk(
    await owner.api.post(`/api/orgs/${owner.slug}/orbits`, {
      data: { clientId: randomUUID(), name: 'Outbox' },
    }),
    'create orbit',
  );
  const orbit = (await created.json()) as { id: string };
  const tasks: Task[] = [];
  for (const [index, title] of titles.entries()) {
    const response = await expectOk(
      await owner.api.post(`/api/orgs/${owner.slug}/items`, {
        data: { clientId: randomUUID(), orbitId: orbit.id, title, position: `a${index}` },
      }),
      'create task',
    );
    tasks.push((await response.json()) as Task);
  }
  return { orbitId: orbit.id, tasks };
}
