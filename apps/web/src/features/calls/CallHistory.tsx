import type { CallHistoryEntry } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBreadcrumb } from '../../lib/breadcrumbStore';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast';
import type { Person } from '../people/people';
import { usePeople } from '../people/usePeople';
import { useCallStore } from '../sync/callStore';
import { fetchCallHistory, meetingPath, startCallWith } from '../sync/callsApi';
import './calls.css';

type Props = { org: string; workspaceId: string; meId: string };

/** 65 → "1:05", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const outcomeIcon = {
  answered: 'phone',
  ongoing: 'phone',
  ringing: 'phone',
  declined: 'hang-up',
  missed: 'phone-missed',
} as const;

/** `/:org/meetings/history` (calls-home): who, when, how long, missed or declined; call back. */
export function CallHistory({ org, workspaceId, meId }: Props) {
  const { t, i18n } = useTranslation('calls');
  const navigate = useNavigate();
  const { people } = usePeople(workspaceId);
  const byId = useMemo(() => new Map(people.map((p) => [p.userId, p])), [people]);
  // Changes of calls this tab hears about refresh the list.
  const heard = useCallStore((s) => Object.values(s.calls).reduce((sum, c) => sum + c.seq, 0));
  const history = useQuery({
    queryKey: ['calls', 'history', org, heard],
    queryFn: () => fetchCallHistory(org),
    placeholderData: (previous) => previous,
  });
  const [starting, setStarting] = useState<string | null>(null);
  useBreadcrumb(useMemo(() => [{ key: 'history', label: t('history.title') }], [t]));

  const call = async (key: string, userIds: string[]) => {
    setStarting(key);
    try {
      navigate(await startCallWith(org, userIds));
    } catch {
      toast.error(t('contacts.startFailed'));
    } finally {
      setStarting(null);
    }
  };
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="calls-page" aria-labelledby="calls-history-title">
      <header className="calls-header">
        <h1 id="calls-history-title">{t('history.title')}</h1>
        <Button
          variant="primary"
          icon="phone"
          loading={starting === 'new'}
          onClick={() => void call('new', [])}
        >
          {t('history.newMeeting')}
        </Button>
      </header>
      {history.isPending ? (
        <p role="status">{t('history.loading')}</p>
      ) : history.isError ? (
        <p role="alert">{t('history.loadFailed')}</p>
      ) : history.data.length === 0 ? (
        <EmptyState icon="phone" title={t('history.empty')} description={t('history.emptyHint')} />
      ) : (
        <ul className="calls-list" aria-label={t('history.listLabel')}>
          {history.data.map((entry) => (
            <HistoryRow
              key={entry.call.id}
              entry={entry}
              meId={meId}
              people={byId}
              when={when.format(new Date(entry.call.createdAt))}
              org={org}
              busy={starting === entry.call.id}
              onCallBack={(ids) => void call(entry.call.id, ids)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type RowProps = {
  entry: CallHistoryEntry;
  meId: string;
  people: ReadonlyMap<string, Person>;
  when: string;
  org: string;
  busy: boolean;
  onCallBack(userIds: string[]): void;
};

function HistoryRow({ entry, meId, people, when, org, busy, onCallBack }: RowProps) {
  const { t } = useTranslation('calls');
  const { call, outcome, durationSeconds } = entry;
  const others = call.participants.filter((p) => p.userId !== meId);
  const names = others.map((p) => people.get(p.userId)?.name ?? t('call.someone')).join(', ');
  const title =
    call.kind === 'adhoc'
      ? `${t('history.meetingTitle')}${names ? ` · ${names}` : ''}`
      : names || t('history.withNobody');
  const first = others[0];
  return (
    <li className="calls-row" data-outcome={outcome}>
      {first ? (
        <Avatar
          person={{
            id: first.userId,
            name: people.get(first.userId)?.name ?? '?',
            imageUrl: people.get(first.userId)?.avatarUrl ?? null,
          }}
          size={32}
        />
      ) : (
        <span className="calls-row-icon">
          <Icon name="phone" />
        </span>
      )}
      <div className="calls-row-main">
        <span className="calls-row-title">{title}</span>
        <span className="calls-row-meta">
          <span className="calls-outcome" data-outcome={outcome}>
            <Icon name={outcomeIcon[outcome]} size={14} /> {t(`history.outcome_${outcome}`)}
          </span>
          {' · '}
          <time dateTime={call.createdAt}>{when}</time>
          {durationSeconds !== null && (
            <>
              {' · '}
              <span>{formatDuration(durationSeconds)}</span>
            </>
          )}
        </span>
      </div>
      {call.endedAt === null ? (
        <Link className="call-link" to={meetingPath(org, call.id)}>
          {t('history.rejoin')}
        </Link>
      ) : (
        others.length > 0 && (
          <Button
            variant="bordered"
            icon="phone"
            size="sm"
            loading={busy}
            onClick={() => onCallBack(others.map((p) => p.userId))}
          >
            {t('history.callBack')}
          </Button>
        )
      )}
    </li>
  );
}
