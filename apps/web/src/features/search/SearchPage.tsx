import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageCrumb } from '../../lib/breadcrumbStore';
import { formatDay } from '../../lib/dates/formatDay';
import { fold, matchScore } from '../../lib/matchScore';
import {
  kindsShown,
  noFilters,
  readFilters,
  type SearchFilters,
  type SearchKind,
  searchKinds,
  writeFilters,
} from '../../lib/searchFilters';
import { Button } from '../../ui/Button';
import { DatePicker, type DatePickerLabels } from '../../ui/DatePicker';
import { EmptyState } from '../../ui/EmptyState';
import { Icon, type IconName } from '../../ui/Icon';
import { Input } from '../../ui/Input';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { SelectPicker } from '../../ui/SelectPicker';
import { messageLink } from '../chat/messageLink';
import { snippetParts } from '../chat/useMessageSearch';
import { sortPeople, toPerson } from '../people/people';
import type { TaskData } from '../tasks/useTaskData';
import { highlightParts, type TextPart, typedWords } from './highlight';
import { useConversationNames } from './useConversationNames';
import { type MoreResults, messagePages, taskPages, useMoreResults } from './useMoreResults';
import { useSearchResults } from './useSearchResults';
import './search.css';
import './searchStrings';

type Props = { org: string; workspaceId: string; meId: string; data: TaskData };

type Row = { key: string; to: string; icon: IconName; title: ReactNode; meta: ReactNode };

const Marked = ({ parts }: { parts: TextPart[] }) => (
  <>
    {parts.map((part, i) =>
      part.match ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
        <mark key={i}>{part.text}</mark>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
        <span key={i}>{part.text}</span>
      ),
    )}
  </>
);

/** Each hit once, the first time it comes (a page may repeat one when the results changed meanwhile). */
function withoutRepeats<T>(hits: readonly T[], idOf: (hit: T) => string): T[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    const id = idOf(hit);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Focus moves between the results with the arrow keys (and Home, End); Enter opens the one focused. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[data-result]')];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(at + 1, links.length - 1)
          : at <= 0
            ? -1
            : at - 1;
  event.preventDefault();
  if (next >= 0) links[next]?.focus();
}

/**
 * `/:org/search?q=`: everything the person can see that answers the words, grouped by kind (tasks,
 * documents and messages from the server; people and orbits from the local tables), with filters for kind,
 * orbit, person, dates and status, the matching words marked, and the arrow keys moving between
 * results. The filters live in the address, so a search can be shared and Back restores it.
 */
