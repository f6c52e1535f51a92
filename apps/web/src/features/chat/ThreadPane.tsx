import X from 'lucide-react/icons/x';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { localDb } from '../../lib/localDb';
import { syncDb } from '../../lib/syncDb';
import { Button } from '../../ui/Button';
import { unreadAbout } from '../inbox/inboxActions';
import { useInboxActions } from '../inbox/useInboxActions';
import { type ConversationRow, isTemporaryId } from '../sync/chatStore';
import { ChatComposer } from './ChatComposer';
import type { ChatPerson } from './conversationNames';
import { useFocusFoundMessage } from './focusFoundMessage';
import { historyKey, loadHistory, useHistoryStore } from './history';
import { MessageItem } from './MessageItem';
import type { MentionCandidate } from './mentionCandidates';
import { type MessageContext, MessageContextValue } from './messageContext';
import { buildRows } from './messageRows';
import { ensureThreadRoot } from './threadRoot';
import type { ChatContext } from './useChatScope';
import { useMessage, useMessages } from './useMessages';

type Props = {
  ctx: ChatContext;
  conversation: ConversationRow;
  rootId: string;
  title: string;
  people: ReadonlyMap<string, ChatPerson>;
  candidates: readonly MentionCandidate[];
  onClose: () => void;
  /** A reply to open at (`?message=`, from search): marked, brought into view and focused. */
  focusId?: string | null;
};

/** A thread beside its conversation: the root message, its replies, and a composer. Esc closes it. */
export function ThreadPane({
  ctx,
  conversation,
  rootId,
  title,
  people,
  candidates,
  onClose,
  focusId = null,
}: Props) {
  const { t } = useTranslation('chat');
  const root = useMessage(rootId);
  const threadIds = useMemo(
    () => (root ? [root.id, ...(root.clientId ? [root.clientId] : [])] : [rootId]),
    [root, rootId],
  );
  const conversationIds = useMemo(
    () => [conversation.id, ...(conversation.clientId ? [conversation.clientId] : [])],
    [conversation.id, conversation.clientId],
  );
  const replies = useMessages(conversationIds, { ids: threadIds });
  const key = historyKey(conversation.id, root?.id);
  const page = useHistoryStore((s) => s.pages[key]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const readOnly =
    Boolean(conversation.archivedAt) ||
    (conversation.kind === 'topic' && !conversation.memberIds.includes(ctx.meId));

  const rootStored = root && !isTemporaryId(root.id) ? root.id : null;
  // Opened by its address with a root this device does not hold yet: the root comes first.
  useEffect(() => {
    if (isTemporaryId(conversation.id)) return;
    void ensureThreadRoot({ request: api, store: syncDb, org: ctx.org, rootId });
  }, [rootId, conversation.id, ctx.org]);
  useEffect(() => {
    if (!rootStored || isTemporaryId(conversation.id)) return;
    void loadHistory({
      request: api,
      store: syncDb,
      org: ctx.org,
      conversationId: conversation.id,
      thread: rootStored,
    });
  }, [rootStored, conversation.id, ctx.org]);

  // The thread's replies are on screen: their notifications (a reply, a mention in it) are read.
  const inbox = useInboxActions(ctx.org, ctx.workspaceId, ctx.meId);
  const replyCount = replies.rows.length;
  useEffect(() => {
    if (!rootStored || replyCount === 0) return;
    let live = true;
    const markSeen = async () => {
      if (document.visibilityState !== 'visible') return;
      const ids = await unreadAbout(localDb, ctx.workspaceId, { kind: 'thread', ids: [rootStored] });
      if (live && ids.length > 0) await inbox.bulk(ids, { read: true });
    };
    void markSeen();
    document.addEventListener('visibilitychange', markSeen);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', markSeen);
    };
  }, [rootStored, replyCount, ctx.workspaceId, inbox]);

  const rows = useMemo(
    () => buildRows(replies.rows, { lastReadSeq: null, meId: ctx.meId }),
    [replies.rows, ctx.meId],
  );
  const context: MessageContext = useMemo(
    () => ({
      org: ctx.org,
      meId: ctx.meId,
      actions: ctx.actions,
      people,
      candidates,
      isMember: conversation.kind === 'task' || conversation.memberIds.includes(ctx.meId),
      canModerate: ctx.role === 'owner' || ctx.role === 'admin',
      readOnly,
      editingId,
      setEditingId,
      markUnread: () => undefined,
    }),
    [ctx, people, candidates, conversation, readOnly, editingId],
  );

  const oldest = replies.rows.find((m) => !isTemporaryId(m.id));
  const isFocus = (m: { id: string; clientId: string | null }) =>
    focusId !== null && (m.id === focusId || m.clientId === focusId);
  // A reply older than the replies held: earlier pages come until it is there.
  const focusHeld = focusId === null || replies.rows.some(isFocus);
  const olderSeq = oldest?.conversationSeq;
  useFocusFoundMessage(section, focusId, focusHeld && focusId !== null);
  useEffect(() => {
    if (focusHeld || !replies.loaded || !rootStored || !page?.hasMore || page.loading || page.failed) return;
    if (olderSeq === undefined) return;
    void loadHistory({
      request: api,
      store: syncDb,
      org: ctx.org,
      conversationId: conversation.id,
      thread: rootStored,
      before: olderSeq,
    });
  }, [focusHeld, replies.loaded, rootStored, page, olderSeq, ctx.org, conversation.id]);
  return (
    <MessageContextValue.Provider value={context}>
      <aside
        className="chat-thread"
        aria-label={t('thread.label')}
        ref={section}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented && editingId === null) {
            event.preventDefault();
            onClose();
          }
        }}
      >
        <header className="chat-thread-header">
          <div>
            <h2 className="chat-thread-title">{t('thread.title')}</h2>
            <p className="chat-pane-description">{title}</p>
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('thread.close')}
            title={t('thread.close')}
            onClick={onClose}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </header>
        <div className="chat-thread-scroll">
          {root ? (
            <MessageItem message={root} grouped={false} inThread />
          ) : (
            <p className="chat-muted">{t('thread.missing')}</p>
          )}
          {root && (
            <div className="chat-thread-divider">
              <span>{t('thread.replies', { count: Math.max(root.replyCount, replies.rows.length) })}</span>
            </div>
          )}
          {page?.hasMore && oldest && (
            <Button
              size="sm"
              variant="secondary"
              loading={page.loading}
              onClick={() =>
                void loadHistory({
                  request: api,
                  store: syncDb,
                  org: ctx.org,
                  conversationId: conversation.id,
                  thread: root?.id,
                  before: oldest.conversationSeq,
                })
              }
            >
              {t('thread.earlier')}
            </Button>
          )}
          <div role="log" aria-label={t('thread.repliesLabel')}>
            {rows.map((row) =>
              row.kind === 'message' ? (
                <MessageItem
                  key={row.key}
                  message={row.message}
                  grouped={row.grouped}
                  inThread
                  focused={isFocus(row.message)}
                />
              ) : null,
            )}
          </div>
        </div>
        {!readOnly && root && (
          <div className="chat-composer-wrap">
            <ChatComposer
              actions={ctx.actions}
              conversationId={conversation.id}
              parentId={root.id}
              label={t('thread.composer')}
              placeholder={t('thread.composer')}
              candidates={candidates}
              people={people}
              onEscape={() => {
                onClose();
                return true;
              }}
              autoFocus={focusId === null}
            />
          </div>
        )}
      </aside>
    </MessageContextValue.Provider>
  );
}
