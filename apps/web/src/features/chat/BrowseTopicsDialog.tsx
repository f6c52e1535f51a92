import Archive from 'lucide-react/icons/archive';
import Hash from 'lucide-react/icons/hash';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import type { ConversationRow } from '../sync/chatStore';
import { browsableTopics } from './conversationList';
import type { ChatContext } from './useChatScope';

type Props = {
  ctx: ChatContext;
  conversations: readonly ConversationRow[];
  onClose: () => void;
  onOpen: (id: string) => void;
};

/** Public topics I am not in (join or just read) and archived ones. */
export function BrowseTopicsDialog({ ctx, conversations, onClose, onOpen }: Props) {
  const { t } = useTranslation('chat');
  const topics = browsableTopics(conversations, ctx.meId);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('browse.title')}
      closeLabel={t('close')}
      size="md"
      name="browse-topics"
    >
      {topics.length === 0 ? (
        <EmptyState
          icon="message-square"
          size="inline"
          title={t('browse.none')}
          description={t('browse.noneText')}
        />
      ) : (
        <ul className="chat-browse-list">
          {topics.map((topic) => {
            const joined = topic.memberIds.includes(ctx.meId);
            return (
              <li key={topic.id} className="chat-browse-item">
                <span className="chat-list-icon" aria-hidden="true">
                  {topic.archivedAt ? (
                    <Archive size={15} />
                  ) : topic.visibility === 'private' ? (
                    <Lock size={14} />
                  ) : (
                    <Hash size={15} />
                  )}
                </span>
                <div className="chat-browse-text">
                  <span className="chat-browse-name">{topic.name}</span>
                  <span className="chat-muted">
                    {topic.archivedAt
                      ? t('browse.archived')
                      : t('browse.members', { count: topic.memberIds.length })}
                    {topic.description ? ` · ${topic.description}` : ''}
                  </span>
                </div>
                <Button size="sm" variant="secondary" onClick={() => onOpen(topic.id)}>
                  {t('browse.open')}
                </Button>
                {!joined && !topic.archivedAt && ctx.role !== 'guest' && (
                  <Button
                    size="sm"
                    onClick={() => {
                      void ctx.actions.topicAction(topic.id, 'join', topic.memberIds);
                      onOpen(topic.id);
                    }}
                  >
                    {t('join.button')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
