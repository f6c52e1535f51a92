import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../ui/StatusIcon';
import type { TaskStatus } from '../sync/schemas';
import { TaskSelectField } from './TaskSelectField';
import { statusProgress } from './TaskStatusToggle';

type Props = {
  statuses: TaskStatus[];
  value: string;
  onChange: (status: TaskStatus | undefined, id: string) => void;
};

/** The Status drop-down: the statuses of the task's orbit. */
export function StatusField({ statuses, value, onChange }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <TaskSelectField
      label={t('fields.status')}
      value={value}
      options={statuses.map((s) => ({
        value: s.id,
        label: s.name,
        leading: (
          <StatusIcon
            kind={s.kind === 'done' ? 'done' : 'open'}
            progress={statusProgress(statuses, s)}
            color={s.color ?? undefined}
          />
        ),
      }))}
      onChange={(id) =>
        onChange(
          statuses.find((s) => s.id === id),
          id,
        )
      }
    />
  );
}
