import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { onboardingRoute } from '../features/account/onboardingRoute';
import { useMe } from '../features/account/useMe';
import { useWorkspaceEvents } from '../features/members/useWorkspaceEvents';
import { LazySettingsDialog } from '../features/settings/LazySettingsDialog';
import { DashboardShell } from '../features/shell/DashboardShell';
import { useWorkspaceSync } from '../features/sync/useWorkspaceSync';
import { ShortcutsHelpHost } from '../features/taskDetail/ShortcutsHelpHost';
import { useActivePlanStore } from '../features/theme/activePlanStore';

/** `/:org?`: resolves the workspace, then the shell around the page; `/` opens the first workspace. */
export function DashboardLayout() {
  const { t } = useTranslation('shell');
  const { org } = useParams();
  const me = useMe();
  const workspace = me.data?.workspaces.find((w) => w.slug === org);
  // Synced rows (tasks, orbits, views) follow the open workspace for every page inside it.
  useWorkspaceSync(workspace, me.data?.user.id);
  // Roles, removals, renames and plan changes made by others reach `me` and the member lists.
  useWorkspaceEvents();

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
    const first = workspaces[0];
    if (first) return <Navigate to={`/${first.slug}${window.location.search}`} replace />;
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
    <>
      <DashboardShell me={me.data} workspace={workspace}>
        {workspace ? (
          <Outlet />
        ) : (
          <section className="shell-status">
            <div>
              <h1>{t('workspace.notFoundTitle')}</h1>
              <p>{t('workspace.notFoundBody', { slug: org })}</p>
            </div>
          </section>
        )}
      </DashboardShell>
      <LazySettingsDialog me={me.data} workspace={workspace} />
      <ShortcutsHelpHost />
    </>
  );
}
