import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../ui/toastStore';
import type { Item, Orbit } from '../sync/schemas';
import { completeWithUndo } from './completeWithUndo';

const orbit = {
  id: 'o1',
  statuses: [
    { id: 'todo', name: 'To do', kind: 'open', position: 0 },
    { id: 'doing', name: 'In progress', kind: 'open', position: 1 },
    { id: 'done', name: 'Done', kind: 'done', position: 2 },
  ],
} as unknown as Orbit;
const t = ((key: string, values?: { title?: string }) =>
  key === 'taskDetail:complete.done' ? `Completed “${values?.title}”` : 'Undo') as never;

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('completeWithUndo', () => {
  it('completes the task and its toast’s Undo puts it back in the status it had', () => {
    const setCompleted = vi.fn(async () => undefined);
    const item = { id: 't1', title: 'Ship it', completedAt: null, statusId: 'doing' } as Item;
    completeWithUndo({ setCompleted }, item, orbit, t);
    expect(setCompleted).toHaveBeenLastCalledWith(item, true, 'done');
    const toast = getToasts().at(-1);
    expect(toast?.message).toBe('Completed “Ship it”');
    toast?.action?.onClick();
    expect(setCompleted).toHaveBeenLastCalledWith(item, false, 'doing');
  });

  it('reopens a completed task without a toast', () => {
    const setCompleted = vi.fn(async () => undefined);
    const item = {
      id: 't1',
      title: 'Ship it',
      completedAt: '2026-01-01T00:00:00Z',
      statusId: 'done',
    } as Item;
    completeWithUndo({ setCompleted }, item, orbit, t);
    expect(setCompleted).toHaveBeenLastCalledWith(item, false, 'todo');
    expect(getToasts()).toHaveLength(0);
  });
});
