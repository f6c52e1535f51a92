import SmilePlus from 'lucide-react/icons/face-slightly-smiling-plus';
import { useTranslation } from 'react-i18next';
import type { MessageRow } from '../sync/chatStore';
import { EmojiPicker } from './EmojiPicker';
import { useMessageContext } from './messageContext';

/** A message's reactions: each emoji with its count, pressed when mine; a click toggles mine. */
export function ReactionBar({ message, disabled }: { message: MessageRow; disabled: boolean }) {
  const { t } = useTranslation('chat');
  const c = useMessageContext();
  return (
    <div className="chat-reactions">
      {message.reactions.map((reaction) => {
        const mine = reaction.userIds.includes(c.meId);
        const names = reaction.userIds.map((id) =>
          id === c.meId ? t('you') : (c.people.get(id)?.name ?? t('someone')),
        );
        const who = t('reaction.who', { emoji: reaction.emoji, names: names.join(', ') });
        return (
          <button
            key={reaction.emoji}
            type="button"
            className="chat-reaction"
            aria-pressed={mine}
            aria-label={who}
            title={who}
            disabled={disabled}
            onClick={() => void c.actions.react(message, reaction.emoji, !mine)}
          >
            <span className="chat-reaction-emoji">{reaction.emoji}</span>
            <span className="chat-reaction-count">{reaction.userIds.length}</span>
          </button>
        );
      })}
      {!disabled && (
        <EmojiPicker
          label={t('reaction.pick')}
          onPick={(emoji) => void c.actions.react(message, emoji, true)}
          trigger={
            <button
              type="button"
              className="chat-reaction chat-reaction-add"
              aria-label={t('reaction.pick')}
              title={t('reaction.pick')}
            >
              <SmilePlus size={14} aria-hidden="true" />
            </button>
          }
        />
      )}
    </div>
  );
}
