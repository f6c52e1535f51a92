import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useMe } from '../features/account/useMe';
import { forgetPlace, isLanding } from '../features/shell/lastPlace';
import { useAppStore } from '../lib/appStore';
import { buttonLook } from '../ui/Button';
import { NotFound } from '../ui/NotFound';

export type NotFoundKind = 'workspace' | 'orbit' | 'task' | 'page';

/** One clear "not found" page per kind of address, with a way back to a place that exists. */
export function NotFoundPage({ kind = 'page' }: { kind?: NotFoundKind }) {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const { org } = useParams();
  const home = kind === 'workspace' || !org ? '/' : `/${org}/my-dashboard`;
  const me = useMe().data;
  const workspace = me?.workspaces.find((w) => w.slug === org);
  // Sign-in brought the person back to the last page they were on, and it has gone since (an orbit
  // deleted, access removed): the workspace's dashboard instead, and that place is forgotten.
  const landedHere = isLanding(useLocation().state) && workspace !== undefined;
  // On a first sign-in on this browser the workspace's rows are still on their way: wait for them.
  const synced = useAppStore((s) => workspace !== undefined && s.lastUpdated[workspace.id] !== undefined);
  const gone = landedHere && synced;
  useEffect(() => {
    if (gone && me && workspace) forgetPlace(me.user.id, workspace.id);
  }, [gone, me, workspace]);
  if (landedHere && !synced) {
    return (
      <p className="shell-status" role="status">
        {tShell('loading')}
      </p>
    );
  }
  if (gone && workspace) return <Navigate to={`/${workspace.slug}`} replace />;
  return (
    <NotFound
      title={t(`notFound.${kind}.title`)}
      description={t(`notFound.${kind}.description`, { slug: org ?? '' })}
      action={
        <Link to={home} {...buttonLook('secondary')}>
          {t(kind === 'workspace' || !org ? 'notFound.toWorkspaces' : 'notFound.toDashboard')}
        </Link>
      }
    />
  );
}
