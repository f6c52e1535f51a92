import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localDb } from '../../lib/localDb';
import type { ConversationRow } from '../sync/chatStore';
import { useLiveQuery } from '../sync/useLiveQuery';
import type { ChatPerson } from './conversationNames';
import type { MentionCandidate } from './mentionCandidates';

type Named = { id: string; name: string; kind: 'orbit' | 'view' | 'group' };
const placeKinds = new Set(['orbit', 'view', 'group']);
const none: Named[] = [];

/** Everything the composer's autocomplete may offer: people, groups, everyone, here, topics, orbits, views. */
export function useMentionCandidates(
  workspaceId: string,
  people: ReadonlyMap<string, ChatPerson>,
  conversations: readonly ConversationRow[],
  meId: string,
): MentionCandidate[] {
  const { t } = useTranslation('chat');
  const places = useLiveQuery(
    async () => {
      const rows = await localDb.lists
        .filter((row) => row.workspaceId === workspaceId && placeKinds.has(String(row.kind)))
        .toArray();
      return rows
        .filter((row) => !row.archivedAt && typeof row.name === 'string')
        .map((row): Named => ({ id: row.id, name: String(row.name), kind: row.kind as Named['kind'] }));
    },
    `mention-places:${workspaceId}`,
    none,
  );
  return useMemo(() => {
    const list: MentionCandidate[] = [...people.values()]
      .filter((p) => p.id !== meId && p.name)
      .map((p) => ({ kind: 'user' as const, id: p.id, label: p.name, avatarUrl: p.avatarUrl }));
    list.push(
      { kind: 'everyone', id: 'everyone', label: 'everyone', hint: t('mention.everyone') },
      { kind: 'here', id: 'here', label: 'here', hint: t('mention.here') },
    );
    for (const c of conversations) {
      if (c.kind === 'topic' && !c.archivedAt && !c.id.includes('-')) {
        list.push({ kind: 'topic', id: c.id, label: c.name });
      }
    }
    for (const place of places) {
      list.push({ kind: place.kind, id: place.id, label: place.name, hint: t(`mention.${place.kind}`) });
    }
    return list;
  }, [people, conversations, places, meId, t]);
}
