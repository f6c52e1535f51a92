import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { usePageCrumb } from '../../lib/breadcrumbStore';
import { currentLocale } from '../../lib/i18n/i18n';
import { localDb } from '../../lib/localDb';
import { syncDbFor } from '../../lib/syncDb';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/EmptyState';
import { SelectPicker } from '../../ui/SelectPicker';
import { Switch } from '../../ui/Switch';
import { toast } from '../../ui/toast';
import type { SyncMember } from '../sync/schemas';
import { InboxList, type InboxListHandle } from './InboxList';
import { InboxRow } from './InboxRow';
import { type KindGroup, kindGroupNames, kindGroups } from './inboxKinds';
import { bootstrapNotificationsMax, loadOlderNotifications } from './olderNotifications';
import { snoozeTime } from './snoozeTimes';
import { targetPath } from './targetPath';
import { type InboxEntry, inInbox, useInbox } from './useInbox';
import { useInboxActions } from './useInboxActions';
import { useInboxKeys } from './useInboxKeys';
import './inbox.css';

type Props = { org: string; workspaceId: string; meId: string; members: SyncMember[] };
type Tab = 'inbox' | 'done';

/**
 * The inbox (inbox-home): one row per target, newest event first; filter by kind and unread, the Done
 * tab; j / k, Enter, e, u, x on the keyboard; select rows for bulk actions. Every change shows at once
 * on every tab and device (the rows sync as `notification` changes).
 */
