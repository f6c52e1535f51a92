import { messagePlainText } from '@orbit/shared';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from '../../lib/dates/formatDay';
import { Menu } from '../../ui/Menu';
import { toast } from '../../ui/toast';
import { ScheduleTimeDialog } from './ScheduleTimeDialog';
import { schedulePresets } from './scheduleTimes';

type Props = {
  /** The composer's text now, and the way to empty it once scheduled. */
  body: () => string;
  clear: () => void;
  onSchedule: (body: string, at: Date) => void;
};

/** "Send later": presets and a custom time; the composer's text becomes a scheduled message. */
export function ScheduleMenu({ body, clear, onSchedule }: Props) {
  const { t, i18n } = useTranslation('chat');
  const [custom, setCustom] = useState(false);
  const labels = { yesterday: t('day.yesterday'), today: t('day.today'), tomorrow: t('day.tomorrow') };
  const when = (at: Date) =>
    `${formatDay(at, new Date(), i18n.language, labels)} ${formatTime(at, i18n.language)}`;

  const schedule = (at: Date) => {
    const text = body();
    if (messagePlainText(text) === '') {
      toast.info(t('schedule.empty'));
      return;
    }
    onSchedule(text, at);
    clear();
    toast.success(t('schedule.done', { when: when(at) }));
  };

  const presets = schedulePresets(new Date());
  return (
    <>
      <Menu
        label={t('schedule.menu')}
        side="top"
        align="end"
        items={[
          { kind: 'heading', label: t('schedule.menu') },
          ...presets.map((preset) => ({
            label: t(`schedule.presets.${preset.id}`),
            hint: when(preset.at),
            onSelect: () => schedule(preset.at),
          })),
          { kind: 'separator' as const },
          { label: t('schedule.custom'), onSelect: () => setCustom(true) },
        ]}
      >
        <button
          type="button"
          className="chat-composer-tool"
          aria-label={t('schedule.menu')}
          title={t('schedule.menu')}
        >
          <CalendarClock size={16} aria-hidden="true" />
        </button>
      </Menu>
      {custom && (
        <ScheduleTimeDialog
          open
          onOpenChange={setCustom}
          initial={presets[0]?.at ?? new Date()}
          title={t('schedule.customTitle')}
          onConfirm={schedule}
        />
      )}
    </>
  );
}
