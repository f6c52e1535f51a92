import Hash from 'lucide-react/icons/hash';
import Lock from 'lucide-react/icons/lock';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { syncDb } from '../../lib/syncDb';
import { Button } from '../../ui/Button';
import { type ConversationRow, isTemporaryId, type MessageRow } from '../sync/chatStore';
import { ChatComposer } from './ChatComposer';
import { ConversationHeader } from './ConversationHeader';
import type { ChatPerson, Participant } from './conversationNames';
import { historyKey, loadHistory, useHistoryStore } from './history';
import { MessageList } from './MessageList';
import type { MentionCandidate } from './mentionCandidates';
import { type MessageContext, MessageContextValue } from './messageContext';
import { buildRows } from './messageRows';
import { TypingIndicator } from './TypingIndicator';
import { setOpenConversation } from './unreadStore';
import type { ChatContext } from './useChatScope';
import { useMessages } from './useMessages';
import { useReadMarker } from './useReadMarker';
import { useTyping } from './useTyping';

type Props = {
  ctx: ChatContext;
  conversation: ConversationRow;
  title: string;
  participants: readonly Participant[];
  people: ReadonlyMap<string, ChatPerson>;
  candidates: readonly MentionCandidate[];
  /** The thread open beside it, if any; opening one changes the address (`?thread=`). */
  threadId: string | null;
  onOpenThread: (message: MessageRow) => void;
  onCloseThread: () => void;
  /** Mobile: the way back to the list. */
  onBack?: () => void;
  /** A task's conversation beside its panel: a compact header, no thread links. */
  compact?: boolean;
  /** A message to open at (`?message=`, from search): older pages load until it is there. */
  focusMessageId?: string | null;
};

