import { describe, expect, it } from 'vitest';
import type { View } from '../sync/schemas';
import { orbitA, orbitB, task } from '../tasks/testRows';
import { applyView } from './applyView';

const now = new Date(2026, 2, 4, 12, 0);
const view = (fields: Partial<View> = {}): View =>
  ({
    id: 'v1',
    workspaceId: 'w1',
    name: 'V',
    visibility: 'private',
    layout: 'list',
    filters: {},
    groupBy: 'none',
    showCompleted: false,
    seq: 1,
    ...fields,
  }) as View;
const ids = (items: { id: string }[]) => items.map((i) => i.id);
const orbits = [orbitA, orbitB];

describe('applyView', () => {
  it('keeps live tasks, leaves deleted ones out and completed ones unless the view shows them', () => {
    const items = [
      task('live'),
      task('gone', { deletedAt: '2026-03-01T00:00:00Z' }),
      task('done', { completedAt: '2026-03-01T00:00:00Z' }),
    ];
    expect(ids(applyView(items, view(), orbits, now))).toEqual(['live']);
    expect(ids(applyView(items, view({ showCompleted: true }), orbits, now))).toEqual(['live', 'done']);
  });

  it('filters by orbit, assignee (any of them), priority and label', () => {
    const items = [
      task('a-high', { priority: 'high', assigneeIds: ['u1', 'u2'], labelIds: ['bug'] }),
      task('b-high', { orbitId: 'ob', statusId: 'b-todo', priority: 'high' }),
      task('a-low', { priority: 'low', assigneeIds: ['u3'] }),
    ];
    expect(ids(applyView(items, view({ filters: { orbitIds: ['oa'] } }), orbits, now))).toEqual([
      'a-high',
      'a-low',
    ]);
    expect(ids(applyView(items, view({ filters: { assigneeIds: ['u2', 'u9'] } }), orbits, now))).toEqual([
      'a-high',
    ]);
    expect(ids(applyView(items, view({ filters: { priorities: ['high', 'urgent'] } }), orbits, now))).toEqual(
      ['a-high', 'b-high'],
    );
    expect(ids(applyView(items, view({ filters: { labelIds: ['bug'] } }), orbits, now))).toEqual(['a-high']);
    expect(
      ids(applyView(items, view({ filters: { orbitIds: ['oa'], priorities: ['high'] } }), orbits, now)),
    ).toEqual(['a-high']);
  });

  it('filters by status kind from each task’s orbit', () => {
    const items = [
      task('open'),
      task('done', { statusId: 'a-done', completedAt: '2026-03-01T00:00:00Z' }),
      task('b-done', { orbitId: 'ob', statusId: 'b-done', completedAt: '2026-03-01T00:00:00Z' }),
    ];
    const done = view({ showCompleted: true, filters: { statusKinds: ['done'] } });
    expect(ids(applyView(items, done, orbits, now))).toEqual(['done', 'b-done']);
  });

  it('matches the title text case-insensitively, ignoring surrounding spaces', () => {
    const items = [task('a', { title: 'Write the Launch post' }), task('b', { title: 'Book a room' })];
    expect(ids(applyView(items, view({ filters: { text: '  launch ' } }), orbits, now))).toEqual(['a']);
  });

  it('filters by due class: overdue, today (late ones too), this week, no date', () => {
    const items = [
      task('late', { dueAt: new Date(2026, 2, 2).toISOString() }),
      task('today', { dueAt: new Date(2026, 2, 4).toISOString() }),
      task('friday', { dueAt: new Date(2026, 2, 6).toISOString() }),
      task('later', { dueAt: new Date(2026, 3, 20).toISOString() }),
      task('undated'),
    ];
    const due = (d: 'overdue' | 'today' | 'week' | 'none') =>
      ids(applyView(items, view({ filters: { due: d } }), orbits, now));
    expect(due('overdue')).toEqual(['late']);
    expect(due('today')).toEqual(['late', 'today']);
    expect(due('week')).toEqual(['late', 'today', 'friday']);
    expect(due('none')).toEqual(['undated']);
  });
});
