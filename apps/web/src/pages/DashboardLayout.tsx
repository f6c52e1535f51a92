import type { WorkspaceSummary } from '@orbit/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useMatches, useParams } from 'react-router';
import { onboardingRoute } from '../features/account/onboardingRoute';
import { useMe } from '../features/account/useMe';
import { IncomingCallHost } from '../features/calls/IncomingCallHost';
import { useChatUnread } from '../features/chat/useChatUnread';
import { useWorkspaceEvents } from '../features/members/useWorkspaceEvents';
import { PaletteHost } from '../features/palette/PaletteHost';
import { PresenceProvider } from '../features/people/presence/PresenceProvider';
import { LazySettingsDialog } from '../features/settings/LazySettingsDialog';
import { DashboardShell } from '../features/shell/DashboardShell';
import { type LandingState, readLastPlaces } from '../features/shell/lastPlace';
import { useOutboxWorkspaces } from '../features/sync/useOutboxWorkspaces';
import { useWorkspaceSync } from '../features/sync/useWorkspaceSync';
import { ShortcutsHelpHost } from '../features/tasks/ShortcutsHelpHost';
import { useActivePlanStore } from '../features/theme/activePlanStore';
import { markFirstContent, startFirstContentClock, useFirstContentLive } from '../lib/firstContent';
import { NotFoundPage } from './NotFoundPage';

/**
 * `/` (where sign-in lands): the workspace and page this person was last on, or the first workspace's
 * dashboard. An address with a query keeps it and opens that workspace's dashboard.
 */
function landingPlace(userId: string, workspaces: WorkspaceSummary[], search: string): string | null {
  const places = readLastPlaces(userId);
  const workspace = workspaces.find((w) => w.id === places.workspaceId) ?? workspaces[0];
  if (!workspace) return null;
  if (search) return `/${workspace.slug}${search}`;
  return `/${workspace.slug}${places.paths[workspace.id] ?? ''}`;
}

/**
 * An orbit or a saved view (the `views-widgets` route with an id) says when its first rows are drawn;
 * for any other page the frame's extras start as soon as it is up (lib/firstContent.ts).
 */
function useFirstContentOrder(framed: boolean): void {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const handle = leaf?.handle as { name?: unknown } | undefined;
  const taskView = handle?.name === 'views-widgets' && Boolean(leaf?.params.id);
  useEffect(() => {
    if (!framed) return;
    if (taskView) startFirstContentClock();
    else markFirstContent();
  }, [framed, taskView]);
}

/** `/:org?`: resolves the workspace, then the shell around the page; `/` opens the last place (see above). */
export function DashboardLayout() {
  const { t } = useTranslation('shell');
  const { org } = useParams();
  const me = useMe();
  const workspace = me.data?.workspaces.find((w) => w.slug === org);
  // Synced rows (tasks, orbits, views) follow the open workspace for every page inside it.
  useWorkspaceSync(workspace, me.data?.user.id);
  // Queued writes go to their workspace's current address, whatever it was when they were made.
  useOutboxWorkspaces(me.data?.workspaces);
  // Roles, removals, renames and plan changes made by others reach `me` and the member lists.
  useWorkspaceEvents();
  // Chat's unread counts (the sidebar's badge and the conversation list), once the page's first
  // content is drawn (lib/firstContent.ts): its request and reads would compete with the page's.
  const live = useFirstContentLive();
  useChatUnread(live ? workspace?.slug : undefined, workspace?.id, me.data?.user.id);
  useFirstContentOrder(Boolean(workspace));

  const plan = workspace?.plan;
  useEffect(() => {
    useActivePlanStore.setState({ plan });
    return () => useActivePlanStore.setState({ plan: undefined });
  }, [plan]);

  // A workspace created or joined moments ago may be missing from a cached answer: ask again once
  // before saying it does not exist.
  const refetchedFor = useRef<string | undefined>(undefined);
  const missing = Boolean(org && me.data && !workspace);
  useEffect(() => {
    if (missing && refetchedFor.current !== org) {
      refetchedFor.current = org;
      void me.refetch();
    }
  }, [missing, org, me]);

  if (me.isPending) {
    return (
      <div className="shell-status" role="status">
        {t('loading')}
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="shell-status" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={() => void me.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const { user, workspaces } = me.data;
  if (!org) {
    const next = onboardingRoute(user.onboardingStep);
    const landing = landingPlace(user.id, workspaces, window.location.search);
    if (landing) return <Navigate to={landing} state={{ landing: true } satisfies LandingState} replace />;
    return <Navigate to={next ?? '/create-workspace'} replace />;
  }

  if (!workspace && (me.isFetching || refetchedFor.current !== org)) {
    return (
      <div className="shell-status" role="status">
        {t('loading')}
      </div>
    );
  }
  return (
    <PresenceProvider workspace={workspace} live={live}>
      <DashboardShell me={me.data} workspace={workspace}>
        {workspace ? <Outlet /> : <NotFoundPage kind="workspace" />}
      </DashboardShell>
      <LazySettingsDialog me={me.data} workspace={workspace} />
      <ShortcutsHelpHost />
      <IncomingCallHost me={me.data} />
      <PaletteHost me={me.data} workspace={workspace} />
    </PresenceProvider>
  );
}
