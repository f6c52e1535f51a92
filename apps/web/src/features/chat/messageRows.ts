import { isTemporaryId, type MessageRow } from '../sync/chatStore';

/** One row of a conversation's list: a day divider, the "new" marker, or a message. */
export type ChatRow =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'new'; key: 'new' }
  | { kind: 'message'; key: string; message: MessageRow; grouped: boolean };

/** Messages by one author this close together share one header (name, avatar, time). */
export const GROUP_WINDOW_MS = 5 * 60_000;

/** The local calendar day of an ISO time, `YYYY-MM-DD`. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Options = {
  /** The read marker as it was when the conversation opened: the "new" line goes above the next one. */
  lastReadSeq: number | null;
  meId: string;
};

/**
 * The rows of a conversation: a divider at each new day, the "new" marker above the first message
 * someone else wrote after the read marker, and each message grouped under the previous one when the
 * same person wrote it within GROUP_WINDOW_MS on the same day with nothing in between.
 */
export function buildRows(messages: readonly MessageRow[], { lastReadSeq, meId }: Options): ChatRow[] {
  const rows: ChatRow[] = [];
  let day = '';
  let previous: MessageRow | null = null;
  let markerPlaced = false;
  for (const message of messages) {
    const messageDay = localDay(message.createdAt);
    let broken = false;
    if (messageDay !== day) {
      rows.push({ kind: 'day', key: `day:${messageDay}`, day: messageDay });
      day = messageDay;
      broken = true;
    }
    const unseen =
      lastReadSeq !== null &&
      !markerPlaced &&
      message.conversationSeq > lastReadSeq &&
      message.authorId !== meId &&
      !isTemporaryId(message.id);
    if (unseen) {
      rows.push({ kind: 'new', key: 'new' });
      markerPlaced = true;
      broken = true;
    }
    const grouped =
      !broken &&
      previous !== null &&
      previous.authorId === message.authorId &&
      !previous.deletedAt &&
      Date.parse(message.createdAt) - Date.parse(previous.createdAt) <= GROUP_WINDOW_MS;
    rows.push({ kind: 'message', key: message.clientId ?? message.id, message, grouped });
    previous = message;
  }
  return rows;
}
