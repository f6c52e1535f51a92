import { createContext, useContext } from 'react';
import type { MessageRow } from '../sync/chatStore';
import type { ChatActions } from './chatActions';
import type { ChatPerson } from './conversationNames';
import type { MentionCandidate } from './mentionCandidates';

/** What every message of one conversation pane needs, given once instead of through each row. */
export type MessageContext = {
  org: string;
  meId: string;
  actions: ChatActions;
  people: ReadonlyMap<string, ChatPerson>;
  candidates: readonly MentionCandidate[];
  /** A member of the conversation (highlights `everyone`/`here`). */
  isMember: boolean;
  /** An owner or admin: may delete anyone's message. */
  canModerate: boolean;
  /** Writes are closed (an archived topic, a public topic I have not joined). */
  readOnly: boolean;
  editingId: string | null;
  setEditingId: (id: string | null) => void;
  openThread?: (message: MessageRow) => void;
  markUnread: (message: MessageRow) => void;
};

export const MessageContextValue = createContext<MessageContext | null>(null);

export function useMessageContext(): MessageContext {
  const value = useContext(MessageContextValue);
  if (!value) throw new Error('useMessageContext outside a conversation');
  return value;
}
