import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarStack } from '../../ui/Avatar';
import { DatePicker, type DatePickerLabels } from '../../ui/DatePicker';
import { Picker, type PickerOption } from '../../ui/Picker';
import { PickerTrigger } from '../../ui/PickerTrigger';
import { PriorityIcon, type PriorityLevel } from '../../ui/PriorityIcon';
import { StatusIcon } from '../../ui/StatusIcon';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';
import './galleryStrings';

const STATUSES = [
  { value: 'backlog', kind: 'open', progress: 0, color: 'var(--color-text-subtle)' },
  { value: 'progress', kind: 'open', progress: 0.5, color: 'var(--color-warning)' },
  { value: 'review', kind: 'open', progress: 0.75, color: 'var(--color-info)' },
  { value: 'done', kind: 'done', progress: 1, color: 'var(--color-accent)' },
] as const;
const PRIORITIES: PriorityLevel[] = ['none', 'urgent', 'high', 'medium', 'low'];
const PEOPLE = [
  { id: 'u-ada', name: 'Ada Lovelace' },
  { id: 'u-grace', name: 'Grace Hopper' },
  { id: 'u-alan', name: 'Alan Turing' },
  { id: 'u-katherine', name: 'Katherine Johnson' },
  { id: 'u-linus', name: 'Linus Torvalds' },
];
const LABELS = [
  { value: 'bug', color: '#d22d33' },
  { value: 'feature', color: '#7c4ddb' },
  { value: 'design', color: '#cf255e' },
  { value: 'docs', color: '#15803d' },
];

/** The pickers and the pieces of a task row: status, priority, people, labels and dates. */
export function PickerGallery() {
  const { t, i18n } = useTranslation('gallery');
  const { t: tc } = useTranslation('common');
  const [status, setStatus] = useState<string>('progress');
  const [priority, setPriority] = useState<string>('high');
  const [assignees, setAssignees] = useState<string[]>(['u-ada', 'u-grace']);
  const [labels, setLabels] = useState<string[]>(['bug']);
  const [due, setDue] = useState({ date: '2026-11-27', time: '' });
  const [start, setStart] = useState({ date: '', time: '' });

  const statusOptions: PickerOption[] = STATUSES.map((s) => ({
    value: s.value,
    label: t(`pickers.status.${s.value}`),
    leading: <StatusIcon kind={s.kind} progress={s.progress} color={s.color} />,
  }));
  const priorityOptions: PickerOption[] = PRIORITIES.map((p, index) => ({
    value: p,
    label: t(`pickers.priority.${p}`),
    leading: <PriorityIcon priority={p} />,
    hint: String(index),
  }));
  const peopleOptions: PickerOption[] = PEOPLE.map((person) => ({
    value: person.id,
    label: person.name,
    avatar: person,
  }));
  const labelOptions: PickerOption[] = LABELS.map((label) => ({
    value: label.value,
    label: t(`pickers.labels.${label.value}`),
    color: label.color,
  }));
  const dateLabels = tc('datePicker', { returnObjects: true }) as DatePickerLabels;
  const current = STATUSES.find((s) => s.value === status);
  const chosenPeople = PEOPLE.filter((person) => assignees.includes(person.id));

  return (
    <GallerySection id="pickers" title={t('pickers.title')} description={t('pickers.description')}>
      <div className={styles.row}>
        <Picker
          label={t('pickers.statusLabel')}
          options={statusOptions}
          value={status}
          onChange={setStatus}
          searchPlaceholder={tc('picker.search')}
          emptyText={tc('picker.noMatches')}
        >
          <PickerTrigger aria-label={t('pickers.statusLabel')} data-testid="gallery-status">
            {current && <StatusIcon kind={current.kind} progress={current.progress} color={current.color} />}
            {t(`pickers.status.${status}`)}
          </PickerTrigger>
        </Picker>
        <Picker
          label={t('pickers.priorityLabel')}
          options={priorityOptions}
          value={priority}
          onChange={setPriority}
          searchPlaceholder={tc('picker.search')}
          emptyText={tc('picker.noMatches')}
        >
          <PickerTrigger aria-label={t('pickers.priorityLabel')}>
            <PriorityIcon priority={priority as PriorityLevel} />
            {t(`pickers.priority.${priority}`)}
          </PickerTrigger>
        </Picker>
        <Picker
          multiple
          label={t('pickers.assigneesLabel')}
          options={peopleOptions}
          value={assignees}
          onChange={setAssignees}
          searchPlaceholder={tc('picker.search')}
          emptyText={tc('picker.noMatches')}
        >
          <PickerTrigger aria-label={t('pickers.assigneesLabel')} placeholder={t('pickers.nobody')}>
            {chosenPeople.length > 0 && (
              <>
                <AvatarStack people={chosenPeople} label={chosenPeople.map((p) => p.name).join(', ')} />
                {chosenPeople.length === 1
                  ? chosenPeople[0]?.name
                  : t('pickers.people', { count: chosenPeople.length })}
              </>
            )}
          </PickerTrigger>
        </Picker>
        <Picker
          multiple
          label={t('pickers.labelsLabel')}
          options={labelOptions}
          value={labels}
          onChange={setLabels}
          searchPlaceholder={tc('picker.search')}
          emptyText={tc('picker.noMatches')}
        >
          <PickerTrigger aria-label={t('pickers.labelsLabel')} placeholder={t('pickers.noLabels')}>
            {labels.length > 0 && labels.map((l) => t(`pickers.labels.${l}`)).join(', ')}
          </PickerTrigger>
        </Picker>
      </div>
      <div className={styles.row}>
        <DatePicker
          label={t('pickers.due')}
          placeholder={t('pickers.noDate')}
          locale={i18n.language}
          labels={dateLabels}
          value={due.date}
          time={due.time}
          withTime
          onChange={(date, time) => setDue({ date, time })}
        />
        <DatePicker
          label={t('pickers.start')}
          placeholder={t('pickers.start')}
          locale={i18n.language}
          labels={dateLabels}
          value={start.date}
          variant="ghost"
          onChange={(date, time) => setStart({ date, time })}
        />
      </div>
      <h3 className={styles.subTitle}>{t('pickers.icons')}</h3>
      <div className={styles.row}>
        {STATUSES.map((s) => (
          <StatusIcon
            key={s.value}
            kind={s.kind}
            progress={s.progress}
            color={s.color}
            size={16}
            label={t(`pickers.status.${s.value}`)}
          />
        ))}
        {PRIORITIES.map((p) => (
          <PriorityIcon key={p} priority={p} size={16} label={t(`pickers.priority.${p}`)} />
        ))}
      </div>
      <h3 className={styles.subTitle}>{t('pickers.avatars')}</h3>
      <div className={styles.row}>
        {PEOPLE.map((person) => (
          <Avatar key={person.id} person={person} size={24} labelled />
        ))}
        <Avatar person={PEOPLE[0] ?? { id: 'x', name: 'X' }} size={32} labelled />
        <AvatarStack people={PEOPLE} size={24} max={4} label={PEOPLE.map((p) => p.name).join(', ')} />
      </div>
    </GallerySection>
  );
}
