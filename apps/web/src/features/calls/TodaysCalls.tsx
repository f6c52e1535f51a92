import type { CallHistoryEntry } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import Phone from 'lucide-react/icons/phone';
import PhoneMissed from 'lucide-react/icons/phone-missed';
import PhoneOff from 'lucide-react/icons/phone-off';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePeople } from '../people/usePeople';
import { useCallStore } from '../sync/callStore';
import { fetchCallHistory, meetingPath } from '../sync/callsApi';

// Calls cannot be scheduled, so "upcoming and today's calls" (PRODUCT.md: My dashboard, Today) are the
// calls going on that one is part of (to join) and the calls of today, from the reader's history.

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Going on (started, not ended) first, then today's others, newest first. */
export function todaysCalls(entries: readonly CallHistoryEntry[], now: Date): CallHistoryEntry[] {
  const live = (e: CallHistoryEntry) => e.call.startedAt !== null && e.call.endedAt === null;
  const kept = entries.filter((e) => live(e) || sameDay(new Date(e.call.createdAt), now));
  return [...kept.filter(live), ...kept.filter((e) => !live(e))];
}

/** The reader's calls going on and of today; refreshed when a call this tab hears of changes. */
export function useTodaysCalls(org: string): { entries: CallHistoryEntry[]; loaded: boolean } {
  const heard = useCallStore((s) => Object.values(s.calls).reduce((sum, c) => sum + c.seq, 0));
  const history = useQuery({
    queryKey: ['calls', 'history', org, heard],
    queryFn: () => fetchCallHistory(org),
    placeholderData: (previous) => previous,
  });
  const entries = useMemo(() => todaysCalls(history.data ?? [], new Date()), [history.data]);
  return { entries, loaded: history.isSuccess };
}

type Props = { org: string; workspaceId: string; meId: string; entries: readonly CallHistoryEntry[] };

/** Rows of calls: who, when, going on (Join) or how it went. */
export function TodaysCallRows({ org, workspaceId, meId, entries }: Props) {
  const { t, i18n } = useTranslation('calls');
  const { people } = usePeople(workspaceId);
  const names = useMemo(() => new Map(people.map((p) => [p.userId, p.name])), [people]);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  return (
    <ul className="todays-calls" aria-label={t('today.listLabel')}>
      {entries.map(({ call, outcome, durationSeconds }) => {
        const others = call.participants
          .filter((p) => p.userId !== meId)
          .map((p) => names.get(p.userId) ?? t('call.someone'))
          .join(', ');
        const title = call.kind === 'adhoc' ? t('history.meetingTitle') : others || t('history.withNobody');
        const live = call.startedAt !== null && call.endedAt === null;
        const Icon = live ? Phone : outcome === 'missed' ? PhoneMissed : PhoneOff;
        // How long, for a call one was in; otherwise how it went (missed, declined…).
        const length =
          outcome !== 'answered' || durationSeconds === null
            ? null
            : durationSeconds < 60
              ? t('inConversation.underMinute')
              : t('inConversation.minutes', { count: Math.round(durationSeconds / 60) });
        return (
          <li key={call.id} className="todays-call" data-live={live || undefined}>
            <Icon size={15} aria-hidden="true" />
            <span className="todays-call-title">{title}</span>
            <span className="todays-call-meta">
              <time dateTime={call.createdAt}>{time.format(new Date(call.createdAt))}</time>
              {' · '}
              {live ? t('today.live') : (length ?? t(`history.outcome_${outcome}`))}
            </span>
            {live && (
              <Link
                className="todays-call-join"
                to={meetingPath(org, call.id)}
                aria-label={t('today.joinLabel', { title })}
              >
                {t('today.join')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Today's page: its calls above the tasks (nothing when there are none). */
export function TodaysCallsSection({ org, workspaceId, meId }: Omit<Props, 'entries'>) {
  const { t } = useTranslation('calls');
  const { entries } = useTodaysCalls(org);
  if (entries.length === 0) return null;
  return (
    <section className="task-group" aria-labelledby="today-calls">
      <h2 id="today-calls" className="task-list-header">
        {t('today.section')} <span className="task-count">{entries.length}</span>
      </h2>
      <TodaysCallRows org={org} workspaceId={workspaceId} meId={meId} entries={entries} />
    </section>
  );
}
