import BellOff from 'lucide-react/icons/bell-off';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Hash from 'lucide-react/icons/hash';
import Lock from 'lucide-react/icons/lock';
import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { Input } from '../../ui/Input';
import { Menu } from '../../ui/Menu';
import type { ConversationRow } from '../sync/chatStore';
import { listedConversations, matchesQuery } from './conversationList';
import type { ChatPerson, Participant } from './conversationNames';
import { SearchResults } from './SearchResults';
import { shownUnread, useUnreadStore } from './unreadStore';

export type Named = { conversation: ConversationRow; title: string; participants: Participant[] };

type Props = {
  org: string;
  meId: string;
  named: readonly Named[];
  people: ReadonlyMap<string, ChatPerson>;
  openId?: string;
  canCreateTopic: boolean;
  onNewTopic: () => void;
  onNewDm: () => void;
  onBrowse: () => void;
  /** The conversations I muted: their badge counts mentions of me only. */
  muted: ReadonlySet<string>;
  onToggleMute: (conversation: ConversationRow, muted: boolean) => void;
};

function UnreadBadge({
  ids,
  muted,
  label,
}: {
  ids: readonly string[];
  muted: boolean;
  label: (count: number, mentions: boolean) => string;
}) {
  const unread = shownUnread(
    useUnreadStore((s) => ids.map((id) => s.byConversation[id]).find(Boolean)),
    muted,
  );
  if (!unread) return null;
  return (
    <span className="chat-unread" data-mention={unread.mentions > 0 || undefined}>
      <span aria-hidden="true">{unread.count > 99 ? '99+' : unread.count}</span>
      <span className="visually-hidden">{label(unread.count, muted)}</span>
    </span>
  );
}

/** Topics I am in and my direct messages, with unread counts; the search box filters both. */
export function ConversationList({
  org,
  meId,
  named,
  people,
  openId,
  canCreateTopic,
  onNewTopic,
  onNewDm,
  onBrowse,
  muted,
  onToggleMute,
}: Props) {
  const { t } = useTranslation('chat');
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(named.map((n) => [n.conversation.id, n])), [named]);
  const titles = useMemo(() => new Map(named.map((n) => [n.conversation.id, n.title])), [named]);
  const { topics, dms } = useMemo(
    () =>
      listedConversations(
        named.map((n) => n.conversation),
        meId,
        openId,
      ),
    [named, meId, openId],
  );
  const keep = (c: ConversationRow) => !query.trim() || matchesQuery(byId.get(c.id)?.title ?? '', query);
  const shownTopics = topics.filter(keep);
  const shownDms = dms.filter(keep);

  const row = (c: ConversationRow) => {
    const entry = byId.get(c.id);
    const title = entry?.title ?? '';
    const other = entry?.participants.find((p) => !p.is_curr_user);
    const isMuted = muted.has(c.id);
    return (
      <li key={c.id} className="chat-list-row" data-muted={isMuted || undefined}>
        <NavLink
          to={`/${org}/chat/${encodeURIComponent(c.id)}`}
          className="chat-list-item"
          data-archived={c.archivedAt ? '' : undefined}
        >
          {c.kind === 'topic' ? (
            <span className="chat-list-icon" aria-hidden="true">
              {c.visibility === 'private' ? <Lock size={14} /> : <Hash size={15} />}
            </span>
          ) : (
            <span className="chat-list-avatar" aria-hidden="true">
              <Avatar
                person={{
                  id: other?.id ?? c.id,
                  name: title,
                  imageUrl: other ? people.get(other.id)?.avatarUrl : null,
                }}
                size={20}
              />
              {(entry?.participants.length ?? 0) > 2 && (
                <span className="chat-list-count">{(entry?.participants.length ?? 1) - 1}</span>
              )}
            </span>
          )}
          <span className="chat-list-title">{title}</span>
          {isMuted && (
            <span className="chat-muted-mark" title={t('mute.muted')}>
              <BellOff size={13} aria-hidden="true" />
              <span className="visually-hidden">{t('mute.muted')}</span>
            </span>
          )}
          <UnreadBadge
            ids={[c.id, ...(c.clientId ? [c.clientId] : [])]}
            muted={isMuted}
            label={(count, mentions) =>
              mentions ? t('mute.mentions', { count }) : t('list.unread', { count })
            }
          />
        </NavLink>
        <Menu
          label={t('mute.options', { name: title })}
          align="end"
          items={[
            { label: isMuted ? t('mute.unmute') : t('mute.mute'), onSelect: () => onToggleMute(c, !isMuted) },
          ]}
        >
          <button
            type="button"
            className="chat-list-row-menu"
            aria-label={t('mute.options', { name: title })}
            title={t('mute.options', { name: title })}
          >
            <MoreHorizontal size={14} aria-hidden="true" />
          </button>
        </Menu>
      </li>
    );
  };

  return (
    <nav className="chat-list" aria-label={t('list.label')}>
      <div className="chat-list-header">
        <h1 className="chat-list-heading">{t('title')}</h1>
        <Menu
          label={t('list.new')}
          align="end"
          items={[
            ...(canCreateTopic ? [{ label: t('newTopic.title'), onSelect: onNewTopic }] : []),
            { label: t('newDm.title'), onSelect: onNewDm },
            { kind: 'separator' as const },
            { label: t('browse.title'), onSelect: onBrowse },
          ]}
        >
          <button type="button" className="chat-new-button" aria-label={t('list.new')} title={t('list.new')}>
            <Plus size={16} aria-hidden="true" />
          </button>
        </Menu>
      </div>
      <div className="chat-list-search">
        <Input
          type="search"
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          value={query}
          onValueChange={setQuery}
          showLabelIcon
        />
      </div>
      <div className="chat-list-scroll">
        <section aria-labelledby="chat-topics-heading">
          <h2 id="chat-topics-heading" className="chat-list-section">
            {t('list.topics')}
          </h2>
          <ul className="chat-list-items">{shownTopics.map(row)}</ul>
          {shownTopics.length === 0 && (
            <p className="chat-list-empty">{query ? t('list.noMatch') : t('list.noTopics')}</p>
          )}
          <button type="button" className="chat-list-action" onClick={onBrowse}>
            {t('browse.title')}
          </button>
        </section>
        <section aria-labelledby="chat-dms-heading">
          <h2 id="chat-dms-heading" className="chat-list-section">
            {t('list.dms')}
          </h2>
          <ul className="chat-list-items">{shownDms.map(row)}</ul>
          {shownDms.length === 0 && (
            <p className="chat-list-empty">{query ? t('list.noMatch') : t('list.noDms')}</p>
          )}
          <button type="button" className="chat-list-action" onClick={onNewDm}>
            {t('newDm.title')}
          </button>
        </section>
        <SearchResults org={org} query={query} titles={titles} people={people} />
      </div>
    </nav>
  );
}
