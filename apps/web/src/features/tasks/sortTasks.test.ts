import { describe, expect, it } from 'vitest';
import { sortTasks } from './sortTasks';
import { members, orbitA, orbitB, task } from './testRows';

const ctx = {
  orbits: [orbitA, orbitB],
  members,
  labels: [
    { id: 'l-bug', name: 'bug', seq: 1 },
    { id: 'l-api', name: 'API', seq: 1 },
  ],
};
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('sortTasks', () => {
  it('keeps position order by default, by code unit (fractional indexes are case-sensitive)', () => {
    const items = [task('b', { position: 'a' }), task('a', { position: 'B' }), task('c', { position: 'a0' })];
    expect(ids(sortTasks(items, { field: 'position', dir: 'asc' }, ctx))).toEqual(['a', 'b', 'c']);
  });

  it('sorts by due date either way, tasks without one last both times', () => {
    const items = [
      task('none'),
      task('late', { dueAt: '2026-03-09T10:00:00.000Z' }),
      task('soon', { dueAt: '2026-03-02T10:00:00.000Z' }),
    ];
    expect(ids(sortTasks(items, { field: 'dueAt', dir: 'asc' }, ctx))).toEqual(['soon', 'late', 'none']);
    expect(ids(sortTasks(items, { field: 'dueAt', dir: 'desc' }, ctx))).toEqual(['late', 'soon', 'none']);
  });

  it('sorts by priority rank, not by the word, with no priority last', () => {
    const items = [
      task('n', { priority: 'none' }),
      task('l', { priority: 'low' }),
      task('u', { priority: 'urgent' }),
      task('m', { priority: 'medium' }),
      task('h', { priority: 'high' }),
    ];
    expect(ids(sortTasks(items, { field: 'priority', dir: 'desc' }, ctx))).toEqual(['u', 'h', 'm', 'l', 'n']);
    expect(ids(sortTasks(items, { field: 'priority', dir: 'asc' }, ctx))).toEqual(['l', 'm', 'h', 'u', 'n']);
  });

  it('sorts titles naturally and case-insensitively; ties fall back to position', () => {
    const items = [
      task('t10', { title: 'Step 10' }),
      task('t2', { title: 'step 2' }),
      task('t1b', { title: 'Alpha', position: 'b' }),
      task('t1a', { title: 'alpha', position: 'a' }),
    ];
    expect(ids(sortTasks(items, { field: 'title', dir: 'asc' }, ctx))).toEqual(['t1a', 't1b', 't2', 't10']);
  });

  it('sorts by creation time', () => {
    const items = [
      task('old', { createdAt: '2026-01-01T00:00:00.000Z' }),
      task('new', { createdAt: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(ids(sortTasks(items, { field: 'createdAt', dir: 'desc' }, ctx))).toEqual(['new', 'old']);
  });

  it('sorts by status in each orbit’s order, open before done; by assignee, orbit and label names', () => {
    const byStatus = [
      task('done', { statusId: 'a-done' }),
      task('doing', { statusId: 'a-doing' }),
      task('todo', { statusId: 'a-todo' }),
    ];
    expect(ids(sortTasks(byStatus, { field: 'status', dir: 'asc' }, ctx))).toEqual(['todo', 'doing', 'done']);

    const byPerson = [
      task('zoe', { assigneeIds: ['u-zoe'] }),
      task('nobody'),
      task('al', { assigneeIds: ['u-al'] }),
    ];
    expect(ids(sortTasks(byPerson, { field: 'assignees', dir: 'asc' }, ctx))).toEqual([
      'al',
      'zoe',
      'nobody',
    ]);

    const byOrbit = [task('b', { orbitId: 'ob' }), task('a', { orbitId: 'oa' })];
    expect(ids(sortTasks(byOrbit, { field: 'orbit', dir: 'desc' }, ctx))).toEqual(['b', 'a']);

    const byLabel = [
      task('bug', { labelIds: ['l-bug'] }),
      task('bare'),
      task('api', { labelIds: ['l-api'] }),
    ];
    expect(ids(sortTasks(byLabel, { field: 'labels', dir: 'asc' }, ctx))).toEqual(['api', 'bug', 'bare']);
  });

  it('does not change the list it was given', () => {
    const items = [task('b', { title: 'B' }), task('a', { title: 'A' })];
    sortTasks(items, { field: 'title', dir: 'asc' }, ctx);
    expect(ids(items)).toEqual(['b', 'a']);
  });
});
