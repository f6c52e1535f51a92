import type { NotificationDto } from '@orbit/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { localDb } from '../../lib/localDb';
import { syncDbFor } from '../../lib/syncDb';
import { useInbox } from './useInbox';

const workspaceId = `w-${crypto.randomUUID()}`;
const store = syncDbFor(localDb.name);

const row = (id: string, over: Partial<NotificationDto> = {}): NotificationDto => ({
  id,
  workspaceId,
  userId: 'me',
  kind: 'mention',
  targetKind: 'conversation',
  targetId: `c-${id}`,
  itemId: null,
  orbitId: null,
  conversationId: `c-${id}`,
  messageId: 'm1',
  actorId: 'bob',
  actorIds: ['bob'],
  count: 1,
  title: `Topic ${id}`,
  excerpt: 'look',
  readAt: null,
  doneAt: null,
  snoozedUntil: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: `2026-11-24T10:00:0${id}.000Z`,
  seq: 10,
  ...over,
});

afterEach(async () => {
  await store.notifications.clear();
});

it('a change to one row hands back the others as the same objects, so only that row redraws', async () => {
  await store.notifications.bulkPut([row('1'), row('2'), row('3')]);
  const { result } = renderHook(() => useInbox(workspaceId));
  await waitFor(() => expect(result.current.entries).toHaveLength(3));
  const before = new Map(result.current.entries.map((entry) => [entry.id, entry]));

  await act(async () => {
    await store.notifications.put(row('2', { readAt: '2026-11-24T11:00:00.000Z', seq: 11 }));
  });
  await waitFor(() => expect(result.current.entries.find((e) => e.id === '2')?.readAt).toBeTruthy());
  const after = new Map(result.current.entries.map((entry) => [entry.id, entry]));
  expect(after.get('1')).toBe(before.get('1'));
  expect(after.get('3')).toBe(before.get('3'));
  expect(after.get('2')).not.toBe(before.get('2'));

  // An older page arriving adds its rows and keeps every row already shown as it was.
  await act(async () => {
    await store.notifications.put(row('0', { updatedAt: '2026-11-23T10:00:00.000Z' }));
  });
  await waitFor(() => expect(result.current.entries).toHaveLength(4));
  expect(result.current.entries.map((e) => e.id)).toEqual(['3', '2', '1', '0']);
  expect(result.current.entries[0]).toBe(after.get('3'));
  expect(result.current.entries[1]).toBe(after.get('2'));
});
