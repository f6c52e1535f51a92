import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationRow } from '../sync/chatStore';
import type { Named } from './ConversationList';
import { type ChatPerson, conversationTitle, participantsOf } from './conversationNames';

/** Each conversation with its title and (dm) participants, in the interface language. */
export function useNamedConversations(
  rows: readonly ConversationRow[],
  people: ReadonlyMap<string, ChatPerson>,
  meId: string | undefined,
): Named[] {
  const { t } = useTranslation('chat');
  return useMemo(() => {
    if (!meId) return [];
    const labels = { task: t('taskConversation'), onlyMe: t('onlyYou') };
    return rows.map((conversation) => {
      const participants = participantsOf(conversation, people, meId, t('someone'));
      return { conversation, participants, title: conversationTitle(conversation, participants, labels) };
    });
  }, [rows, people, meId, t]);
}
