import { useTranslation } from 'react-i18next';
import { AvatarStack } from '../../ui/Avatar';
import type { SyncMember } from '../sync/schemas';

type Props = { ids: readonly string[]; members: readonly SyncMember[]; size?: number };

/** The people on a task as overlapping avatars, named together for screen readers. */
export function TaskAssignees({ ids, members, size = 20 }: Props) {
  const { t } = useTranslation('tasks');
  if (ids.length === 0) return null;
  const people = ids.map((id) => {
    const member = members.find((m) => m.userId === id);
    return { id, name: member?.name ?? member?.email ?? '?', imageUrl: member?.avatarUrl ?? null };
  });
  return (
    <AvatarStack
      people={people}
      size={size}
      label={t('row.assignedTo', { names: people.map((p) => p.name).join(', ') })}
    />
  );
}
