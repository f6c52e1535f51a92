import type { Role } from '@orbit/shared';
import type { SyncMember } from '../sync/schemas';

/** A person of the workspace as the directory and the person page show them (the local `users` row). */
export type Person = {
  userId: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  title: string;
  timeZone: string | null;
  role: Role;
};

/** The directory's address under the workspace: not an id (server ids are 20 characters). */
export const peopleDirectoryId = 'people';

const roles: readonly Role[] = ['owner', 'admin', 'member', 'guest'];

/** The local row read as a person: fields a row from an older bootstrap lacks get their defaults. */
export function toPerson(row: SyncMember): Person {
  const role = roles.find((r) => r === row.role) ?? 'member';
  return {
    userId: row.userId,
    name: row.name || row.email || '',
    email: row.email ?? '',
    avatarUrl: row.avatarUrl ?? null,
    title: typeof row.title === 'string' ? row.title : '',
    timeZone: typeof row.timeZone === 'string' ? row.timeZone : null,
    role,
  };
}

/** Lower-case, accents removed: "Zoë" matches "zoe". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether every word typed starts a word of the person's name, title or e-mail (prefix match). */
export function personMatches(person: Person, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(`${person.name} ${person.title} ${person.email}`).split(/[\s@._-]+/);
  return words.every((word) => haystack.some((part) => part.startsWith(word)));
}

/** By name, as the reader's language sorts. */
export function sortPeople(people: Person[], locale: string): Person[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...people].sort((a, b) => collator.compare(a.name, b.name) || a.userId.localeCompare(b.userId));
}
