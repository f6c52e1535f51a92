import { describe, expect, it } from 'vitest';
import { i18next, setLocale } from '../../lib/i18n/i18n';
import type { Item, Label, Orbit, SyncMember, TaskList } from '../sync/schemas';
import { activityNames } from './activityNames';
import { activitySentence } from './activitySentence';
import type { ActivityEntry } from './useItemActivity';

const names = activityNames({
  members: [
    { userId: 'u', name: 'Mia' },
    { userId: 'b', name: 'Bob' },
    { userId: 'c', name: 'Cleo' },
  ] as SyncMember[],
  orbits: [
    {
      id: 'o1',
      name: 'Launch',
      statuses: [
        { id: 's1', name: 'To do', kind: 'open' },
        { id: 's2', name: 'Doing', kind: 'open' },
      ],
    },
    { id: 'o2', name: 'Operations', statuses: [] },
  ] as unknown as Orbit[],
  lists: [
    { id: 'l1', orbitId: 'o1', name: 'Backlog' },
    { id: 'l2', clientId: 'tmp-l2', orbitId: 'o1', name: 'Sprint' },
  ] as TaskList[],
  labels: [
    { id: 'bug', name: 'Bug' },
    { id: 'ux', name: 'Design' },
  ] as Label[],
  items: [{ id: 'p', title: 'Release 1.0' }] as Item[],
});

const entry = (kind: string, data: Record<string, unknown> = {}): ActivityEntry => ({
  id: 'a',
  actorId: 'u',
  kind,
  data,
  createdAt: '2026-05-01T09:00:00Z',
});
const sayIn = (locale: string) => (e: ActivityEntry) =>
  activitySentence(e, { t: i18next.getFixedT(locale, 'taskDetail'), locale, names });
const say = sayIn('en');
const changed = (changes: Record<string, unknown>) => entry('update', { changes });

describe('activitySentence', () => {
  it('says what each field was and became', () => {
    expect(say(changed({ title: { from: 'Plan', to: 'Plan the week' } }))).toBe(
      'Mia changed the title from “Plan” to “Plan the week”',
    );
    expect(say(changed({ status: { from: 's1', to: 's2' }, priority: { from: 'low', to: 'high' } }))).toBe(
      'Mia changed the status from To do to Doing and changed the priority from Low to High',
    );
    expect(say(changed({ description: true }))).toBe('Mia edited the description');
    expect(say(changed({ parent: { from: null, to: 'p' } }))).toBe(
      'Mia made the task a subtask of “Release 1.0”',
    );
  });

  it('tells dates set, changed and removed, with the time when it has one', () => {
    const due = (at: string, hasTime: boolean) => ({ at, hasTime });
    const june10 = new Date(2026, 5, 10).toISOString();
    const june12 = new Date(2026, 5, 12, 15, 30).toISOString();
    expect(say(changed({ due: { from: null, to: due(june10, false) } }))).toBe(
      'Mia set the due date to Jun 10, 2026',
    );
    expect(say(changed({ due: { from: due(june10, false), to: due(june12, true) } }))).toBe(
      'Mia changed the due date from Jun 10, 2026 to Jun 12, 2026 3:30 PM',
    );
    expect(say(changed({ start: { from: june10, to: null } }))).toBe('Mia removed the start date');
  });

  it('names the people and labels added and removed, from this browser’s rows', () => {
    expect(say(changed({ assignees: { added: ['b', 'c'], removed: [] } }))).toBe('Mia assigned Bob and Cleo');
    expect(say(changed({ assignees: { added: ['b'], removed: ['gone'] } }))).toBe(
      'Mia assigned Bob and unassigned Someone',
    );
    expect(say(changed({ labels: { added: ['bug', 'ux'], removed: ['old'] } }))).toBe(
      'Mia added the labels Bug and Design and removed the label (deleted)',
    );
  });

  it('says where a task moved: another orbit, a list (by either of its ids), or within its list', () => {
    expect(
      say(entry('move', { changes: { orbit: { from: 'o1', to: 'o2' }, list: { from: 'l1', to: null } } })),
    ).toBe('Mia moved the task from Launch to Operations');
    expect(say(entry('move', { changes: { list: { from: 'l1', to: 'tmp-l2' }, position: true } }))).toBe(
      'Mia moved the task from Backlog to Sprint',
    );
    expect(say(entry('move', { changes: { position: true } }))).toBe('Mia moved the task within its list');
    // A list this browser does not hold has no name: the line still says what happened.
    expect(say(entry('move', { changes: { list: { from: 'l1', to: 'elsewhere' } } }))).toBe(
      'Mia moved the task to another list',
    );
  });

  it('reads older lines that name only the fields, and a kind it does not know as a change', () => {
    expect(say(entry('update', { fields: ['dueAt', 'dueHasTime', 'labelIds', 'title'] }))).toBe(
      'Mia changed the due date, the labels, and the title',
    );
    expect(say(entry('move', { fields: ['listId', 'orbitId', 'statusId'] }))).toBe(
      'Mia moved the task to another orbit',
    );
    expect(say(entry('attachment.added', { name: 'spec.pdf' }))).toBe('Mia attached spec.pdf');
    expect(say(entry('attachment.removed'))).toBe('Mia removed a file');
    expect(say(entry('comment.added'))).toBe('Mia changed the task');
  });

  it('speaks the other languages', async () => {
    await setLocale('de');
    await setLocale('ja');
    await setLocale('en');
    const edit = changed({ title: { from: 'Plan', to: 'Ziel' }, description: true });
    expect(sayIn('de')(edit)).toBe(
      'Mia hat den Titel von „Plan“ in „Ziel“ geändert und die Beschreibung bearbeitet',
    );
    expect(sayIn('ja')(edit)).toBe('Mia がタイトルを「Plan」から「Ziel」に変更、説明を編集しました');
  });
});
