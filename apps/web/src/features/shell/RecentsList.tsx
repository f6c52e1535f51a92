import { Link } from 'react-router';
import { useAppStore } from '../../app/appStore';

type Props = { kind: 'orbits' | 'people'; workspaceId: string; base: string; emptyText: string };

/** The last three orbits or people opened in this workspace, newest first. */
export function RecentsList({ kind, workspaceId, base, emptyText }: Props) {
  const entries = useAppStore((s) => (kind === 'orbits' ? s.orbitsRecents : s.peopleRecents));
  const mine = entries.filter((e) => e.wid === workspaceId);
  if (mine.length === 0) return <p className="sidebar-empty">{emptyText}</p>;
  return (
    <ul className="sidebar-list">
      {mine.map((entry) => (
        <li key={entry.id}>
          <Link
            className="sidebar-link"
            to={kind === 'orbits' ? `${base}/${entry.id}` : `${base}/chat/${entry.id}`}
          >
            <span className="sidebar-link-label">{entry.id}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
