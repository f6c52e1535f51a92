import type { TFunction } from 'i18next';
import type { ActivityEntry } from './useItemActivity';

// Field names of an update, as the server records them (`data.fields`), in the order they are read.
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

/** One line of history in words: "Mia changed the title and the priority". */
export function activitySentence(entry: ActivityEntry, name: string, t: TFunction, locale: string): string {
  switch (entry.kind) {
    case 'create':
    case 'complete':
    case 'uncomplete':
    case 'delete':
    case 'restore':
      return t(`activity.kinds.${entry.kind}`, { name });
    case 'move': {
      const fields = fieldsOf(entry);
      if (fields.includes('orbit')) return t('activity.kinds.moveOrbit', { name });
      if (fields.includes('list')) return t('activity.kinds.moveList', { name });
      return t('activity.kinds.reorder', { name });
    }
    case 'update': {
      const fields = fieldsOf(entry);
      if (fields.length === 0) return t('activity.kinds.other', { name });
      const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        fields.map((f) => t(`activity.fields.${f}`)),
      );
      return t('activity.kinds.update', { name, fields: list });
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
