import { useTranslation } from 'react-i18next';
import type { Item, Orbit, SyncMember } from '../sync/schemas';
import { DueBadge } from './DueBadge';
import { statusesOf } from './filterTasks';

type Props = {
  orbit: Orbit | undefined;
  orbits?: Orbit[];
  items: Item[];
  members: SyncMember[];
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
};

/** Tasks as a table: title, status, priority, assignees, due date. */
export function TableLayout({ orbit, orbits, items, members, selectedId, onOpen }: Props) {
  const { t } = useTranslation('tasks');
  const statusName = (item: Item) => {
    const own = orbit ?? orbits?.find((o) => o.id === item.orbitId);
    return statusesOf(own).find((s) => s.id === item.statusId)?.name ?? '';
  };
  return (
    <div className="task-scroll">
      <table className="task-table" aria-label={t('table.label')}>
        <thead>
          <tr>
            <th scope="col">{t('fields.title')}</th>
            <th scope="col">{t('fields.status')}</th>
            <th scope="col">{t('fields.priority')}</th>
            <th scope="col">{t('fields.assignees')}</th>
            <th scope="col">{t('fields.due')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-selected={item.id === selectedId || undefined}>
              <td>
                <button type="button" className="task-title" onClick={() => onOpen(item)}>
                  {item.title}
                </button>
              </td>
              <td>{statusName(item)}</td>
              <td>{t(`priority.${item.priority}`)}</td>
              <td>
                {item.assigneeIds.map((id) => members.find((m) => m.userId === id)?.name ?? '').join(', ')}
              </td>
              <td>
                <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
