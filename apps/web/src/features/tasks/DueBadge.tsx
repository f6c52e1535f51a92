import { useTranslation } from 'react-i18next';
import { dueState } from '../../lib/dates/dueDate';
import { formatDay, formatTime } from '../../lib/dates/formatDay';

type Props = { dueAt: string | null | undefined; dueHasTime: boolean };

/** The due date in the seed's words (Today, Tomorrow, weekday…) with its due-state classes. */
export function DueBadge({ dueAt, dueHasTime }: Props) {
  const { t, i18n } = useTranslation('tasks');
  if (!dueAt) return null;
  const due = new Date(dueAt);
  const now = new Date();
  const state = dueState(due, dueHasTime, now);
  const labels = { yesterday: t('dates.yesterday'), today: t('dates.today'), tomorrow: t('dates.tomorrow') };
  const text = formatDay(due, now, i18n.language, labels);
  return (
    <time className={`task-due ${state.className}`} dateTime={dueAt}>
      {dueHasTime ? `${text} ${formatTime(due, i18n.language)}` : text}
    </time>
  );
}
