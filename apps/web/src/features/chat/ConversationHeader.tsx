import ArrowLeft from 'lucide-react/icons/arrow-left';
import BellOff from 'lucide-react/icons/bell-off';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Hash from 'lucide-react/icons/hash';
import Lock from 'lucide-react/icons/lock';
import Settings from 'lucide-react/icons/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDb } from '../../lib/localDb';
import { AvatarStack } from '../../ui/Avatar';
import { Menu } from '../../ui/Menu';
import { toast } from '../../ui/toast';
import type { ConversationRow } from '../sync/chatStore';
import { useLiveQuery } from '../sync/useLiveQuery';
import { ConversationCallButton } from './ConversationCallButton';
import type { ChatPerson, Participant } from './conversationNames';
import { ScheduledDialog } from './ScheduledDialog';
import { TopicSettingsDialog } from './TopicSettingsDialog';
import type { ChatContext } from './useChatScope';
import { useMutedConversations } from './useMutedConversations';

type Props = {
  ctx: ChatContext;
  conversation: ConversationRow;
  title: string;
  participants: readonly Participant[];
  people: ReadonlyMap<string, ChatPerson>;
  onBack?: () => void;
};

/** The conversation's name, description, members (opening the settings), and its scheduled messages. */
export function ConversationHeader({ ctx, conversation, title, participants, people, onBack }: Props) {
  const { t } = useTranslation('chat');
  const [settings, setSettings] = useState<'about' | 'members' | null>(null);
  const [scheduledOpen, setScheduledOpen] = useState(false);
  const ids = [conversation.id, conversation.clientId].filter((id): id is string => Boolean(id));
  const scheduled = useLiveQuery(
    () =>
      localDb.scheduledMessages
        .filter((row) => ids.includes(String(row.conversationId)) && !row.sentMessageId)
        .count(),
    `scheduled-count:${ids.join('|')}`,
    0,
  );
  const isTopic = conversation.kind === 'topic';
  const muted = useMutedConversations(ctx.workspaceId).has(conversation.id);
  const toggleMute = () => {
    void ctx.actions.setMuted(conversation.id, !muted);
    toast(muted ? t('mute.unmutedToast') : t('mute.mutedToast'));
  };
  // Only a topic's or dm's members start a call in it (the server says so too).
  const canCall =
    conversation.kind !== 'task' && !conversation.archivedAt && conversation.memberIds.includes(ctx.meId);
  const members = conversation.memberIds.map((id) => ({
    id,
    name: people.get(id)?.name ?? t('someone'),
    imageUrl: people.get(id)?.avatarUrl,
  }));
  return (
    <header className="chat-pane-header">
      {onBack && (
        <button type="button" className="icon-button" aria-label={t('back')} onClick={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
        </button>
      )}
      <div className="chat-pane-heading">
        <h1 className="chat-pane-title">
          {isTopic &&
            (conversation.visibility === 'private' ? (
              <Lock size={16} aria-label={t('topic.private')} />
            ) : (
              <Hash size={16} aria-hidden="true" />
            ))}
          <span>{title}</span>
          {muted && (
            <span className="chat-muted-mark" title={t('mute.muted')}>
              <BellOff size={14} aria-hidden="true" />
              <span className="visually-hidden">{t('mute.muted')}</span>
            </span>
          )}
        </h1>
        {isTopic && conversation.description && (
          <p className="chat-pane-description">{conversation.description}</p>
        )}
        {!isTopic && participants.length > 2 && (
          <p className="chat-pane-description">{t('dm.people', { count: participants.length })}</p>
        )}
      </div>
      {canCall && <ConversationCallButton org={ctx.org} conversationId={conversation.id} />}
      {scheduled > 0 && (
        <button type="button" className="chat-header-button" onClick={() => setScheduledOpen(true)}>
          <CalendarClock size={15} aria-hidden="true" />
          {t('scheduled.count', { count: scheduled })}
        </button>
      )}
      {isTopic && (
        <>
          <button type="button" className="chat-header-button" onClick={() => setSettings('members')}>
            <span aria-hidden="true" className="chat-header-avatars">
              <AvatarStack people={members} size={20} max={3} label={t('topic.members')} />
              {members.length}
            </span>
            <span className="visually-hidden">{t('topic.membersButton', { count: members.length })}</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('topic.settings')}
            title={t('topic.settings')}
            onClick={() => setSettings('about')}
          >
            <Settings size={16} aria-hidden="true" />
          </button>
        </>
      )}
      <Menu
        label={t('mute.more')}
        align="end"
        items={[{ label: muted ? t('mute.unmute') : t('mute.mute'), onSelect: toggleMute }]}
      >
        <button type="button" className="icon-button" aria-label={t('mute.more')} title={t('mute.more')}>
          <MoreHorizontal size={16} aria-hidden="true" />
        </button>
      </Menu>
      {settings && (
        <TopicSettingsDialog
          ctx={ctx}
          conversation={conversation}
          people={people}
          initialTab={settings}
          onClose={() => setSettings(null)}
        />
      )}
      {scheduledOpen && (
        <ScheduledDialog
          ctx={ctx}
          conversationIds={ids}
          people={people}
          onClose={() => setScheduledOpen(false)}
        />
      )}
    </header>
  );
}
