import { createViewSchema, dueFilters, viewGroupings, viewLayouts, viewSortFields } from '@orbit/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { SelectPicker } from '../../ui/SelectPicker';
import { priorities, type View } from '../sync/schemas';
import type { TaskData } from '../tasks/useTaskData';
import type { ScopeContext } from '../tasks/useTaskScope';
import { CheckGroup } from './CheckGroup';
import { type DueFilter, draftFromView, fieldsFromDraft, type ViewDraft } from './viewDraft';
import '../tasks/views.css';
import { FormDialogFooter } from '../../ui/FormDialogFooter';

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
  const { t: tc } = useTranslation('common');
  const pick = { searchPlaceholder: tc('picker.search'), emptyText: tc('picker.noMatches'), width: 200 };
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(view ? 'views:editor.editTitle' : 'views:editor.newTitle')}
      closeLabel={t('views:editor.cancel')}
      size="lg"
      fullScreenOnMobile
      name="view-editor"
      className="view-editor"
      footer={
        <FormDialogFooter
          formId={`${id}-form`}
          cancelLabel={t('views:editor.cancel')}
          submitLabel={t(view ? 'views:editor.save' : 'views:editor.create')}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate>
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
          <div className="view-field">
            <span id={`${id}-visibility`}>{t('views:editor.visibility')}</span>
            <SegmentedControl
              labelledBy={`${id}-visibility`}
              options={(['private', 'shared'] as const).map((v) => ({
                value: v,
                label: t(`views:visibility.${v}`),
              }))}
              value={draft.visibility}
              onChange={(v) => set('visibility', v)}
              fullWidth
            />
          </div>
          <div className="view-field">
            <span aria-hidden="true">{t('views:editor.layout')}</span>
            <SelectPicker
              label={t('views:editor.layout')}
              options={viewLayouts.map((l) => ({ value: l, label: t(`tasks:layout.${l}`) }))}
              value={draft.layout}
              onChange={(value) => set('layout', value as ViewDraft['layout'])}
              {...pick}
            />
          </div>
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
            <div className="view-field">
              <span aria-hidden="true">{t('views:editor.due')}</span>
              <SelectPicker
                label={t('views:editor.due')}
                options={[
                  { value: '', label: t('views:due.any') },
                  ...dueFilters.map((d) => ({ value: d, label: t(`views:due.${d}`) })),
                ]}
                value={draft.due}
                onChange={(value) => set('due', value as DueFilter | '')}
                {...pick}
              />
            </div>
          </div>
        </fieldset>

        <div className="view-editor-row">
          <div className="view-field">
            <span aria-hidden="true">{t('views:editor.groupBy')}</span>
            <SelectPicker
              label={t('views:editor.groupBy')}
              options={viewGroupings.map((g) => ({ value: g, label: t(`views:groupBy.${g}`) }))}
              value={draft.groupBy}
              onChange={(value) => set('groupBy', value as ViewDraft['groupBy'])}
              {...pick}
            />
          </div>
          <div className="view-field">
            <span aria-hidden="true">{t('views:editor.sortBy')}</span>
            <SelectPicker
              label={t('views:editor.sortBy')}
              options={viewSortFields.map((f) => ({ value: f, label: t(`views:sortBy.${f}`) }))}
              value={draft.sortField}
              onChange={(value) => set('sortField', value as ViewDraft['sortField'])}
              {...pick}
            />
          </div>
          <div className="view-field">
            <span aria-hidden="true">{t('views:editor.direction')}</span>
            <SelectPicker
              label={t('views:editor.direction')}
              options={[
                { value: 'asc', label: t('views:direction.asc') },
                { value: 'desc', label: t('views:direction.desc') },
              ]}
              value={draft.sortDir}
              onChange={(value) => set('sortDir', value as ViewDraft['sortDir'])}
              {...pick}
            />
          </div>
        </div>
        <Checkbox
          className="view-inline-check"
          checked={draft.showCompleted}
          onCheckedChange={(checked) => set('showCompleted', checked)}
          label={t('views:editor.showCompleted')}
        />
      </form>
    </Dialog>
  );
}
