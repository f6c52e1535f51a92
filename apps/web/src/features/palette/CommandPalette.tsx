import type { WorkspaceSummary } from '@orbit/shared';
import { Command } from 'cmdk';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type LocalRow, localDb } from '../../lib/localDb';
import { searchPath } from '../../lib/searchFilters';
import { Dialog, DialogTitle } from '../../ui/Dialog';
import { Icon, type IconName } from '../../ui/Icon';
import { messageLink } from '../chat/messageLink';
import { useLiveQuery } from '../sync/useLiveQuery';
import { useWorkspaceItems } from '../tasks/useItems';
import { useTheme } from '../theme/useTheme';
import { type EntryKind, type PaletteEntry, placeEntries, taskEntries } from './paletteEntries';
import { pushRecent, readRecents } from './paletteRecents';
import { rankEntries } from './rankEntries';
import { usePaletteSelection } from './usePaletteSelection';
import { useServerSearch } from './useServerSearch';
import './palette.css';

type Props = {
  workspace: WorkspaceSummary;
  workspaces: readonly WorkspaceSummary[];
  meId: string;
  onClose(): void;
  onCreateTask(): void;
};

const icons: Record<EntryKind, IconName> = {
  task: 'circle',
  orbit: 'orbit',
  list: 'list',
  view: 'layers',
  person: 'user',
  group: 'users',
  topic: 'hash',
  dm: 'message-circle',
  message: 'message-square',
};

type Action = { key: string; label: string; icon: IconName; run(): void };

/**
 * Ctrl/Cmd+K: one box over tasks, orbits, lists, views, people, groups, topics and dms from the local
 * tables (instant, offline too), then the server's typo matches and messages as they come; recent
 * things first; actions below, then "See all results" (the search page). Keyboard only: arrows, Enter, Esc.
 */
