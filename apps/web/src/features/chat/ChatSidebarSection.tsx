import Hash from 'lucide-react/icons/hash';
import Lock from 'lucide-react/icons/lock';
import MessageSquare from 'lucide-react/icons/message-square';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppStore } from '../../lib/appStore';
import { Avatar } from '../../ui/Avatar';
import { SidebarLink } from '../../ui/SidebarLink';
import { shownUnread, totalShownUnread, useUnreadStore } from './unreadStore';
import { useChatPeople } from './useChatPeople';
import { findConversation, useConversations } from './useConversations';
import { useMutedConversations } from './useMutedConversations';
import { useNamedConversations } from './useNamedConversations';

type Props = { workspaceId: string; meId: string | undefined; base: string; label: string };

/** The sidebar's Chat: the link (with everything unread) and the last three conversations opened. */
export function ChatSidebarSection({ workspaceId, meId, base, label }: Props) {
  const { t } = useTranslation('chat');
  const muted = useMutedConversations(workspaceId);
  const total = useUnreadStore((s) => totalShownUnread(s.byConversation, muted));
  const recents = useAppStore((s) => s.chatRecents).filter((e) => e.wid === workspaceId);
  const conversations = useConversations(workspaceId);
  const people = useChatPeople(workspaceId);
  const named = useNamedConversations(conversations.rows, people, meId);
  const unread = useUnreadStore((s) => s.byConversation);
  // A conversation opened under its temporary id and again under the server's is one recent.
  const shown = new Set<string>();
  return (
    <ul className="sidebar-list">
      <SidebarLink to={`${base}/chat`} icon={MessageSquare} label={label} end badge={total || undefined} />
      {recents.map((recent) => {
        const conversation = findConversation(conversations.rows, recent.id);
        const entry = conversation && named.find((n) => n.conversation.id === conversation.id);
        if (!conversation || !entry || shown.has(conversation.id)) return null;
        shown.add(conversation.id);
        const other = entry.participants.find((p) => !p.is_curr_user);
        const count = shownUnread(unread[conversation.id], muted.has(conversation.id))?.count ?? 0;
        return (
          <li key={recent.id}>
            <NavLink to={`${base}/chat/${encodeURIComponent(conversation.id)}`} className="sidebar-link">
              {conversation.kind === 'topic' ? (
                conversation.visibility === 'private' ? (
                  <Lock size={14} aria-hidden="true" />
                ) : (
                  <Hash size={15} aria-hidden="true" />
                )
              ) : (
                <Avatar
                  person={{
                    id: other?.id ?? conversation.id,
                    name: entry.title,
                    imageUrl: other ? people.get(other.id)?.avatarUrl : null,
                  }}
                  size={16}
                />
              )}
              <span className="sidebar-link-label">{entry.title}</span>
              {count > 0 && (
                <span className="sidebar-badge">
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">{t('list.unread', { count })}</span>
                </span>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
