import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DatePicker, type DatePickerLabels } from '../../ui/DatePicker';
import { Dialog } from '../../ui/Dialog';
import { dateParts, localDateTime } from './scheduleTimes';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where it starts (an hour from now for a new one). */
  initial: Date;
  title: string;
  onConfirm: (at: Date) => void;
};

/** Picks a date and time in the future for a scheduled message. */
export function ScheduleTimeDialog({ open, onOpenChange, initial, title, onConfirm }: Props) {
  const { t, i18n } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const labels = tCommon('datePicker', { returnObjects: true }) as DatePickerLabels;
  const [parts, setParts] = useState(() => dateParts(initial));
  const at = localDateTime(parts.date, parts.time);
  const problem = !at ? t('schedule.pickTime') : at.getTime() <= Date.now() ? t('schedule.past') : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('message.cancel')}
          </Button>
          <Button
            disabled={problem !== null}
            onClick={() => {
              if (!at || problem) return;
              onConfirm(at);
              onOpenChange(false);
            }}
          >
            {t('schedule.confirm')}
          </Button>
        </>
      }
    >
      <div className="chat-form">
        <DatePicker
          value={parts.date}
          time={parts.time}
          withTime
          locale={i18n.language}
          labels={labels}
          label={t('schedule.when')}
          placeholder={t('schedule.when')}
          onChange={(date, time) => setParts({ date, time: time || parts.time })}
        />
        {problem && parts.date && (
          <p className="chat-field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}
