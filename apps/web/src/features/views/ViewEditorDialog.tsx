import { createViewSchema, dueFilters, viewGroupings, viewLayouts, viewSortFields } from '@orbit/shared';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { priorities, type View } from '../sync/schemas';
import type { TaskData } from '../tasks/useTaskData';
import type { ScopeContext } from '../tasks/useTaskScope';
import { CheckGroup } from './CheckGroup';
import { type DueFilter, draftFromView, fieldsFromDraft, type ViewDraft } from './viewDraft';
import './views.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: Pick<TaskData, 'orbits' | 'members' | 'labels'>;
  ctx: Pick<ScopeContext, 'viewActions'>;
  /** The view to edit; without one the dialog creates a view. */
  view?: View;
  /** After a save, with the view's id (a new view's temporary id). */
  onSaved?: (id: string) => void;
};

/** Creates or edits a saved view: name, who sees it, layout, filters, grouping, sort. */
export function ViewEditorDialog({ open, onOpenChange, data, ctx, view, onSaved }: Props) {
  const { t } = useTranslation(['views', 'tasks']);
  const id = useId();
  const [draft, setDraft] = useState<ViewDraft>(() => draftFromView(view));
  const [error, setError] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const set = <K extends keyof ViewDraft>(key: K, value: ViewDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = createViewSchema.shape.name.safeParse(draft.name);
    if (!name.success) {
      setError(t(draft.name.trim() ? 'views:editor.nameTooLong' : 'views:editor.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    const fields = fieldsFromDraft(draft);
    const saved = view
      ? await ctx.viewActions.updateView(view, fields).then(() => view.id)
      : await ctx.viewActions.createView(fields);
    setError('');
    onOpenChange(false);
    onSaved?.(saved);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="view-overlay" />
        <Dialog.Content className="view-editor" aria-describedby={undefined}>
          <Dialog.Title className="view-editor-title">
            {t(view ? 'views:editor.editTitle' : 'views:editor.newTitle')}
          </Dialog.Title>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <label className="view-field">
              <span>{t('views:editor.name')}</span>
              <input
                ref={nameRef}
                value={draft.name}
                maxLength={80}
                onChange={(e) => set('name', e.target.value)}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </label>
            {error && (
              <p id={`${id}-error`} role="alert" className="view-error">
                {error}
              </p>
            )}
            <div className="view-editor-row">
              <fieldset className="view-checks">
                <legend>{t('views:editor.visibility')}</legend>
                <div className="view-checks-options">
                  {(['private', 'shared'] as const).map((v) => (
                    <label key={v}>
                      <input
                        type="radio"
                        name={`${id}-visibility`}
                        checked={draft.visibility === v}
                        onChange={() => set('visibility', v)}
                      />
                      {t(`views:visibility.${v}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <label className="view-field">
                <span>{t('views:editor.layout')}</span>
                <select
                  value={draft.layout}
                  onChange={(e) => set('layout', e.target.value as ViewDraft['layout'])}
                >
                  {viewLayouts.map((l) => (
                    <option key={l} value={l}>
                      {t(`tasks:layout.${l}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>

            <fieldset className="view-filters">
              <legend>{t('views:editor.filters')}</legend>
              <label className="view-field">
                <span>{t('views:editor.text')}</span>
                <input value={draft.text} maxLength={200} onChange={(e) => set('text', e.target.value)} />
              </label>
              <div className="view-editor-grid">
                <CheckGroup
                  legend={t('views:editor.orbits')}
                  options={data.orbits.map((o) => ({ value: o.id, label: o.name }))}
                  value={draft.orbitIds}
                  onChange={(v) => set('orbitIds', v)}
                  emptyText={t('views:editor.noOrbits')}
                />
                <CheckGroup
                  legend={t('views:editor.assignees')}
                  options={data.members.map((m) => ({ value: m.userId, label: m.name ?? m.email ?? '' }))}
                  value={draft.assigneeIds}
                  onChange={(v) => set('assigneeIds', v)}
                />
                <CheckGroup
                  legend={t('views:editor.status')}
                  options={(['open', 'done'] as const).map((k) => ({
                    value: k,
                    label: t(`views:kind.${k}`),
                  }))}
                  value={draft.statusKinds}
                  onChange={(v) => set('statusKinds', v)}
                />
                <CheckGroup
                  legend={t('views:editor.priorities')}
                  options={priorities.map((p) => ({ value: p, label: t(`tasks:priority.${p}`) }))}
                  value={draft.priorities}
                  onChange={(v) => set('priorities', v)}
                />
                <CheckGroup
                  legend={t('views:editor.labels')}
                  options={data.labels.map((l) => ({ value: l.id, label: l.name }))}
                  value={draft.labelIds}
                  onChange={(v) => set('labelIds', v)}
                  emptyText={t('views:editor.noLabels')}
                />
                <label className="view-field">
                  <span>{t('views:editor.due')}</span>
                  <select value={draft.due} onChange={(e) => set('due', e.target.value as DueFilter | '')}>
                    <option value="">{t('views:due.any')}</option>
                    {dueFilters.map((d) => (
                      <option key={d} value={d}>
                        {t(`views:due.${d}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </fieldset>

            <div className="view-editor-row">
              <label className="view-field">
                <span>{t('views:editor.groupBy')}</span>
                <select
                  value={draft.groupBy}
                  onChange={(e) => set('groupBy', e.target.value as ViewDraft['groupBy'])}
                >
                  {viewGroupings.map((g) => (
                    <option key={g} value={g}>
                      {t(`views:groupBy.${g}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="view-field">
                <span>{t('views:editor.sortBy')}</span>
                <select
                  value={draft.sortField}
                  onChange={(e) => set('sortField', e.target.value as ViewDraft['sortField'])}
                >
                  {viewSortFields.map((f) => (
                    <option key={f} value={f}>
                      {t(`views:sortBy.${f}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="view-field">
                <span>{t('views:editor.direction')}</span>
                <select
                  value={draft.sortDir}
                  onChange={(e) => set('sortDir', e.target.value as ViewDraft['sortDir'])}
                >
                  <option value="asc">{t('views:direction.asc')}</option>
                  <option value="desc">{t('views:direction.desc')}</option>
                </select>
              </label>
            </div>
            <label className="view-inline-check">
              <input
                type="checkbox"
                checked={draft.showCompleted}
                onChange={(e) => set('showCompleted', e.target.checked)}
              />
              {t('views:editor.showCompleted')}
            </label>
            <div className="view-editor-actions">
              <Dialog.Close asChild>
                <Button variant="secondary" type="button">
                  {t('views:editor.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit">{t(view ? 'views:editor.save' : 'views:editor.create')}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
