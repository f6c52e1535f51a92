import type { ChangeDto, MemberStatusDto, PresenceChanged } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.js';
import { changesOf, mark, waitForChange, waitForEvent } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';

// Someone joins a workspace while people there (and the newcomer) have tabs open: each side hears the
// other at once, without waiting for a reconnect or a new bootstrap.

describe('joining a workspace, live', () => {
  const world = useTasksSockets();

  it('the people there hear the newcomer online with their status; the newcomer hears theirs from then on', async () => {
    const { t, w, open, connect } = world;
    const newcomer = await createSignedInUser(t.app, t.database.db, { name: 'Newcomer' });
    const status = { emoji: '🚲', text: 'Riding in', expiresAt: null };
    expect((await newcomer.client.put('/api/people/me/status', status)).statusCode).toBe(200);
    const watcher = await open('member');
    const newcomerTab = await connect(newcomer.client);
    const since = mark(watcher);

    const link = (await w.people.owner.client.get(`${w.base}/invite-link`)).json() as { token: string };
    const joined = await newcomer.client.post(`/api/invite-link/${link.token}/join`);
    expect(joined.statusCode, joined.body).toBe(200);

    const heardStatus = await waitForChange(
      watcher,
      (c) => c.entity === 'memberStatus' && c.id === newcomer.user.id,
      since,
    );
    expect(heardStatus.data).toEqual({ userId: newcomer.user.id, ...status });
    await waitForEvent<PresenceChanged[]>(
      watcher,
      'presence.changed',
      (batch) => batch.some((p) => p.userId === newcomer.user.id && p.state === 'online'),
      since,
    );

    // The newcomer's open tab now hears the workspace: a status set there reaches it live.
    const after = mark(newcomerTab);
    const theirs = { emoji: '', text: 'In a meeting', expiresAt: null };
    expect((await w.people.admin.client.put('/api/people/me/status', theirs)).statusCode).toBe(200);
    const heard = await waitForChange(
      newcomerTab,
      (c) => c.entity === 'memberStatus' && c.id === w.people.admin.user.id,
      after,
    );
    expect((heard.data as MemberStatusDto).text).toBe('In a meeting');
    // And the newcomer's bootstrap already holds everyone's live status.
    const boot = (await newcomer.client.get(`${w.base}/sync/bootstrap`)).json() as {
      statuses: MemberStatusDto[];
    };
    expect(boot.statuses.map((s) => s.userId)).toEqual(
      expect.arrayContaining([newcomer.user.id, w.people.admin.user.id]),
    );
  });

  it('someone without a status joins with no status change logged', async () => {
    const { t, w, open } = world;
    const plain = await createSignedInUser(t.app, t.database.db, { name: 'Plain' });
    const watcher = await open('owner');
    const since = mark(watcher);
    const link = (await w.people.owner.client.get(`${w.base}/invite-link`)).json() as { token: string };
    expect((await plain.client.post(`/api/invite-link/${link.token}/join`)).statusCode).toBe(200);
    await waitForChange(watcher, (c) => c.entity === 'member' && c.id === plain.user.id, since);
    const statuses = changesOf(watcher, since).filter(
      (c: ChangeDto) => c.entity === 'memberStatus' && c.id === plain.user.id,
    );
    expect(statuses).toEqual([]);
  });
});
