import type { ActivityDue, ItemChanges } from '@orbit/shared';
import type { TFunction } from 'i18next';
import { formatTime } from '../../lib/dates/formatDay';
import type { ActivityNames } from './activityNames';

export type ClauseContext = { t: TFunction; locale: string; names: ActivityNames };

const longest = 60;
/** Titles are quoted whole up to a length a line can hold. */
const clip = (text: string) => (text.length > longest ? `${text.slice(0, longest - 1)}…` : text);

const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

const dueText = (due: ActivityDue, locale: string) =>
  due.hasTime ? `${day(due.at, locale)} ${formatTime(new Date(due.at), locale)}` : day(due.at, locale);

function list(ids: readonly string[], name: (id: string) => string, locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(ids.map(name));
}

/** A change of value in words: set, removed, or from → to. */
function valueClause<T>(
  key: string,
  change: { from: T | null; to: T | null },
  text: (value: T) => string | undefined,
  t: TFunction,
): string {
  const from = change.from === null ? null : text(change.from);
  const to = change.to === null ? null : text(change.to);
  // A row this browser does not hold (deleted, or out of sight) has no name to show.
  if (from === undefined || to === undefined) return t(`activity.changes.${key}Some`);
  if (from === null) return t(`activity.changes.${key}Set`, { to });
  if (to === null) return t(`activity.changes.${key}Cleared`, { from });
  return t(`activity.changes.${key}`, { from, to });
}

/** Where the task went: another orbit says it all (its list and status follow), else its list, else its place. */
function moveClauses(changes: ItemChanges, { t, names }: ClauseContext): string[] {
  if (changes.orbit) return [valueClause('orbit', changes.orbit, names.orbit, t)];
  const clauses: string[] = [];
  if (changes.list) clauses.push(valueClause('list', changes.list, names.list, t));
  else if (changes.position) clauses.push(t('activity.changes.reorder'));
  if (changes.status) clauses.push(valueClause('status', changes.status, names.status, t));
  return clauses;
}

/** Each change of an edit as a clause ("changed the title from “a” to “b”"), in a steady order. */
export function changeClauses(changes: ItemChanges, ctx: ClauseContext): string[] {
  const { t, locale, names } = ctx;
  const clauses = moveClauses(changes, ctx);
  if (changes.title) clauses.push(valueClause('title', changes.title, clip, t));
  if (changes.description) clauses.push(t('activity.changes.description'));
  if (changes.priority) {
    clauses.push(valueClause('priority', changes.priority, (p) => t(`tasks:priority.${p}`), t));
  }
  if (changes.due) clauses.push(valueClause('due', changes.due, (due) => dueText(due, locale), t));
  if (changes.start) clauses.push(valueClause('start', changes.start, (at) => day(at, locale), t));
  if (changes.parent) {
    const title = (id: string) => {
      const found = names.task(id);
      return found === undefined ? undefined : clip(found);
    };
    clauses.push(valueClause('parent', changes.parent, title, t));
  }
  const { assignees, labels } = changes;
  const person = (id: string) => names.person(id) ?? t('someone');
  if (assignees?.added.length) {
    clauses.push(t('activity.changes.assigned', { names: list(assignees.added, person, locale) }));
  }
  if (assignees?.removed.length) {
    clauses.push(t('activity.changes.unassigned', { names: list(assignees.removed, person, locale) }));
  }
  const label = (id: string) => names.label(id) ?? t('activity.changes.deletedLabel');
  if (labels?.added.length) {
    const text = list(labels.added, label, locale);
    clauses.push(t('activity.changes.labelsAdded', { names: text, count: labels.added.length }));
  }
  if (labels?.removed.length) {
    const text = list(labels.removed, label, locale);
    clauses.push(t('activity.changes.labelsRemoved', { names: text, count: labels.removed.length }));
  }
  return clauses;
}
