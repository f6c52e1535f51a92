import { useTranslation } from 'react-i18next';
import type { Item, Orbit } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { statusesOf, statusForCompletion } from '../tasks/filterTasks';
import { OrbitBadge } from '../tasks/OrbitBadge';
import { TaskSelectField } from '../tasks/TaskSelectField';
import type { TaskData } from '../tasks/useTaskData';

type Props = { item: Item; data: TaskData; actions: TaskActions };

/** The server's rule for a move (docs/SYNC.md): the first status of the same kind in the new orbit. */
function sameKindStatus(from: Orbit | undefined, statusId: string | null | undefined, to: Orbit) {
  const kind = from?.statuses.find((s) => s.id === statusId)?.kind ?? 'open';
  return (statusForCompletion(to, kind === 'done') ?? statusesOf(to)[0])?.id;
}

/** Which orbit and list the task lives in; changing either moves it there. */
export function TaskPlacementFields({ item, data, actions }: Props) {
  const { t } = useTranslation('tasks');
  const lists = data.lists.filter((l) => l.orbitId === item.orbitId);
  const knownList = lists.some((l) => l.id === item.listId);

  const moveToOrbit = (orbitId: string) => {
    const to = data.orbits.find((o) => o.id === orbitId);
    if (!to || to.id === item.orbitId) return;
    const from = data.orbits.find((o) => o.id === item.orbitId);
    // The lists come in position order.
    const firstList = data.lists.find((l) => l.orbitId === to.id);
    const statusId = sameKindStatus(from, item.statusId, to);
    // The status is sent too, so the moved row is whole at once here, even offline.
    void actions.updateTask(item, {
      orbitId: to.id,
      listId: firstList?.id ?? null,
      ...(statusId ? { statusId } : {}),
    });
  };

  return (
    <>
      <TaskSelectField
        label={t('fields.orbit')}
        value={item.orbitId}
        options={data.orbits.map((o) => ({ value: o.id, label: o.name, leading: <OrbitBadge orbit={o} /> }))}
        onChange={moveToOrbit}
      />
      <TaskSelectField
        label={t('fields.list')}
        value={knownList ? (item.listId ?? '') : ''}
        options={lists.map((l) => ({ value: l.id, label: l.name }))}
        empty={t('fields.noList')}
        onChange={(listId) => void actions.updateTask(item, { listId: listId || null })}
      />
    </>
  );
}
