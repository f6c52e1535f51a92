import type { ChangeDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceRow } from '../../db/schema/index.js';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createWorkspace } from '../../test/factories.js';
import {
  connectAs,
  listenForSockets,
  mark,
  type WatchedSocket,
  waitForChange,
} from '../../test/socket-client.js';

/** The next `workspace` upsert the socket receives from now on (5 s at most). */
function nextWorkspaceChange(socket: WatchedSocket): Promise<ChangeDto> {
  const since = mark(socket);
  return waitForChange(socket, (change) => change.entity === 'workspace' && change.op === 'upsert', since);
}

describe('workspace changes (sync.change, entity workspace)', () => {
  let t: TestApp;
  let url: string;
  let workspace: WorkspaceRow;
  let owner: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForSockets(t);
    const signedIn = await createSignedInUser(t.app, t.database.db);
    owner = signedIn.client;
    workspace = await createWorkspace(t.database.db, signedIn.user, { name: 'Acme' });
    const invited = await createSignedInUser(t.app, t.database.db);
    await addMembership(t.database.db, workspace.id, invited.user.id, 'guest');
    guest = invited.client;
  });
  afterAll(() => t.close());

  it('tells everyone in the workspace about a rename, without anyone’s role in it', async () => {
    const ownerSocket = await connectAs(t, url, owner);
    const guestSocket = await connectAs(t, url, guest);
    // Nothing changes, so nothing is sent; the rename after it is the first event.
    await owner.patch(`/api/orgs/${workspace.slug}`, { name: 'Acme' });
    const toOwner = nextWorkspaceChange(ownerSocket);
    const toGuest = nextWorkspaceChange(guestSocket);
    const next = `acme-${Date.now().toString(36)}`;
    expect(
      (await owner.patch(`/api/orgs/${workspace.slug}`, { name: 'Acme Inc', slug: next })).statusCode,
    ).toBe(200);
    // A live event may also carry `since` (docs/SYNC.md, the fast path); the rest is exact.
    const expected = expect.objectContaining({
      workspaceId: workspace.id,
      seq: expect.any(Number),
      entity: 'workspace',
      op: 'upsert',
      id: workspace.id,
      data: {
        id: workspace.id,
        slug: next,
        name: 'Acme Inc',
        kind: 'team',
        plan: 'free',
        avatarUrl: null,
      },
    });
    expect(await toOwner).toEqual(expected);
    expect(await toGuest).toEqual(expected);
    workspace = { ...workspace, slug: next, name: 'Acme Inc' };
    ownerSocket.close();
    guestSocket.close();
  });

  it('tells everyone about a plan change, and nothing about a refused one', async () => {
    const guestSocket = await connectAs(t, url, guest);
    expect((await guest.patch(`/api/orgs/${workspace.slug}/plan`, { plan: 'paid' })).statusCode).toBe(403);
    const first = nextWorkspaceChange(guestSocket);
    expect((await owner.patch(`/api/orgs/${workspace.slug}/plan`, { plan: 'paid' })).statusCode).toBe(200);
    expect(await first).toMatchObject({
      workspaceId: workspace.id,
      data: { id: workspace.id, plan: 'paid' },
    });
    guestSocket.close();
  });
});
