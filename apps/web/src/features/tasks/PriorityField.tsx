import { useTranslation } from 'react-i18next';
import { PriorityIcon } from '../../ui/PriorityIcon';
import { type Priority, priorities } from '../sync/schemas';
import { TaskSelectField } from './TaskSelectField';

type Props = { value: Priority; onChange: (priority: Priority) => void };

/** The Priority drop-down. */
export function PriorityField({ value, onChange }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <TaskSelectField
      label={t('fields.priority')}
      value={value}
      options={priorities.map((p) => ({
        value: p,
        label: t(`priority.${p}`),
        leading: <PriorityIcon priority={p} />,
      }))}
      onChange={(p) => onChange(p as Priority)}
    />
  );
}
