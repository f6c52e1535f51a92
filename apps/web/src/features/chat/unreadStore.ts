import { type MessageDto, messageMentions, type UnreadCountDto } from '@orbit/shared';
import { create } from 'zustand';

/** `muted`: the server's answer said I muted it (GET /chat/unread keeps a muted row's counts). */
export type Unread = { count: number; mentions: number; muted?: boolean };

type State = {
  byConversation: Record<string, Unread>;
  /** Messages already counted since the last answer of GET /chat/unread, so a repeat counts once. */
  counted: Set<string>;
  /** The conversation on screen (its messages are read as they come). */
  openId: string | null;
};

export const useUnreadStore = create<State>(() => ({ byConversation: {}, counted: new Set(), openId: null }));

/** The server's counts (GET /chat/unread) replace what was counted so far. */
export function setServerUnread(list: readonly UnreadCountDto[]): void {
  useUnreadStore.setState({
    byConversation: Object.fromEntries(
      list.map((u) => [u.conversationId, { count: u.unread, mentions: u.mentions, muted: u.muted }]),
    ),
    counted: new Set(),
  });
}

/** A fresh message seen live: +1 unless it is mine, an edit, a reply, or in the open conversation. */
export function countLiveMessage(message: MessageDto, meId: string, now = Date.now()): void {
  const state = useUnreadStore.getState();
  if (message.authorId === meId || message.parentId || message.deletedAt || message.editedAt) return;
  if (state.counted.has(message.id)) return;
  // Upserts of older messages (a reaction, a reply's count) are not new; a fresh send just happened.
  if (message.reactions.length > 0 || message.replyCount > 0) return;
  if (now - Date.parse(message.createdAt) > 2 * 60_000) return;
  const open = state.openId === message.conversationId && document.visibilityState === 'visible';
  if (open) return;
  const mentioned = messageMentions(message.body).some(
    (m) => (m.kind === 'user' && m.id === meId) || m.kind === 'everyone' || m.kind === 'here',
  );
  const current = state.byConversation[message.conversationId] ?? { count: 0, mentions: 0 };
  const counted = new Set(state.counted);
  counted.add(message.id);
  useUnreadStore.setState({
    counted,
    byConversation: {
      ...state.byConversation,
      [message.conversationId]: {
        ...current,
        count: current.count + 1,
        mentions: current.mentions + (mentioned ? 1 : 0),
      },
    },
  });
}

export function clearUnread(conversationIds: readonly string[]): void {
  const state = useUnreadStore.getState();
  if (!conversationIds.some((id) => state.byConversation[id])) return;
  const next = { ...state.byConversation };
  for (const id of conversationIds) delete next[id];
  useUnreadStore.setState({ byConversation: next });
}

/** Marked as unread from a message on: at least one. */
export function markUnreadLocally(conversationId: string, count: number): void {
  const state = useUnreadStore.getState();
  useUnreadStore.setState({
    byConversation: {
      ...state.byConversation,
      [conversationId]: {
        ...state.byConversation[conversationId],
        count: Math.max(1, count),
        mentions: state.byConversation[conversationId]?.mentions ?? 0,
      },
    },
  });
}

export function setOpenConversation(id: string | null): void {
  useUnreadStore.setState({ openId: id });
}

/**
 * What a badge shows for one conversation: everything unread, or, when I muted it (Slack's rule), only
 * the mentions of me; nothing when that is zero. Muted here (`muted`: my read marker on this device,
 * pending mutes included) or in the server's last answer.
 */
export function shownUnread(unread: Unread | undefined, muted: boolean): Unread | undefined {
  if (!unread) return undefined;
  if (!muted && !unread.muted)
    return unread.count > 0 ? { count: unread.count, mentions: unread.mentions } : undefined;
  return unread.mentions > 0 ? { count: unread.mentions, mentions: unread.mentions } : undefined;
}

/** The Chat link's badge: every conversation's shown count, muted ones counting their mentions only. */
export function totalShownUnread(
  byConversation: Readonly<Record<string, Unread>>,
  muted: ReadonlySet<string>,
): number {
  let total = 0;
  for (const [id, unread] of Object.entries(byConversation)) {
    total += shownUnread(unread, muted.has(id))?.count ?? 0;
  }
  return total;
}
