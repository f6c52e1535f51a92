import type { MeDto, WorkspaceSummary } from '@orbit/shared';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Menu from 'lucide-react/icons/menu';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppStore } from '../../lib/appStore';
import { useBreadcrumbTrail } from '../../lib/breadcrumbStore';
import { useFirstContentLive } from '../../lib/firstContent';
import { useIsMobile } from '../../ui/useIsMobile';
import { useDesktopNotifications } from '../inbox/useDesktopNotifications';
import { useInboxUnread } from '../inbox/useInbox';
import { useUnreadTitle } from '../inbox/useUnreadTitle';
import { FailedWritesIndicator } from '../sync/FailedWritesIndicator';
import { useTaskData } from '../tasks/useTaskData';
import { Sidebar } from './Sidebar';
import { useRememberPlace } from './useRememberPlace';
import './shell.css';

type Props = { me: MeDto; workspace: WorkspaceSummary | undefined; children: ReactNode };

/**
 * Sidebar beside the page. Below the mobile breakpoint the sidebar becomes a drawer that closes on
 * navigation; on wider screens `showSidebar` (Ctrl+\) hides or shows it.
 */
export function DashboardShell({ me, workspace, children }: Props) {
  const { t } = useTranslation('shell');
  const isMobile = useIsMobile();
  const showSidebar = useAppStore((s) => s.showSidebar);
  const setState = useAppStore((s) => s.set);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const trail = useBreadcrumbTrail();
  // The inbox's reads wait for the page's first content (lib/firstContent.ts).
  const inboxOf = useFirstContentLive() ? workspace?.id : undefined;
  useUnreadTitle(useInboxUnread(inboxOf));
  useDesktopNotifications(workspace?.slug, inboxOf, useTaskData(inboxOf, false).members);
  useRememberPlace(me.user.id, workspace);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === '\\') {
        event.preventDefault();
        setState('showSidebar', !useAppStore.getState().showSidebar);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setState]);

  const sidebarVisible = isMobile ? drawerOpen : showSidebar;
  return (
    <div
      className="shell"
      data-mobile={isMobile || undefined}
      data-sidebar={sidebarVisible ? 'shown' : 'hidden'}
    >
      {sidebarVisible && <Sidebar id="app-sidebar" me={me} workspace={workspace} />}
      {isMobile && drawerOpen && (
        <button
          type="button"
          className="shell-scrim"
          aria-label={t('sidebar.close')}
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <div className="shell-main">
        <header className="shell-topbar">
          {isMobile ? (
            <button
              type="button"
              className="icon-button"
              aria-label={drawerOpen ? t('sidebar.close') : t('sidebar.open')}
              aria-expanded={drawerOpen}
              aria-controls="app-sidebar"
              onClick={() => setDrawerOpen(!drawerOpen)}
            >
              {drawerOpen ? <X size={18} aria-hidden="true" /> : <Menu size={18} aria-hidden="true" />}
            </button>
          ) : (
            <button
              type="button"
              className="icon-button"
              aria-label={showSidebar ? t('sidebar.hide') : t('sidebar.show')}
              aria-expanded={showSidebar}
              aria-controls="app-sidebar"
              title={`${showSidebar ? t('sidebar.hide') : t('sidebar.show')} (Ctrl+\\)`}
              onClick={() => setState('showSidebar', !showSidebar)}
            >
              {showSidebar ? (
                <PanelLeftClose size={18} aria-hidden="true" />
              ) : (
                <PanelLeftOpen size={18} aria-hidden="true" />
              )}
            </button>
          )}
          <nav className="shell-breadcrumb" aria-label={t('breadcrumb')}>
            <ol>
              <li>
                <span className="shell-topbar-title">{workspace?.name}</span>
              </li>
              {trail.map((crumb, index) => (
                <li key={crumb.key}>
                  <ChevronRight size={14} aria-hidden="true" className="shell-breadcrumb-sep" />
                  {crumb.to && index < trail.length - 1 ? (
                    <Link to={crumb.to}>
                      {crumb.mark}
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={index === trail.length - 1 ? 'location' : undefined}>
                      {crumb.mark}
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <FailedWritesIndicator workspaceId={workspace?.id} />
        </header>
        <main className="shell-content">{children}</main>
      </div>
    </div>
  );
}
