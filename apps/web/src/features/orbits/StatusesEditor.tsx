import type { Active, DragEndEvent, Over } from '@dnd-kit/core';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectPicker } from '../../ui/SelectPicker';
import type { Item, Orbit, TaskStatus } from '../sync/schemas';
import { DragArea, type DragWords } from '../tasks/DragArea';
import { statusesOf } from '../tasks/filterTasks';
import { DragPicture } from './DragPicture';
import { newStatusId } from './newStatusId';
import type { OrbitActions, StatusInput } from './orbitActions';
import { type StatusChange, type StatusDrag, type StatusDrop, StatusRow } from './StatusRow';
import { useOutcomeText } from './useOutcomeText';
import { useRowErrors } from './useRowErrors';
import { collideInList, verticalListCoordinates } from './verticalDrag';

type Props = {
  orbit: Orbit;
  /** The orbit's tasks, Trash included (a trashed task keeps its status). */
  items: Item[];
  canEdit: boolean;
  actions: Pick<OrbitActions, 'saveStatuses'>;
};

const toInput = (statuses: TaskStatus[]): StatusInput[] =>
  statuses.map((status, position) => ({
    id: status.id,
    name: status.name,
    kind: status.kind,
    color: status.color ?? 'gray',
    position,
  }));

const draggedId = (active: Active) => (active.data.current as StatusDrag | undefined)?.statusId;
const droppedOnId = (over: Over | null) => (over?.data.current as StatusDrop | undefined)?.statusId;

/**
 * The orbit's ordered statuses: add, rename, recolour, change kind, reorder (drag by the grip, with
 * the pointer or the keyboard, as list rows drag; or the move buttons), delete. Each change is saved at once; one the server refuses comes back
 * with its reason on the row it concerns.
 */
export function StatusesEditor({ orbit, items, canEdit, actions }: Props) {
  const { t } = useTranslation('orbits');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const outcomeText = useOutcomeText();
  const statuses = statusesOf(orbit);
  const { errors, setError } = useRowErrors();
  const [dragging, setDragging] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [newKind, setNewKind] = useState<'open' | 'done'>('open');
  const [addError, setAddError] = useState('');
  const usage = useMemo(() => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item.statusId ?? '', (counts.get(item.statusId ?? '') ?? 0) + 1);
    return counts;
  }, [items]);
  const kinds = { open: 0, done: 0 };
  for (const status of statuses) kinds[status.kind] += 1;

  const save = async (next: TaskStatus[], rowId: string | null) => {
    if (rowId) setError(rowId, null);
    const outcome = await actions.saveStatuses(orbit, toInput(next));
    if (outcome.ok) return;
    const message = outcomeText(outcome.error, 'statuses');
    if (rowId) setError(rowId, message);
    else setAddError(message);
  };

  const change = (status: TaskStatus, patch: StatusChange) =>
    void save(
      statuses.map((s) => (s.id === status.id ? { ...s, ...patch } : s)),
      status.id,
    );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= statuses.length || from === to) return;
    const next = [...statuses];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    void save(next, moved.id);
  };

  const indexOf = (id: string | undefined) => statuses.findIndex((s) => s.id === id);
  const words: DragWords = {
    name: (active) => t('statuses.dragName', { name: statuses[indexOf(draggedId(active))]?.name ?? '' }),
    place: (active, over) => {
      const to = indexOf(droppedOnId(over));
      if (to < 0 || to === indexOf(draggedId(active))) return null;
      return t('statuses.dropAt', { position: to + 1, count: statuses.length });
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const from = indexOf(draggedId(active));
    if (from >= 0) move(from, indexOf(droppedOnId(over)));
  };
  const draggedStatus = statuses.find((s) => s.id === dragging);

  const remove = (status: TaskStatus) => {
    const used = usage.get(status.id) ?? 0;
    if (used > 0) {
      setError(status.id, t('statuses.inUse', { count: used, name: status.name }));
      return;
    }
    void save(
      statuses.filter((s) => s.id !== status.id),
      status.id,
    );
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return setAddError(t('statuses.nameRequired'));
    setAddError('');
    setNewName('');
    void save(
      [...statuses, { id: newStatusId(), name, kind: newKind, color: 'gray', position: statuses.length }],
      null,
    );
  };

  return (
    <section className="orbit-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('statuses.title')}</h3>
      <p className="orbit-muted">{t('statuses.intro')}</p>
      <DragArea
        words={words}
        coordinateGetter={verticalListCoordinates}
        collisionDetection={collideInList}
        onDragStart={({ active }) => setDragging(draggedId(active) ?? null)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        picture={draggedStatus && <DragPicture label={draggedStatus.name} kind="status" />}
      >
        <ol className="orbit-status-list">
          {statuses.map((status, index) => (
            <StatusRow
              key={status.id}
              status={status}
              index={index}
              count={statuses.length}
              lastOfKind={kinds[status.kind] === 1}
              canEdit={canEdit}
              error={errors[status.id]}
              onChange={(patch) => change(status, patch)}
              onInvalid={(message) => setError(status.id, message)}
              onMove={(to) => move(index, to)}
              onDelete={() => remove(status)}
            />
          ))}
        </ol>
      </DragArea>
      {canEdit && (
        <form className="orbit-add-row" onSubmit={add} noValidate>
          <input
            className="orbit-input"
            aria-label={t('statuses.newName')}
            placeholder={t('statuses.newName')}
            value={newName}
            maxLength={40}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? `${id}-add-error` : undefined}
            onChange={(e) => setNewName(e.target.value)}
          />
          <SelectPicker
            label={t('statuses.newKind')}
            options={[
              { value: 'open', label: t('statuses.open') },
              { value: 'done', label: t('statuses.done') },
            ]}
            value={newKind}
            onChange={(kind) => setNewKind(kind === 'done' ? 'done' : 'open')}
            searchPlaceholder={tc('picker.search')}
            emptyText={tc('picker.noMatches')}
            width={160}
          />
          <button type="submit" className="orbit-button">
            {t('statuses.add')}
          </button>
          {addError && (
            <p id={`${id}-add-error`} role="alert" className="orbit-error orbit-add-error">
              {addError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
