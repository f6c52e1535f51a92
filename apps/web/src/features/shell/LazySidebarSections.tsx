import MessageSquare from 'lucide-react/icons/message-square';
import type { ComponentProps } from 'react';
import { useAppStore } from '../../lib/appStore';
import { lazyComponent } from '../../ui/lazyComponent';
import { SidebarLink } from '../../ui/SidebarLink';
import type { ChatSidebarSection as LoadedChat } from '../chat/ChatSidebarSection';
import { PeopleDirectoryLink, SidebarPeople } from '../people/SidebarPeople';

/**
 * The sidebar's Chat and People sections come after the page's first content (lib/firstContent.ts):
 * Chat's code (its stores, names, mute list) and reads, People's read of the members (its code is the
 * people list the tasks page runs too, kept in the frame's chunk: fetched lazily, it would bring that
 * page's whole chunk to every other page). Until then each draws its first link, which works, and one
 * empty row of the same height for each recent it will show, so nothing below moves when it arrives.
 */

/** As many rows as this workspace's recents of `kind`: the places the loaded section fills. */
function RecentPlaces({ kind, workspaceId }: { kind: 'chatRecents' | 'peopleRecents'; workspaceId: string }) {
  const count = useAppStore((s) => s[kind].filter((entry) => entry.wid === workspaceId).length);
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: empty rows that only hold places, all alike
    <li key={index} aria-hidden="true" data-testid="sidebar-place">
      <span className="sidebar-link">
        <span className="sidebar-link-label">&nbsp;</span>
      </span>
    </li>
  ));
}

type ChatProps = ComponentProps<typeof LoadedChat>;

function ChatPlaceholder({ workspaceId, base, label }: ChatProps) {
  return (
    <ul className="sidebar-list">
      <SidebarLink to={`${base}/chat`} icon={MessageSquare} label={label} end />
      <RecentPlaces kind="chatRecents" workspaceId={workspaceId} />
    </ul>
  );
}

const ChatSidebarSection = lazyComponent(
  () => import('../chat/ChatSidebarSection'),
  'ChatSidebarSection',
  // Drawn as an element: the fallback function is called inside the loader's render.
  (props) => <ChatPlaceholder {...props} />,
);

export function LazyChatSection({ live, ...props }: ChatProps & { live: boolean }) {
  return live ? <ChatSidebarSection {...props} /> : <ChatPlaceholder {...props} />;
}

type PeopleProps = ComponentProps<typeof SidebarPeople>;

function PeoplePlaceholder({ workspaceId, base }: PeopleProps) {
  return (
    <ul className="sidebar-list">
      <PeopleDirectoryLink base={base} />
      <RecentPlaces kind="peopleRecents" workspaceId={workspaceId} />
    </ul>
  );
}

export function DeferredPeopleSection({ live, ...props }: PeopleProps & { live: boolean }) {
  return live ? <SidebarPeople {...props} /> : <PeoplePlaceholder {...props} />;
}