export function InboxScreen({ org, workspaceId, meId, members }: Props) {
  const { t } = useTranslation('inbox');
  usePageCrumb(t('title'));
  const navigate = useNavigate();
  const { entries, loaded, held } = useInbox(workspaceId);
  const [older, setOlder] = useState<{ loading: boolean; more: boolean }>({ loading: false, more: true });
  const actions = useInboxActions(org, workspaceId, meId);
  const [tab, setTab] = useState<Tab>('inbox');
  const [group, setGroup] = useState<KindGroup | 'all'>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [activeId, setActiveId] = useState<string>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [now, setNow] = useState(() => Date.now());
  const list = useRef<InboxListHandle>(null);
  // Snoozes end by themselves: look again every minute.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const shown = useMemo(() => {
    const kinds = group === 'all' ? null : new Set<string>(kindGroups[group]);
    return entries.filter(
      (entry) =>
        (tab === 'inbox' ? inInbox(entry, now) : Boolean(entry.doneAt)) &&
        (!kinds || kinds.has(entry.kind)) &&
        (!unreadOnly || !entry.readAt),
    );
  }, [entries, tab, group, unreadOnly, now]);
  const membersById = useMemo(() => new Map(members.map((m) => [m.userId, m])), [members]);
  const locale = currentLocale();

  const failed = useCallback(() => toast.error(t('actions.failed')), [t]);
  const open = useCallback(
    (entry: InboxEntry) => {
      setActiveId(entry.id);
      if (!entry.readAt) actions.update(entry.id, { read: true }).catch(failed);
      navigate(targetPath(org, entry));
    },
    [org, navigate, failed, actions],
  );
  const done = useCallback(
    (entry: InboxEntry) => {
      const undo = Boolean(entry.doneAt);
      actions
        .update(entry.id, { done: !undo })
        .then(() => {
          if (undo) return;
          toast(t('actions.doneToast'), {
            action: {
              label: t('actions.undoToast'),
              onClick: () => actions.update(entry.id, { done: false }).catch(failed),
            },
          });
        })
        .catch(failed);
    },
    [t, failed, actions],
  );
  const toggleRead = useCallback(
    (entry: InboxEntry) => actions.update(entry.id, { read: !entry.readAt }).catch(failed),
    [failed, actions],
  );
  const snooze = useCallback(
    (entry: InboxEntry, choice: 'hour' | 'tomorrow' | 'week') =>
      actions.update(entry.id, { snoozedUntil: snoozeTime(choice) }).catch(failed),
    [failed, actions],
  );
  const select = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  useInboxKeys({
    entries: shown,
    activeId,
    onActive: setActiveId,
    onReveal: (id) => list.current?.reveal(id),
    onOpen: open,
    onDone: done,
    onToggleRead: toggleRead,
    onToggleSelect: (entry) => select(entry.id, !selected.has(entry.id)),
  });

  const chosen = shown.filter((entry) => selected.has(entry.id));
  const bulk = (change: { read?: boolean; done?: boolean }) => {
    const ids = chosen.map((entry) => entry.id);
    setSelected(new Set());
    actions.bulk(ids, change).catch(failed);
  };
  const unread = shown.filter((entry) => !entry.readAt);
  const markAllRead = () => {
    actions
      .markAllRead(
        group === 'all' ? null : kindGroups[group],
        unread.map((entry) => entry.id),
      )
      .catch(failed);
  };
  const loadOlder = () => {
    setOlder({ loading: true, more: true });
    loadOlderNotifications({ request: api, store: syncDbFor(localDb.name), org, workspaceId })
      .then(({ more }) => setOlder({ loading: false, more }))
      .catch(() => {
        setOlder({ loading: false, more: true });
        toast.error(t('actions.loadFailed'));
      });
  };
  // The bootstrap holds the newest 500: past them, older ones come a page at a time.
  const canLoadOlder = loaded && held >= bootstrapNotificationsMax && older.more;
  const kindOptions = [
    { value: 'all', label: t('filter.all') },
    ...kindGroupNames.map((name) => ({ value: name, label: t(`groups.${name}`) })),
  ];

  const loadOlderButton = canLoadOlder && (
    <div className="inbox-more">
      <Button variant="secondary" size="sm" loading={older.loading} onClick={loadOlder}>
        {t('actions.loadMore')}
      </Button>
    </div>
  );

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <header className="inbox-header">
        <h1 id="inbox-title">{t('title')}</h1>
        <fieldset className="inbox-tabs">
          <legend className="visually-hidden">{t('tabs.label')}</legend>
          {(['inbox', 'done'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className="inbox-tab"
              aria-pressed={tab === name}
              onClick={() => {
                setTab(name);
                setSelected(new Set());
              }}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </fieldset>
        <div className="inbox-filters">
          <SelectPicker
            label={t('filter.kind')}
            options={kindOptions}
            value={group}
            onChange={(value) => setGroup(value as KindGroup | 'all')}
            searchPlaceholder={t('filter.search')}
            emptyText={t('filter.none')}
            variant="ghost"
          />
          <Switch
            checked={unreadOnly}
            onCheckedChange={setUnreadOnly}
            label={t('filter.unread')}
            labelPosition="end"
          />
          {tab === 'inbox' && unread.length > 0 && (
            <Button variant="secondary" size="sm" onClick={markAllRead}>
              {t('actions.markAllRead')}
            </Button>
          )}
        </div>
      </header>
      {shown.length > 0 && (
        <div className="inbox-bulk" aria-live="polite">
          <Checkbox
            checked={chosen.length === 0 ? false : chosen.length === shown.length ? true : 'indeterminate'}
            onCheckedChange={(on) => setSelected(on ? new Set(shown.map((entry) => entry.id)) : new Set())}
            label={
              chosen.length > 0 ? t('actions.selected', { count: chosen.length }) : t('actions.selectAll')
            }
          />
          {chosen.length > 0 && (
            <>
              <Button variant="secondary" size="sm" onClick={() => bulk({ read: true })}>
                {t('actions.read')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => bulk({ read: false })}>
                {t('actions.unread')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => bulk({ done: tab === 'inbox' })}>
                {tab === 'inbox' ? t('actions.done') : t('actions.undo')}
              </Button>
              <Button variant="tertiary" size="sm" onClick={() => setSelected(new Set())}>
                {t('actions.clearSelection')}
              </Button>
            </>
          )}
          <p className="inbox-keys">{t('keys')}</p>
        </div>
      )}
      {!loaded ? (
        <p className="shell-status">{t('loading')}</p>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={tab === 'done' ? 'check' : 'inbox'}
          title={
            group !== 'all' || unreadOnly
              ? t('empty.filtered')
              : tab === 'done'
                ? t('empty.done')
                : t('empty.inbox')
          }
          description={
            group !== 'all' || unreadOnly
              ? undefined
              : tab === 'done'
                ? t('empty.doneHint')
                : t('empty.inboxHint')
          }
          size="page"
        />
      ) : (
        <InboxList
          ref={list}
          entries={shown}
          label={t('list')}
          renderRow={(entry) => (
            <InboxRow
              entry={entry}
              actor={entry.actorId ? membersById.get(entry.actorId) : undefined}
              active={entry.id === activeId}
              selected={selected.has(entry.id)}
              locale={locale}
              onOpen={open}
              onFocusRow={setActiveId}
              onSelect={select}
              onDone={done}
              onToggleRead={toggleRead}
              onSnooze={snooze}
            />
          )}
          footer={loadOlderButton}
        />
      )}
      {loaded && shown.length === 0 && loadOlderButton}
    </section>
  );
}
