import { describe, expect, it } from 'vitest';
import { viewBoardDrop } from './viewBoardDrop';

const item = { priority: 'low' as const, assigneeIds: ['u1', 'u2'] };

describe('viewBoardDrop', () => {
  it('completes or reopens between the status-kind columns', () => {
    expect(viewBoardDrop('status', item, 'kind:open', 'kind:done')).toEqual({ kind: 'complete', done: true });
    expect(viewBoardDrop('none', item, 'kind:done', 'kind:open')).toEqual({ kind: 'complete', done: false });
  });

  it('sets the priority of the column', () => {
    expect(viewBoardDrop('priority', item, 'priority:low', 'priority:urgent')).toEqual({
      kind: 'update',
      patch: { priority: 'urgent' },
    });
  });

  it('swaps the assignee it was dragged from for the new one, or clears them on "No assignee"', () => {
    expect(viewBoardDrop('assignee', item, 'assignee:u1', 'assignee:u3')).toEqual({
      kind: 'update',
      patch: { assigneeIds: ['u2', 'u3'] },
    });
    expect(viewBoardDrop('assignee', { ...item, assigneeIds: [] }, 'assignee:none', 'assignee:u3')).toEqual({
      kind: 'update',
      patch: { assigneeIds: ['u3'] },
    });
    expect(viewBoardDrop('assignee', item, 'assignee:u1', 'assignee:none')).toEqual({
      kind: 'update',
      patch: { assigneeIds: [] },
    });
  });

  it('does nothing on its own column, on a column it is already in, or for orbit and due columns', () => {
    expect(viewBoardDrop('status', item, 'kind:open', 'kind:open')).toBeNull();
    expect(viewBoardDrop('assignee', item, 'assignee:u1', 'assignee:u2')).toBeNull();
    expect(viewBoardDrop('orbit', item, 'orbit:a', 'orbit:b')).toBeNull();
    expect(viewBoardDrop('due', item, 'due:today', 'due:later')).toBeNull();
  });
});