/** One conversation: its header, its messages (history loaded as one scrolls up), who types, the composer. */
export function ConversationPane(props: Props) {
  const { ctx, conversation, title, people, candidates, threadId } = props;
  const { t } = useTranslation('chat');
  const ids = useMemo(
    () => [
      conversation.id,
      ...(conversation.clientId && conversation.clientId !== conversation.id ? [conversation.clientId] : []),
    ],
    [conversation.id, conversation.clientId],
  );
  const messages = useMessages(ids, null);
  const stored = !isTemporaryId(conversation.id);
  const key = historyKey(conversation.id);
  const page = useHistoryStore((s) => s.pages[key]);
  const isMember = conversation.kind === 'task' || conversation.memberIds.includes(ctx.meId);
  const archived = Boolean(conversation.archivedAt);
  const mustJoin = conversation.kind === 'topic' && !isMember;
  const readOnly = archived || mustJoin;
  const [editingId, setEditingId] = useState<string | null>(null);
  const { lastReadSeq, markUnread } = useReadMarker(ctx, conversation.id, messages.rows, messages.loaded);
  const { typistIds, typing, stopped } = useTyping(ctx.workspaceId, conversation.id, ctx.meId);

  // The newest page on opening (messages are not in the bootstrap); later changes arrive live.
  useEffect(() => {
    if (!stored) return;
    void loadHistory({ request: api, store: syncDb, org: ctx.org, conversationId: conversation.id });
  }, [stored, ctx.org, conversation.id]);

  useEffect(() => {
    setOpenConversation(conversation.id);
    return () => setOpenConversation(null);
  }, [conversation.id]);

  // Someone whose message just came stops showing as typing.
  const last = messages.rows.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new last message, even by the same author
  useEffect(() => {
    if (last?.authorId) stopped(last.authorId);
  }, [last?.id, last?.authorId, stopped]);

  const oldest = messages.rows.find((m) => !isTemporaryId(m.id));
  const needOlder = useCallback(() => {
    // After a failed page (offline) it waits for the next opening instead of asking again and again.
    if (!stored || !page || page.loading || page.failed || !page.hasMore || !oldest) return;
    void loadHistory({
      request: api,
      store: syncDb,
      org: ctx.org,
      conversationId: conversation.id,
      before: oldest.conversationSeq,
    });
  }, [stored, page, oldest, ctx.org, conversation.id]);

  // The message a link points at may be older than what is held: ask for older pages, one after the
  // other, until it is among the rows or the conversation's start is reached.
  const focusId = props.focusMessageId ?? null;
  const focusHeld = !focusId || messages.rows.some((m) => m.id === focusId || m.clientId === focusId);
  useEffect(() => {
    if (!focusHeld && messages.loaded) needOlder();
  }, [focusHeld, messages.loaded, needOlder]);

  const rows = useMemo(
    () => buildRows(messages.rows, { lastReadSeq, meId: ctx.meId }),
    [messages.rows, lastReadSeq, ctx.meId],
  );

  const editLast = useCallback(() => {
    const mine = [...messages.rows].reverse().find((m) => m.authorId === ctx.meId && !m.deletedAt);
    if (mine) setEditingId(mine.id);
  }, [messages.rows, ctx.meId]);

  const canModerate = ctx.role === 'owner' || ctx.role === 'admin';
  const context: MessageContext = useMemo(
    () => ({
      org: ctx.org,
      meId: ctx.meId,
      actions: ctx.actions,
      people,
      candidates,
      isMember,
      canModerate,
      readOnly,
      editingId,
      setEditingId,
      openThread: props.compact ? undefined : props.onOpenThread,
      markUnread,
    }),
    [
      ctx,
      people,
      candidates,
      isMember,
      canModerate,
      readOnly,
      editingId,
      props.compact,
      props.onOpenThread,
      markUnread,
    ],
  );

  const hasMore = !stored ? false : (page?.hasMore ?? true);
  const intro = (
    <div className="chat-intro">
      <span className="chat-intro-icon" aria-hidden="true">
        {conversation.visibility === 'private' && conversation.kind === 'topic' ? (
          <Lock size={22} />
        ) : (
          <Hash size={22} />
        )}
      </span>
      <h2 className="chat-intro-title">
        {conversation.kind === 'topic'
          ? t('intro.topic', { name: title })
          : conversation.kind === 'dm'
            ? t('intro.dm', { names: title })
            : t('intro.task')}
      </h2>
      {conversation.description && <p className="chat-intro-text">{conversation.description}</p>}
    </div>
  );

  const composerLabel =
    conversation.kind === 'topic'
      ? t('composer.labelTopic', { name: title })
      : conversation.kind === 'task'
        ? t('composer.labelTask', { name: title })
        : t('composer.labelDm', { name: title });

  return (
    <MessageContextValue.Provider value={context}>
      <section className="chat-pane" aria-label={title} data-compact={props.compact || undefined}>
        {!props.compact && (
          <ConversationHeader
            ctx={ctx}
            conversation={conversation}
            title={title}
            participants={props.participants}
            people={people}
            onBack={props.onBack}
          />
        )}
        {archived && (
          <div className="chat-banner" role="status">
            <span>{t('archived.banner')}</span>
            {(canModerate || conversation.createdBy === ctx.meId) && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void ctx.actions.topicAction(conversation.id, 'unarchive')}
              >
                {t('archived.restore')}
              </Button>
            )}
          </div>
        )}
        <MessageList
          key={conversation.id}
          rows={rows}
          label={t('history.label', { name: title })}
          hasMore={hasMore}
          loading={Boolean(page?.loading)}
          onNeedOlder={needOlder}
          intro={intro}
          focusId={focusId}
        />
        {page?.failed && messages.rows.length === 0 && (
          <p className="chat-history-failed" role="status">
            {t('history.offline')}
          </p>
        )}
        <TypingIndicator typistIds={typistIds} people={people} />
        {mustJoin && !archived ? (
          <div className="chat-join-bar">
            <p>{t('join.text', { name: title })}</p>
            <Button
              onClick={() => void ctx.actions.topicAction(conversation.id, 'join', conversation.memberIds)}
            >
              {t('join.button')}
            </Button>
          </div>
        ) : (
          !archived && (
            <div className="chat-composer-wrap">
              <ChatComposer
                actions={ctx.actions}
                conversationId={conversation.id}
                label={composerLabel}
                placeholder={composerLabel}
                candidates={candidates}
                people={people}
                onEditLast={editLast}
                onEscape={() => {
                  if (!threadId) return false;
                  props.onCloseThread();
                  return true;
                }}
                onTyping={typing}
                // Opened at a message (a search result, a link): the message keeps the focus.
                autoFocus={!props.compact && focusId === null}
              />
            </div>
          )
        )}
      </section>
    </MessageContextValue.Provider>
  );
}
