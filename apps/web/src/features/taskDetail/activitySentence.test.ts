import { describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n/i18n';
import { activitySentence } from './activitySentence';
import type { ActivityEntry } from './useItemActivity';

const t = i18next.getFixedT('en', 'taskDetail');
const entry = (kind: string, data: Record<string, unknown> = {}): ActivityEntry => ({
  id: 'a',
  actorId: 'u',
  kind,
  data,
  createdAt: '2026-05-01T09:00:00Z',
});
const say = (e: ActivityEntry) => activitySentence(e, 'Mia', t, 'en');

describe('activitySentence', () => {
  it('names the fields of an update once each, joined in the language', () => {
    expect(say(entry('update', { fields: ['dueAt', 'dueHasTime', 'labelIds', 'title'] }))).toBe(
      'Mia changed the due date, the labels, and the title',
    );
    expect(say(entry('update', { fields: [] }))).toBe('Mia changed the task');
  });

  it('tells a move to another orbit, another list and a reorder apart', () => {
    expect(say(entry('move', { fields: ['listId', 'orbitId', 'statusId'] }))).toBe(
      'Mia moved the task to another orbit',
    );
    expect(say(entry('move', { fields: ['listId', 'position'] }))).toBe('Mia moved the task to another list');
    expect(say(entry('move', { fields: ['position'] }))).toBe('Mia moved the task within its list');
  });

  it('names an attached file, and reads a kind it does not know as a change', () => {
    expect(say(entry('attachment.added', { name: 'spec.pdf' }))).toBe('Mia attached spec.pdf');
    expect(say(entry('attachment.removed'))).toBe('Mia removed a file');
    expect(say(entry('comment.added'))).toBe('Mia changed the task');
  });
});
