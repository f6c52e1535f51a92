import { itemChangesSchema } from '@orbit/shared';
import type { TFunction } from 'i18next';
import type { ActivityNames } from './activityNames';
import { changeClauses } from './changeClauses';
import type { ActivityEntry } from './useItemActivity';

export type SentenceContext = { t: TFunction; locale: string; names: ActivityNames };

// Lines written before the history recorded values name only the body's fields (`data.fields`).
const fieldKeys: Record<string, string> = {
  title: 'title',
  description: 'description',
  statusId: 'status',
  priority: 'priority',
  assigneeIds: 'assignees',
  labelIds: 'labels',
  dueAt: 'due',
  dueHasTime: 'due',
  startAt: 'start',
  parentId: 'parent',
  listId: 'list',
  orbitId: 'orbit',
  position: 'position',
};

function fieldsOf(entry: ActivityEntry): string[] {
  const fields = Array.isArray(entry.data.fields) ? entry.data.fields : [];
  const keys = fields.map((f) => fieldKeys[String(f)]).filter((k): k is string => Boolean(k));
  return [...new Set(keys)];
}

/** An older line: which fields, without their values. */
function fieldsSentence(entry: ActivityEntry, name: string, { t, locale }: SentenceContext): string {
  const fields = fieldsOf(entry);
  if (entry.kind === 'move') {
    if (fields.includes('orbit')) return t('activity.kinds.moveOrbit', { name });
    if (fields.includes('list')) return t('activity.kinds.moveList', { name });
    return t('activity.kinds.reorder', { name });
  }
  if (fields.length === 0) return t('activity.kinds.other', { name });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    fields.map((f) => t(`activity.fields.${f}`)),
  );
  return t('activity.kinds.update', { name, fields: list });
}

/** One line of history in words: "Mia changed the priority from Low to High and edited the description". */
export function activitySentence(entry: ActivityEntry, ctx: SentenceContext): string {
  const { t, locale } = ctx;
  const name = ctx.names.person(entry.actorId) ?? t('someone');
  switch (entry.kind) {
    case 'create':
    case 'complete':
    case 'uncomplete':
    case 'delete':
    case 'restore':
      return t(`activity.kinds.${entry.kind}`, { name });
    case 'move':
    case 'update': {
      const changes = itemChangesSchema.safeParse(entry.data.changes);
      if (!changes.success) return fieldsSentence(entry, name, ctx);
      const clauses = changeClauses(changes.data, ctx);
      if (clauses.length === 0) return t('activity.kinds.other', { name });
      const what = new Intl.ListFormat(locale, { type: 'conjunction' }).format(clauses);
      return t('activity.line', { name, what });
    }
    case 'attachment.added':
    case 'attachment.removed': {
      const file = typeof entry.data.name === 'string' ? entry.data.name : '';
      const key = entry.kind === 'attachment.added' ? 'attached' : 'detached';
      return file ? t(`activity.kinds.${key}`, { name, file }) : t(`activity.kinds.${key}Some`, { name });
    }
    default:
      return t('activity.kinds.other', { name });
  }
}
