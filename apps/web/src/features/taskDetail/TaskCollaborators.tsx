import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/appStore';
import type { SyncMember } from '../sync/schemas';
import { initials } from '../tasks/TaskRow';

type Props = { meId: string; members: SyncMember[] };

/** The other people who have this task open right now (the store's collaborators), as avatars. */
export function TaskCollaborators({ meId, members }: Props) {
  const { t, i18n } = useTranslation('taskDetail');
  const collaborators = useAppStore((s) => s.collaborators);
  // One person with two tabs open is one face; my own other tabs are not "other people".
  const ids = [...new Set(collaborators.map((c) => c.id))].filter((id) => id !== meId);
  if (ids.length === 0) return null;
  const people = ids.map((id) => {
    const member = members.find((m) => m.userId === id);
    return { id, name: member?.name ?? member?.email ?? t('someone') };
  });
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(people.map((p) => p.name));
  return (
    <ul className="task-collaborators" aria-label={t('viewers.label', { count: people.length, names })}>
      {people.map((p) => (
        <li key={p.id} className="task-avatar" title={p.name}>
          <span aria-hidden="true">{initials(p.name)}</span>
          <span className="visually-hidden">{p.name}</span>
        </li>
      ))}
    </ul>
  );
}
