import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../../lib/dates/formatDay';

/** An instant in the seed's words: "Today 3:05 PM", "Monday 9:00 AM", "12 March 2026 4:30 PM". */
export function useWhen(): (iso: string) => string {
  const { t, i18n } = useTranslation('tasks');
  const labels = { yesterday: t('dates.yesterday'), today: t('dates.today'), tomorrow: t('dates.tomorrow') };
  return (iso) => {
    const date = new Date(iso);
    return `${formatDay(date, new Date(), i18n.language, labels)} ${formatTime(date, i18n.language)}`;
  };
}
