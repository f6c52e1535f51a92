import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppStore } from '../../lib/appStore';
import { useBreadcrumb } from '../../lib/breadcrumbStore';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { useIsMobile } from '../../ui/useIsMobile';
import type { MessageRow } from '../sync/chatStore';
import { BrowseTopicsDialog } from './BrowseTopicsDialog';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { findDm } from './conversationList';
import { NewDmDialog } from './NewDmDialog';
import { NewTopicDialog } from './NewTopicDialog';
import { PersonStart } from './PersonStart';
import { ThreadPane } from './ThreadPane';
import { useChatPeople } from './useChatPeople';
import { useChatScope } from './useChatScope';
import { findConversation, useConversations } from './useConversations';
import { useMentionCandidates } from './useMentionCandidates';
import { useMutedConversations } from './useMutedConversations';
import { useNamedConversations } from './useNamedConversations';
import './chat.css';

type Dialogs = 'topic' | 'dm' | 'browse' | null;

/**
 * `/:org/chat/:chatId?` (chat-home): the conversation list, the open conversation and its thread.
 * Without an id it reopens `previousChatId`; an id that is a person opens (or offers) the dm with them.
 * Under 600px one of the three fills the screen.
 */
export function ChatHome() {
  const { t } = useTranslation('chat');
  const ctx = useChatScope();
  const { chatId } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const conversations = useConversations(ctx?.workspaceId);
  const muted = useMutedConversations(ctx?.workspaceId);
  const people = useChatPeople(ctx?.workspaceId);
  const named = useNamedConversations(conversations.rows, people, ctx?.meId);
  const candidates = useMentionCandidates(
    ctx?.workspaceId ?? '',
    people,
    conversations.rows,
    ctx?.meId ?? '',
  );
  const current = findConversation(conversations.rows, chatId);
  const entry = current ? named.find((n) => n.conversation.id === current.id) : undefined;
  const person = !current && chatId ? people.get(chatId) : undefined;
  const threadId = search.get('thread');
  // A message a link points at (a search result): a reply marked in its thread, else in the conversation.
  const focusId = search.get('message');
  const base = ctx ? `/${ctx.org}/chat` : '';
  const previousChatId = useAppStore((s) => s.previousChatId);

  const crumbTitle = entry?.title;
  const trail = useMemo(
    () =>
      crumbTitle
        ? [
            { key: 'chat', label: t('title'), to: base },
            { key: 'conversation', label: crumbTitle },
          ]
        : [{ key: 'chat', label: t('title') }],
    [crumbTitle, base, t],
  );
  useBreadcrumb(trail);

  useEffect(() => {
    document.title = `${entry?.title ?? t('title')} · Orbit`;
  }, [entry?.title, t]);

  const open = useCallback((id: string) => navigate(`${base}/${encodeURIComponent(id)}`), [navigate, base]);

  // A conversation opened under its temporary id moves to its server id once that arrives.
  useEffect(() => {
    if (current && chatId && current.id !== chatId)
      navigate(`${base}/${encodeURIComponent(current.id)}${window.location.search}`, { replace: true });
  }, [current, chatId, base, navigate]);

  // Remember it (previousChatId, chat recents).
  useEffect(() => {
    if (!current || !ctx) return;
    const store = useAppStore.getState();
    store.set('previousChatId', current.id);
    // The entry made under its temporary id gives way to the server's.
    const temporary = current.clientId && current.clientId !== current.id ? current.clientId : null;
    if (temporary)
      store.set(
        'chatRecents',
        store.chatRecents.filter((e) => e.id !== temporary),
      );
    store.addRecent('chats', { id: current.id, wid: ctx.workspaceId });
  }, [current, ctx]);

  // /chat alone reopens the last conversation (on a phone the list is the page).
  useEffect(() => {
    if (chatId || isMobile || !conversations.loaded || !previousChatId) return;
    if (findConversation(conversations.rows, previousChatId))
      navigate(`${base}/${encodeURIComponent(previousChatId)}`, { replace: true });
  }, [chatId, isMobile, conversations, previousChatId, base, navigate]);

  // A person's address opens the dm we already share.
  useEffect(() => {
    if (!person || !ctx) return;
    const dm = findDm(conversations.rows, ctx.meId, [person.id]);
    if (dm) navigate(`${base}/${encodeURIComponent(dm.id)}`, { replace: true });
  }, [person, ctx, conversations.rows, base, navigate]);

  const openThread = useCallback((message: MessageRow) => setSearch({ thread: message.id }), [setSearch]);
  const closeThread = useCallback(() => setSearch({}), [setSearch]);

  if (!ctx) return null;
  const view = threadId && current ? 'thread' : chatId ? 'conversation' : 'list';

  const pane =
    current && entry ? (
      <ConversationPane
        key={current.id}
        ctx={ctx}
        conversation={current}
        title={entry.title}
        participants={entry.participants}
        people={people}
        candidates={candidates}
        threadId={threadId}
        onOpenThread={openThread}
        onCloseThread={closeThread}
        onBack={isMobile ? () => navigate(base) : undefined}
        focusMessageId={threadId ? null : focusId}
      />
    ) : person ? (
      <PersonStart ctx={ctx} person={person} onOpen={open} />
    ) : chatId && conversations.loaded ? (
      <section className="chat-pane chat-pane-empty">
        <EmptyState
          icon="message-square"
          size="page"
          title={t('notFound.title')}
          description={t('notFound.text')}
          action={
            <Button variant="secondary" onClick={() => navigate(base)}>
              {t('notFound.back')}
            </Button>
          }
        />
      </section>
    ) : chatId ? (
      <section className="chat-pane">
        <SkeletonRows label={t('loading')} rows={8} rowHeight={48} />
      </section>
    ) : (
      <section className="chat-pane chat-pane-empty">
        <EmptyState
          icon="message-square"
          size="page"
          headingLevel={2}
          title={t('empty.title')}
          description={t('empty.text')}
          action={<Button onClick={() => setDialog('dm')}>{t('newDm.title')}</Button>}
        />
      </section>
    );

  return (
    <div className="chat-home" data-mobile={isMobile || undefined} data-view={view}>
      <ConversationList
        org={ctx.org}
        meId={ctx.meId}
        named={named}
        people={people}
        openId={current?.id}
        canCreateTopic={ctx.role !== 'guest'}
        onNewTopic={() => setDialog('topic')}
        onNewDm={() => setDialog('dm')}
        onBrowse={() => setDialog('browse')}
        muted={muted}
        onToggleMute={(conversation, on) => {
          void ctx.actions.setMuted(conversation.id, on);
          toast(on ? t('mute.mutedToast') : t('mute.unmutedToast'));
        }}
      />
      {pane}
      {threadId && current && entry && (
        <ThreadPane
          key={threadId}
          ctx={ctx}
          conversation={current}
          rootId={threadId}
          title={entry.title}
          people={people}
          candidates={candidates}
          onClose={closeThread}
          focusId={focusId}
        />
      )}
      {dialog === 'topic' && (
        <NewTopicDialog
          ctx={ctx}
          people={people}
          conversations={conversations.rows}
          onClose={() => setDialog(null)}
          onCreated={(id) => {
            setDialog(null);
            open(id);
          }}
        />
      )}
      {dialog === 'dm' && (
        <NewDmDialog
          ctx={ctx}
          people={people}
          conversations={conversations.rows}
          onClose={() => setDialog(null)}
          onOpen={(id) => {
            setDialog(null);
            open(id);
          }}
        />
      )}
      {dialog === 'browse' && (
        <BrowseTopicsDialog
          ctx={ctx}
          conversations={conversations.rows}
          onClose={() => setDialog(null)}
          onOpen={(id) => {
            setDialog(null);
            open(id);
          }}
        />
      )}
    </div>
  );
}
