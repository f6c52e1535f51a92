import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';
import type { Item } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';

/** The server's limit on a description (packages/shared task-bodies.schemas.ts). */
const DESCRIPTION_MAX = 100_000;

type Props = { item: Item; actions: TaskActions };

/** The task's rich-text description, saved after a pause in typing and on blur. */
export function DescriptionField({ item, actions }: Props) {
  const { t } = useTranslation('taskDetail');
  const { t: tTasks } = useTranslation('tasks');
  const headingId = useId();
  const current = useRef(item);
  current.current = item;
  return (
    <section className="task-detail-section task-description" aria-labelledby={headingId}>
      <h3 id={headingId} className="task-detail-heading">
        {tTasks('fields.description')}
      </h3>
      <LazyRichTextEditor
        value={item.description ?? ''}
        label={tTasks('fields.description')}
        placeholder={t('description.placeholder')}
        maxLength={DESCRIPTION_MAX}
        onChange={(description) => {
          if (description !== (current.current.description ?? ''))
            void actions.updateTask(current.current, { description });
        }}
      />
    </section>
  );
}
