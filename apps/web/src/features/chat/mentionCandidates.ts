import type { MentionKind } from '@orbit/shared';
import { matchesQuery } from './conversationList';

/** Something a mention chip may name, as the composer's autocomplete offers it. */
export type MentionCandidate = {
  kind: MentionKind;
  id: string;
  label: string;
  /** A second line: an e-mail, "Notify everyone in this conversation". */
  hint?: string;
  avatarUrl?: string | null;
};

/** `@` names people, groups, everyone, here, orbits and views; `#` names topics. */
export type MentionTrigger = '@' | '#';

/**
 * The text right before the caret that asks for a mention: the trigger at the start of a word and up
 * to 30 characters after it (single spaces too: names have them; a list with no match stays closed).
 * Null when the caret is not in one.
 */
export function mentionQuery(textBefore: string): { trigger: MentionTrigger; query: string } | null {
  const match = /(?:^|[\s(])([@#])((?:[^\s@#\uFFFC]| (?! )){0,30})$/u.exec(textBefore);
  if (!match) return null;
  return { trigger: match[1] as MentionTrigger, query: match[2] ?? '' };
}

const kindOrder: Record<MentionKind, number> = {
  user: 0,
  group: 1,
  everyone: 2,
  here: 3,
  topic: 4,
  orbit: 5,
  view: 6,
};

/**
 * What the autocomplete lists for a query: those of the trigger's kinds whose label has every word
 * typed, names starting with it first, then by kind, at most `limit`.
 */
export function filterCandidates(
  candidates: readonly MentionCandidate[],
  trigger: MentionTrigger,
  query: string,
  limit = 8,
): MentionCandidate[] {
  const q = query.trim().toLowerCase();
  return candidates
    .filter((c) => (trigger === '#' ? c.kind === 'topic' : c.kind !== 'topic'))
    .filter((c) => !q || matchesQuery(`${c.label} ${c.hint ?? ''}`, q))
    .map((c) => ({ c, starts: c.label.toLowerCase().startsWith(q) ? 0 : 1 }))
    .sort(
      (a, b) =>
        a.starts - b.starts ||
        kindOrder[a.c.kind] - kindOrder[b.c.kind] ||
        a.c.label.localeCompare(b.c.label),
    )
    .slice(0, limit)
    .map(({ c }) => c);
}

/** The sigil a chip shows before its label. */
export function mentionSigil(kind: string): string {
  if (kind === 'topic') return '#';
  if (kind === 'orbit' || kind === 'view') return '';
  return '@';
}