export function SearchPage({ org, workspaceId, meId, data }: Props) {
  const { t, i18n } = useTranslation('search');
  const { t: tCommon } = useTranslation('common');
  usePageCrumb(t('title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [draft, setDraft] = useState(filters.q);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  // The address follows the typing (one history entry per search, not per letter).
  useEffect(() => setDraft(filters.q), [filters.q]);
  useEffect(() => {
    if (draft === filters.q) return;
    const timer = window.setTimeout(
      () => setParams(writeFilters({ ...filters, q: draft }), { replace: true }),
      150,
    );
    return () => window.clearTimeout(timer);
  }, [draft, filters, setParams]);
  const update = (change: Partial<SearchFilters>) =>
    setParams(writeFilters({ ...filters, ...change }), { replace: true });

  const server = useSearchResults(org, filters);
  const settled = server.key === JSON.stringify(filters) && !server.loading;
  // "Show more": the pages after the first, per kind, until the filters change.
  const settledKey = settled && !server.failed ? server.key : '';
  const fetchTasks = useMemo(() => taskPages(org), [org]);
  const fetchMessages = useMemo(() => messagePages(org), [org]);
  const moreTasks = useMoreResults(fetchTasks, filters, settledKey, server.tasks.length);
  const moreMessages = useMoreResults(fetchMessages, filters, settledKey, server.messages.length);
  const allTasks = withoutRepeats([...server.tasks, ...moreTasks.hits], (hit) => hit.id);
  const allMessages = withoutRepeats([...server.messages, ...moreMessages.hits], (hit) => hit.message.id);
  const shown = kindsShown(filters);
  const words = typedWords(filters.q);
  const query = fold(filters.q.trim());
  const conversationNames = useConversationNames(workspaceId, meId, data.members);
  const orbitById = useMemo(() => new Map(data.orbits.map((o) => [o.id, o])), [data.orbits]);
  const people = useMemo(
    () => sortPeople(data.members.map(toPerson), i18n.language),
    [data.members, i18n.language],
  );
  const nameOf = (userId: string | null | undefined) =>
    (userId && people.find((p) => p.userId === userId)?.name) || t('someone');
  const dayLabels = { yesterday: t('day.yesterday'), today: t('day.today'), tomorrow: t('day.tomorrow') };
  const day = (iso: string) => formatDay(new Date(iso), new Date(), i18n.language, dayLabels);

  const taskRows: Row[] = allTasks.map((hit) => {
    const orbit = orbitById.get(hit.orbitId);
    const status = orbit?.statuses.find((s) => s.id === hit.statusId)?.name;
    return {
      key: `task:${hit.id}`,
      to: `/${org}/${hit.orbitId}/${hit.id}`,
      icon: hit.completedAt ? 'check-circle' : 'circle',
      title: <Marked parts={highlightParts(hit.title, words)} />,
      meta: [orbit?.name, status, hit.match === 'similar' ? t('similar') : null].filter(Boolean).join(' · '),
    };
  });
  const documentRows: Row[] = server.documents.map((hit) => ({
    key: `document:${hit.id}`,
    to: `/${org}/${hit.orbitId}/docs/${hit.id}`,
    icon: 'file-text',
    title: <Marked parts={highlightParts(hit.title, words)} />,
    meta: (
      <>
        {[orbitById.get(hit.orbitId)?.name, hit.archivedAt ? t('archived') : null]
          .filter(Boolean)
          .join(' · ')}
        {hit.snippet && (
          <span className="search-row-snippet">
            <Marked parts={highlightParts(hit.snippet, words)} />
          </span>
        )}
      </>
    ),
  }));
  const messageRows: Row[] = allMessages.map((hit) => {
    const { message, snippet } = hit;
    // A hit found through a word like the typed one (a typo) says so, as a task does.
    const similar = 'match' in hit && hit.match === 'similar';
    return {
      key: `message:${message.id}`,
      to: messageLink(org, message),
      icon: 'message-square',
      title: <Marked parts={snippetParts(snippet)} />,
      meta: [
        conversationNames.get(message.conversationId) ?? t('conversation'),
        nameOf(message.authorId),
        day(message.createdAt),
        similar ? t('similar') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    };
  });
  const personRows: Row[] = shown.has('people')
    ? people
        .map((p) => ({ p, score: matchScore(fold(`${p.name} ${p.title} ${p.email}`), query) }))
        .filter(({ score }) => query !== '' && score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, 20)
        .map(({ p }) => ({
          key: `person:${p.userId}`,
          to: `/${org}/${p.userId}`,
          icon: 'user',
          title: <Marked parts={highlightParts(p.name, words)} />,
          meta: p.title || p.email,
        }))
    : [];
  const orbitRows: Row[] = shown.has('orbits')
    ? data.orbits
        .filter((o) => !o.archivedAt)
        .map((o) => ({ o, score: matchScore(fold(o.name), query) }))
        .filter(({ score }) => query !== '' && score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, 20)
        .map(({ o }) => ({
          key: `orbit:${o.id}`,
          to: `/${org}/${o.id}`,
          icon: 'orbit',
          title: <Marked parts={highlightParts(o.name, words)} />,
          meta: o.description ?? '',
        }))
    : [];

  const groups: { kind: Exclude<SearchKind, 'all'>; rows: Row[]; more?: MoreResults<unknown> }[] = [
    { kind: 'tasks' as const, rows: taskRows, more: moreTasks },
    { kind: 'documents' as const, rows: documentRows },
    { kind: 'messages' as const, rows: messageRows, more: moreMessages },
    { kind: 'people' as const, rows: personRows },
    { kind: 'orbits' as const, rows: orbitRows },
  ].filter((g) => shown.has(g.kind));
  const total = groups.reduce((sum, g) => sum + g.rows.length, 0);
  const filtered =
    filters.kind !== 'all' ||
    filters.orbitId ||
    filters.personId ||
    filters.status ||
    filters.from ||
    filters.to;

  const dateLabels = tCommon('datePicker', { returnObjects: true }) as DatePickerLabels;
  const picker = { searchPlaceholder: tCommon('picker.search'), emptyText: tCommon('picker.noMatches') };
  // Orbit and status narrow tasks only: idle while another kind is picked.
  const tasksOnly = filters.kind !== 'all' && filters.kind !== 'tasks';

  return (
    <section className="search-page" aria-labelledby={headingId}>
      <header className="search-header">
        <h1 id={headingId}>{t('title')}</h1>
        <Input
          ref={inputRef}
          type="search"
          aria-label={t('inputLabel')}
          placeholder={t('placeholder')}
          value={draft}
          onValueChange={setDraft}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              listRef.current?.querySelector<HTMLAnchorElement>('a[data-result]')?.focus();
            }
          }}
          showLabelIcon
          autoFocus
          className="search-input"
        />
      </header>
      <fieldset className="search-filters">
        <legend className="visually-hidden">{t('filters.label')}</legend>
        <SegmentedControl
          label={t('filters.kind')}
          value={filters.kind}
          onChange={(kind) => update({ kind })}
          options={searchKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
        <SelectPicker
          label={t('filters.orbit')}
          value={filters.orbitId || 'any'}
          onChange={(value) => update({ orbitId: value === 'any' ? '' : value })}
          options={[
            { value: 'any', label: t('filters.anyOrbit') },
            ...data.orbits
              .filter((o) => !o.archivedAt)
              .map((o) => ({ value: o.id, label: o.name, icon: 'orbit' as const })),
          ]}
          disabled={tasksOnly}
          {...picker}
        />
        <SelectPicker
          label={t('filters.person')}
          value={filters.personId || 'any'}
          onChange={(value) => update({ personId: value === 'any' ? '' : value })}
          options={[
            { value: 'any', label: t('filters.anyone') },
            ...people.map((p) => ({ value: p.userId, label: p.name, icon: 'user' as const })),
          ]}
          {...picker}
        />
        <SelectPicker
          label={t('filters.status')}
          value={filters.status || 'any'}
          onChange={(value) => update({ status: value === 'open' || value === 'done' ? value : '' })}
          options={[
            { value: 'any', label: t('filters.anyStatus') },
            { value: 'open', label: t('filters.open') },
            { value: 'done', label: t('filters.done') },
          ]}
          disabled={tasksOnly}
          {...picker}
        />
        <DatePicker
          value={filters.from}
          onChange={(date) => update({ from: date })}
          locale={i18n.language}
          labels={dateLabels}
          label={t('filters.from')}
          placeholder={t('filters.from')}
        />
        <DatePicker
          value={filters.to}
          onChange={(date) => update({ to: date })}
          locale={i18n.language}
          labels={dateLabels}
          label={t('filters.to')}
          placeholder={t('filters.to')}
          defaultMonth={filters.from}
        />
        {filtered && (
          <Button size="sm" variant="clear" onClick={() => update({ ...noFilters, q: filters.q })}>
            {t('filters.clear')}
          </Button>
        )}
      </fieldset>
      <p className="visually-hidden" aria-live="polite">
        {filters.q.trim() && settled ? t('count', { count: total }) : ''}
      </p>
      {filters.q.trim() === '' ? (
        <EmptyState icon="search" title={t('start.title')} description={t('start.description')} />
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys only move focus between the links inside
        <div
          className="search-results"
          ref={listRef}
          onKeyDown={(event) => moveFocus(event, listRef.current)}
        >
          {server.failed && (
            <div className="search-error" role="alert">
              <span>{t('failed')}</span>
              <Button size="sm" variant="bordered" onClick={server.retry}>
                {t('retry')}
              </Button>
            </div>
          )}
          {!settled && !server.failed && <p className="search-status">{t('searching')}</p>}
          {settled && total === 0 && !server.failed && (
            <EmptyState
              icon="search"
              title={t('none.title', { query: filters.q.trim() })}
              description={filtered ? t('none.filtered') : t('none.description')}
            />
          )}
          {groups
            .filter((g) => g.rows.length > 0)
            .map((g) => (
              <section key={g.kind} className="search-group" aria-labelledby={`${headingId}-${g.kind}`}>
                <h2 id={`${headingId}-${g.kind}`}>
                  {t(`kinds.${g.kind}`)} <span className="search-count">{g.rows.length}</span>
                </h2>
                <ul>
                  {g.rows.map((row) => (
                    <li key={row.key}>
                      <Link to={row.to} className="search-row" data-result>
                        <Icon name={row.icon} size={16} aria-hidden />
                        <span className="search-row-main">
                          <span className="search-row-title">{row.title}</span>
                          {row.meta && <span className="search-row-meta">{row.meta}</span>}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                {g.more?.hasMore && (
                  <Button
                    size="sm"
                    variant="bordered"
                    className="search-more"
                    loading={g.more.loading}
                    onClick={g.more.load}
                  >
                    {g.kind === 'tasks' ? t('more.tasks') : t('more.messages')}
                  </Button>
                )}
                {g.more?.failed && (
                  <p className="search-status" role="alert">
                    {t('more.failed')}
                  </p>
                )}
              </section>
            ))}
        </div>
      )}
    </section>
  );
}
