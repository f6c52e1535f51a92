import { randomUUID } from 'node:crypto';
import type { ItemDto, OrbitDto, Role } from '@orbit/shared';
import type { UserRow, WorkspaceRow } from '../../db/schema/index.js';
import type { ApiClient } from '../../test/api-client.js';
import type { TestApp } from '../../test/build-test-app.js';
import { addMembership, createUser, createWorkspace, signedInClient } from '../../test/factories.js';

export type Person = { user: UserRow; client: ApiClient };
export type TasksWorld = {
  workspace: WorkspaceRow;
  base: string;
  people: Record<Role, Person>;
  /** Someone in another workspace only, and that workspace. */
  stranger: Person & { workspace: WorkspaceRow };
};

/** A workspace with one person per role, and a stranger with a workspace of their own. */
export async function createTasksWorld(t: TestApp): Promise<TasksWorld> {
  const db = t.database.db;
  const owner = await createUser(db, { name: 'Owner' });
  const workspace = await createWorkspace(db, owner);
  const people = { owner: { user: owner, client: await signedInClient(t.app, db, owner) } } as Record<
    Role,
    Person
  >;
  for (const role of ['admin', 'member', 'guest'] as const) {
    const user = await createUser(db, { name: role });
    await addMembership(db, workspace.id, user.id, role);
    people[role] = { user, client: await signedInClient(t.app, db, user) };
  }
  const strangerUser = await createUser(db, { name: 'Stranger' });
  const strangerWorkspace = await createWorkspace(db, strangerUser);
  const stranger = {
    user: strangerUser,
    client: await signedInClient(t.app, db, strangerUser),
    workspace: strangerWorkspace,
  };
  return { workspace, base: `/api/orgs/${workspace.slug}`, people, stranger };
}

export async function makeOrbit(
  world: TasksWorld,
  client: ApiClient,
  body: Record<string, unknown> = {},
): Promise<OrbitDto> {
  const res = await client.post(`${world.base}/orbits`, { clientId: randomUUID(), name: 'Orbit', ...body });
  if (res.statusCode !== 201) throw new Error(`makeOrbit: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function makeItem(
  world: TasksWorld,
  client: ApiClient,
  orbitId: string,
  body: Record<string, unknown> = {},
): Promise<ItemDto> {
  const res = await client.post(`${world.base}/items`, {
    clientId: randomUUID(),
    orbitId,
    title: 'Task',
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`makeItem: ${res.statusCode} ${res.body}`);
  return res.json();
}
