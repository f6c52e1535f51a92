import type { MeDto, WorkspaceSummary } from '@orbit/shared';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Inbox from 'lucide-react/icons/inbox';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ListChecks from 'lucide-react/icons/list-checks';
import Phone from 'lucide-react/icons/phone';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { useFirstContentLive } from '../../lib/firstContent';
import { SidebarLink } from '../../ui/SidebarLink';
import { SidebarNewMeeting } from '../calls/SidebarNewMeeting';
import { SidebarFavorites } from '../favorites/SidebarFavorites';
import { useFavoriteTasks } from '../favorites/useFavoriteTasks';
import { useInboxUnread } from '../inbox/useInbox';
import { SidebarOrbits } from '../orbits/SidebarOrbits';
import { SidebarSearch } from '../palette/SidebarSearch';
import { useTaskData } from '../tasks/useTaskData';
import { SidebarViews } from '../views/SidebarViews';
import { AccountMenu } from './AccountMenu';
import { DeferredPeopleSection, LazyChatSection } from './LazySidebarSections';
import { SidebarSection } from './SidebarSection';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

type Props = { me: MeDto; workspace: WorkspaceSummary | undefined; id?: string };

/** The seed's app categories (Tasks, People, Views, Calls, Chat) plus the personal places. */
export function Sidebar({ me, workspace, id }: Props) {
  const { t } = useTranslation('shell');
  const base = workspace ? `/${workspace.slug}` : '';
  const taskData = useTaskData(workspace?.id, false);
  const favorites = useFavoriteTasks(workspace?.id);
  // The inbox's badge and the Chat and People sections (their code and reads) wait for the page's
  // first content (lib/firstContent.ts); until then those sections hold their places at their size.
  const live = useFirstContentLive();
  const unread = useInboxUnread(live ? workspace?.id : undefined);
  return (
    <nav id={id} className="sidebar" aria-label={t('sidebar.label')}>
      <WorkspaceSwitcher current={workspace} workspaces={me.workspaces} />
      {workspace && (
        <>
          <ul className="sidebar-list">
            <SidebarSearch />
            <SidebarLink
              to={`${base}/inbox`}
              icon={Inbox}
              label={t('nav.inbox')}
              badge={unread}
              badgeLabel={t('nav.inboxUnread', { count: unread })}
            />
            <SidebarLink to={`${base}/my-dashboard`} icon={LayoutDashboard} label={t('nav.myDashboard')} />
            <SidebarLink to={`${base}/my-tasks`} icon={ListChecks} label={t('nav.myTasks')} />
            <SidebarLink to={`${base}/today`} icon={CalendarCheck} label={t('nav.today')} />
          </ul>
          <div className="sidebar-scroll">
            {favorites.length > 0 && (
              <SidebarSection title={t('categories.favorites')}>
                <SidebarFavorites items={favorites} base={base} />
              </SidebarSection>
            )}
            <SidebarSection title={t('categories.tasks')}>
              <SidebarOrbits data={taskData} base={base} emptyText={t('empty.orbits')} />
            </SidebarSection>
            <SidebarSection title={t('categories.views')}>
              <SidebarViews data={taskData} base={base} emptyText={t('empty.views')} />
            </SidebarSection>
            <SidebarSection title={t('categories.chat')}>
              <LazyChatSection
                live={live}
                workspaceId={workspace.id}
                meId={me.user.id}
                base={base}
                label={t('nav.chat')}
              />
            </SidebarSection>
            <SidebarSection title={t('categories.calls')}>
              <ul className="sidebar-list">
                <SidebarLink to={`${base}/meetings`} icon={Phone} label={t('nav.meetings')} end />
                <SidebarLink to={`${base}/meetings/history`} icon={History} label={t('nav.callHistory')} />
                <SidebarNewMeeting org={workspace.slug} />
              </ul>
            </SidebarSection>
            <SidebarSection title={t('categories.people')}>
              <DeferredPeopleSection live={live} workspaceId={workspace.id} base={base} />
            </SidebarSection>
          </div>
          <ul className="sidebar-list sidebar-bottom">
            <SidebarLink to={`${base}/trash`} icon={Trash2} label={t('nav.trash')} />
          </ul>
        </>
      )}
      <AccountMenu user={me.user} />
    </nav>
  );
}
