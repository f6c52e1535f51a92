import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppStore } from '../../lib/appStore';
import { Avatar } from '../../ui/Avatar';
import { peopleDirectoryId } from './people';
import { usePeople } from './usePeople';

type Props = { workspaceId: string; base: string };

/** The sidebar's People: the directory, then the last three people opened in this workspace. */
export function SidebarPeople({ workspaceId, base }: Props) {
  const recents = useAppStore((s) => s.peopleRecents);
  const { people } = usePeople(workspaceId);
  const mine = recents
    .filter((e) => e.wid === workspaceId)
    .flatMap((e) => {
      const person = people.find((p) => p.userId === e.id);
      return person ? [person] : [];
    });
  return (
    <ul className="sidebar-list">
      <PeopleDirectoryLink base={base} />
      {mine.map((person) => (
        <li key={person.userId}>
          <NavLink to={`${base}/${person.userId}`} className="sidebar-link">
            <Avatar person={{ id: person.userId, name: person.name, imageUrl: person.avatarUrl }} size={16} />
            <span className="sidebar-link-label">{person.name}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar's link to the people directory (the People section's first row, also while it loads). */
export function PeopleDirectoryLink({ base }: { base: string }) {
  const { t } = useTranslation('people');
  return (
    <li>
      <NavLink to={`${base}/${peopleDirectoryId}`} className="sidebar-link">
        <Users aria-hidden="true" size={16} />
        <span className="sidebar-link-label">{t('sidebar.directory')}</span>
      </NavLink>
    </li>
  );
}