export function CommandPalette({ workspace, workspaces, meId, onClose, onCreateTask }: Props) {
  const { t } = useTranslation('palette');
  const navigate = useNavigate();
  const theme = useTheme();
  const [query, setQuery] = useState('');
  const org = workspace.slug;
  const { items } = useWorkspaceItems(workspace.id);
  const rows = useLiveQuery(
    async () => {
      const inWorkspace = (row: LocalRow) => row.workspaceId === workspace.id;
      const [lists, users, topics] = await Promise.all([
        localDb.lists.filter(inWorkspace).toArray(),
        localDb.users
          .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(workspace.id))
          .toArray(),
        localDb.topics.filter(inWorkspace).toArray(),
      ]);
      return { lists, users, topics };
    },
    workspace.id,
    { lists: [], users: [], topics: [] },
  );
  const places = useMemo(() => placeEntries(org, meId, rows), [org, meId, rows]);
  const orbitNames = useMemo(
    () =>
      new Map(places.filter((p) => p.kind === 'orbit').map((p) => [p.key.slice('orbit:'.length), p.label])),
    [places],
  );
  const tasks = useMemo(() => taskEntries(org, items, orbitNames), [org, items, orbitNames]);
  const entries = useMemo(() => [...places, ...tasks], [places, tasks]);
  const recents = useMemo(() => readRecents(workspace.id), [workspace.id]);
  const ranked = useMemo(() => rankEntries(entries, query, recents), [entries, query, recents]);
  const server = useServerSearch(org, query);

  const shown = new Set(ranked.map((e) => e.key));
  const typoTasks: PaletteEntry[] = server.tasks
    .filter((hit) => !shown.has(`task:${hit.id}`))
    .map((hit) => ({
      key: `task:${hit.id}`,
      kind: 'task',
      label: hit.title,
      to: `/${org}/${hit.orbitId}/${hit.id}`,
      folded: '',
      ...(orbitNames.get(hit.orbitId) ? { hint: orbitNames.get(hit.orbitId) } : {}),
      ...(hit.completedAt ? { done: true } : {}),
    }));
  const names = new Map(
    places.filter((p) => p.kind === 'topic' || p.kind === 'dm').map((p) => [p.key.split(':')[1], p.label]),
  );
  const messages: PaletteEntry[] = server.messages.map((hit) => ({
    key: `message:${hit.id}`,
    kind: 'message',
    label: hit.snippet.replace(/[«»]/g, ''),
    // A reply opens its thread beside the conversation; either scrolls to the message.
    to: messageLink(org, hit),
    folded: '',
    ...(names.get(hit.conversationId) ? { hint: names.get(hit.conversationId) } : {}),
  }));

  const open = (entry: PaletteEntry) => {
    if (entry.kind !== 'message') pushRecent(workspace.id, entry.key);
    onClose();
    navigate(entry.to);
  };
  const actions: Action[] = [
    { key: 'create-task', label: t('actions.createTask'), icon: 'plus', run: onCreateTask },
    {
      key: 'my-tasks',
      label: t('actions.myTasks'),
      icon: 'list-checks',
      run: () => navigate(`/${org}/my-tasks`),
    },
    { key: 'today', label: t('actions.today'), icon: 'calendar-check', run: () => navigate(`/${org}/today`) },
    { key: 'inbox', label: t('actions.inbox'), icon: 'inbox', run: () => navigate(`/${org}/inbox`) },
    { key: 'search', label: t('actions.search'), icon: 'search', run: () => navigate(searchPath(org, '')) },
    { key: 'people', label: t('actions.people'), icon: 'users', run: () => navigate(`/${org}/people`) },
    {
      key: 'theme',
      label: theme.resolved === 'dark' ? t('actions.lightTheme') : t('actions.darkTheme'),
      icon: theme.resolved === 'dark' ? 'sun' : 'moon',
      run: () => theme.setMode(theme.resolved === 'dark' ? 'light' : 'dark'),
    },
    ...workspaces
      .filter((w) => w.id !== workspace.id)
      .map((w) => ({
        key: `switch:${w.slug}`,
        label: t('actions.switchTo', { name: w.name }),
        icon: 'arrow-right-left' as IconName,
        run: () => navigate(`/${w.slug}`),
      })),
  ];
  const q = query.trim().toLowerCase();
  const matchingActions = q ? actions.filter((a) => a.label.toLowerCase().includes(q)) : actions;
  const runAction = (action: Action) => {
    if (action.key !== 'create-task') onClose();
    action.run();
  };

  const selection = usePaletteSelection([
    ...[...ranked, ...typoTasks, ...messages].map((entry) => entry.key),
    ...matchingActions.map((action) => `action:${action.key}`),
    ...(q ? ['action:search-all'] : []),
  ]);
  const changeQuery = (next: string) => {
    selection.reset();
    setQuery(next);
  };

  const row = (entry: PaletteEntry) => (
    <Command.Item key={entry.key} value={entry.key} onSelect={() => open(entry)} className="palette-item">
      <Icon name={icons[entry.kind]} size={15} aria-hidden />
      <span className="palette-label" data-done={entry.done || undefined}>
        {entry.label}
      </span>
      {entry.hint && <span className="palette-hint">{entry.hint}</span>}
      <span className="visually-hidden">{t(`kinds.${entry.kind}`)}</span>
    </Command.Item>
  );

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('title')}
      closeLabel={t('close')}
      layout="custom"
      size="lg"
      className="palette-dialog"
      name="palette"
    >
      <DialogTitle className="visually-hidden">{t('title')}</DialogTitle>
      <Command
        shouldFilter={false}
        loop
        className="palette"
        value={selection.value}
        onValueChange={selection.onValueChange}
        onKeyDown={selection.onKeyDown}
        onPointerMove={selection.onPointerMove}
      >
        <Command.Input
          value={query}
          onValueChange={changeQuery}
          placeholder={t('placeholder')}
          className="palette-input"
          aria-label={t('inputLabel')}
        />
        <Command.List className="palette-list" label={t('title')}>
          <Command.Empty className="palette-empty">{t('empty')}</Command.Empty>
          {ranked.length > 0 && (
            <Command.Group heading={q ? t('groups.results') : t('groups.recent')}>
              {ranked.map(row)}
            </Command.Group>
          )}
          {typoTasks.length > 0 && (
            <Command.Group heading={t('groups.similar')}>{typoTasks.map(row)}</Command.Group>
          )}
          {messages.length > 0 && (
            <Command.Group heading={t('groups.messages')}>{messages.map(row)}</Command.Group>
          )}
          {matchingActions.length > 0 && (
            <Command.Group heading={t('groups.actions')}>
              {matchingActions.map((action) => (
                <Command.Item
                  key={action.key}
                  value={`action:${action.key}`}
                  onSelect={() => runAction(action)}
                  className="palette-item"
                >
                  <Icon name={action.icon} size={15} aria-hidden />
                  <span className="palette-label">{action.label}</span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
          {q && (
            <Command.Group heading={t('groups.search')}>
              <Command.Item
                value="action:search-all"
                onSelect={() => {
                  onClose();
                  navigate(searchPath(org, query));
                }}
                className="palette-item"
              >
                <Icon name="search" size={15} aria-hidden />
                <span className="palette-label">{t('seeAll', { query: query.trim() })}</span>
              </Command.Item>
            </Command.Group>
          )}
        </Command.List>
      </Command>
    </Dialog>
  );
}
