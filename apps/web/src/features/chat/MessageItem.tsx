import Clock from 'lucide-react/icons/clock';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import SmilePlus from 'lucide-react/icons/face-slightly-smiling-plus';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../../lib/dates/formatDay';
import { Avatar, AvatarStack } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Menu, type MenuEntry } from '../../ui/Menu';
import { isTemporaryId, type MessageRow } from '../sync/chatStore';
import { CallMessage } from './CallMessage';
import { Composer } from './Composer';
import { EmojiPicker } from './EmojiPicker';
import { quickReactions } from './emoji';
import { MessageAttachments } from './MessageAttachments';
import { MessageBody } from './MessageBody';
import { useMessageContext } from './messageContext';
import { ReactionBar } from './ReactionBar';

type Props = {
  message: MessageRow;
  grouped: boolean;
  inThread?: boolean;
  /** The message a link pointed at (`?message=`, from search): marked (the list brings it into view). */
  focused?: boolean;
};

/** One message: author and time (unless grouped), the text, reactions, its thread, and its actions. */
export const MessageItem = memo(function MessageItem({
  message,
  grouped,
  inThread = false,
  focused = false,
}: Props) {
  const { t, i18n } = useTranslation('chat');
  const c = useMessageContext();
  const [confirming, setConfirming] = useState(false);

  const author = message.authorId ? c.people.get(message.authorId) : undefined;
  const authorName = author?.name ?? t('someone');
  const mine = message.authorId === c.meId;
  const pending = isTemporaryId(message.id);
  const deleted = Boolean(message.deletedAt);
  const editing = c.editingId === message.id;
  const created = new Date(message.createdAt);
  const time = formatTime(created, i18n.language);
  const dayLabels = { yesterday: t('day.yesterday'), today: t('day.today'), tomorrow: t('day.tomorrow') };
  const fullTime = `${formatDay(created, new Date(), i18n.language, dayLabels)} ${time}`;
  const canThread = !inThread && !message.parentId && Boolean(c.openThread);

  const menu: MenuEntry[] = [
    ...(mine && !c.readOnly && !message.call
      ? [{ label: t('message.edit'), onSelect: () => c.setEditingId(message.id) }]
      : []),
    ...(canThread ? [{ label: t('message.reply'), onSelect: () => c.openThread?.(message) }] : []),
    { label: t('message.markUnread'), onSelect: () => c.markUnread(message) },
    ...((mine || c.canModerate) && !pending
      ? [
          { kind: 'separator' as const },
          { label: t('message.delete'), danger: true, onSelect: () => setConfirming(true) },
        ]
      : []),
  ];

  return (
    <article
      className="chat-message"
      data-focused={focused || undefined}
      tabIndex={focused ? -1 : undefined}
      data-grouped={grouped || undefined}
      data-pending={pending || undefined}
      data-mine={mine || undefined}
      data-editing={editing || undefined}
      aria-label={t('message.label', { name: authorName, time: fullTime })}
    >
      <div className="chat-message-gutter">
        {grouped ? (
          <time className="chat-message-hover-time" dateTime={message.createdAt} title={fullTime}>
            {time}
          </time>
        ) : (
          <Avatar
            person={{ id: message.authorId ?? 'x', name: authorName, imageUrl: author?.avatarUrl }}
            size={34}
          />
        )}
      </div>
      <div className="chat-message-main">
        {!grouped && (
          <div className="chat-message-head">
            <span className="chat-message-author">{authorName}</span>
            <time className="chat-message-time" dateTime={message.createdAt} title={fullTime}>
              {time}
            </time>
          </div>
        )}
        {editing ? (
          <Composer
            label={t('message.editLabel')}
            placeholder={t('composer.placeholderEdit')}
            value={message.body}
            candidates={c.candidates}
            autoFocus
            onSend={(body) => {
              if (body !== message.body) void c.actions.editMessage(message.id, body);
              c.setEditingId(null);
            }}
            edit={{
              onCancel: () => c.setEditingId(null),
              saveLabel: t('message.save'),
              cancelLabel: t('message.cancel'),
            }}
          />
        ) : deleted ? (
          <p className="chat-message-deleted">{t('message.deleted')}</p>
        ) : message.call ? (
          <CallMessage org={c.org} call={message.call} />
        ) : (
          <div className="chat-message-body">
            <MessageBody
              body={message.body}
              org={c.org}
              meId={c.meId}
              people={c.people}
              isMember={c.isMember}
            />
            {message.editedAt && <span className="chat-message-edited">{t('message.edited')}</span>}
          </div>
        )}
        {!deleted && message.attachments.length > 0 && (
          <MessageAttachments org={c.org} messageId={message.id} files={message.attachments} />
        )}
        {pending && (
          <span className="chat-message-pending" role="status">
            <Clock size={12} aria-hidden="true" /> {t('message.sending')}
          </span>
        )}
        {!deleted && message.reactions.length > 0 && <ReactionBar message={message} disabled={c.readOnly} />}
        {canThread && message.replyCount > 0 && (
          <button type="button" className="chat-thread-summary" onClick={() => c.openThread?.(message)}>
            <AvatarStack
              size={18}
              max={3}
              label={t('thread.repliers')}
              people={message.replyUserIds.map((id) => ({ id, name: c.people.get(id)?.name ?? '?' }))}
            />
            <span className="chat-thread-count">{t('thread.replies', { count: message.replyCount })}</span>
            {message.lastReplyAt && (
              <span className="chat-thread-last">
                {t('thread.lastReply', {
                  when: `${formatDay(new Date(message.lastReplyAt), new Date(), i18n.language, dayLabels)} ${formatTime(new Date(message.lastReplyAt), i18n.language)}`,
                })}
              </span>
            )}
          </button>
        )}
      </div>
      {!deleted && !editing && (
        <div className="chat-message-actions" role="toolbar" aria-label={t('message.actions')}>
          {!c.readOnly &&
            quickReactions.slice(0, 3).map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="chat-action"
                aria-label={t('reaction.add', { emoji })}
                title={t('reaction.add', { emoji })}
                onClick={() => {
                  const on = !message.reactions.some((r) => r.emoji === emoji && r.userIds.includes(c.meId));
                  void c.actions.react(message, emoji, on);
                }}
              >
                {emoji}
              </button>
            ))}
          {!c.readOnly && (
            <EmojiPicker
              label={t('reaction.pick')}
              align="end"
              onPick={(emoji) => void c.actions.react(message, emoji, true)}
              trigger={
                <button
                  type="button"
                  className="chat-action"
                  aria-label={t('reaction.pick')}
                  title={t('reaction.pick')}
                >
                  <SmilePlus size={16} aria-hidden="true" />
                </button>
              }
            />
          )}
          {canThread && (
            <button
              type="button"
              className="chat-action"
              aria-label={t('message.reply')}
              title={t('message.reply')}
              onClick={() => c.openThread?.(message)}
            >
              <MessageSquareReply size={16} aria-hidden="true" />
            </button>
          )}
          <Menu items={menu} align="end" label={t('message.more')}>
            <button
              type="button"
              className="chat-action"
              aria-label={t('message.more')}
              title={t('message.more')}
            >
              <MoreHorizontal size={16} aria-hidden="true" />
            </button>
          </Menu>
        </div>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        alert
        size="sm"
        title={t('message.deleteTitle')}
        description={t('message.deleteText')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('message.cancel')}
            </Button>
            <Button
              variant="alert"
              onClick={() => {
                setConfirming(false);
                void c.actions.deleteMessage(message.id);
              }}
            >
              {t('message.delete')}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </article>
  );
});
