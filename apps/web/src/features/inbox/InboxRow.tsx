import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Checkbox } from '../../ui/Checkbox';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { Menu } from '../../ui/Menu';
import type { SyncMember } from '../sync/schemas';
import { kindIcons } from './inboxKinds';
import { relativeTime } from './relativeTime';
import type { InboxEntry } from './useInbox';

type Props = {
  entry: InboxEntry;
  actor: SyncMember | undefined;
  active: boolean;
  selected: boolean;
  locale: string;
  onOpen(entry: InboxEntry): void;
  onFocusRow(id: string): void;
  onSelect(id: string, selected: boolean): void;
  onDone(entry: InboxEntry): void;
  onToggleRead(entry: InboxEntry): void;
  onSnooze(entry: InboxEntry, choice: 'hour' | 'tomorrow' | 'week'): void;
};

/** One target: kind, title, what happened last and who, how many updates, when; its actions. */
export const InboxRow = memo(function InboxRow({
  entry,
  actor,
  active,
  selected,
  locale,
  onOpen,
  onFocusRow,
  onSelect,
  onDone,
  onToggleRead,
  onSnooze,
}: Props) {
  const { t } = useTranslation('inbox');
  const title = entry.task?.title || entry.title || t('untitled');
  const actorName = actor?.name || actor?.email || t('someone');
  const unread = !entry.readAt;
  return (
    <div
      className="inbox-row"
      data-active={active || undefined}
      data-unread={unread || undefined}
      data-inbox-row={entry.id}
    >
      <Checkbox
        className="inbox-row-check"
        checked={selected}
        onCheckedChange={(checked) => onSelect(entry.id, checked)}
        aria-label={t('row.select', { title })}
      />
      <button
        type="button"
        className="inbox-row-main"
        onClick={() => onOpen(entry)}
        onFocus={() => onFocusRow(entry.id)}
        aria-current={active || undefined}
      >
        <span className="inbox-row-kind" aria-hidden="true">
          <Icon name={kindIcons[entry.kind]} size={16} />
        </span>
        <span className="inbox-row-text">
          <span className="inbox-row-title">
            {unread && <span className="inbox-unread-dot" role="img" aria-label={t('unreadDot')} />}
            {title}
          </span>
          <span className="inbox-row-sentence">
            {t(`kind.${entry.kind}`, { actor: actorName })}
            {entry.excerpt && entry.kind !== 'due_soon' && entry.kind !== 'overdue'
              ? `: ${entry.excerpt}`
              : ''}
          </span>
        </span>
        {entry.count > 1 && (
          <span className="inbox-row-count" title={t('count', { count: entry.count })}>
            {entry.count}
          </span>
        )}
        {entry.actorId && (
          <Avatar person={{ id: entry.actorId, name: actorName, imageUrl: actor?.avatarUrl }} size={20} />
        )}
        <time className="inbox-row-time" dateTime={entry.updatedAt}>
          {relativeTime(entry.updatedAt, locale)}
        </time>
      </button>
      <span className="inbox-row-actions">
        <IconButton
          icon="mail"
          size="sm"
          aria-label={unread ? t('actions.read') : t('actions.unread')}
          showTooltip
          onClick={() => onToggleRead(entry)}
        />
        <Menu
          label={t('actions.snooze')}
          items={[
            { label: t('actions.snoozeHour'), onSelect: () => onSnooze(entry, 'hour') },
            { label: t('actions.snoozeTomorrow'), onSelect: () => onSnooze(entry, 'tomorrow') },
            { label: t('actions.snoozeWeek'), onSelect: () => onSnooze(entry, 'week') },
          ]}
        >
          <IconButton icon="clock" size="sm" aria-label={t('actions.snooze')} />
        </Menu>
        <IconButton
          icon={entry.doneAt ? 'restore' : 'check'}
          size="sm"
          aria-label={entry.doneAt ? t('actions.undo') : t('actions.done')}
          showTooltip
          onClick={() => onDone(entry)}
        />
      </span>
    </div>
  );
});
