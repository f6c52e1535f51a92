import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';

type Props = {
  title: string;
  icon: ReactNode;
  /** How many tasks the widget stands for (all of them, not only those shown). */
  count?: number;
  /** Where the whole list lives, and the words for the link there. */
  open?: { to: string; label: string };
  /** Shown when there is nothing: what would appear here, and how it gets here. */
  empty: ReactNode;
  children?: ReactNode;
};

/** A card on My dashboard: icon, title and count, its first rows, a way to the whole list. */
export function WidgetCard({ title, icon, count, open, empty, children }: Props) {
  const headingId = useId();
  return (
    <section className="widget" aria-labelledby={headingId}>
      <header className="widget-head">
        <span className="widget-icon" aria-hidden="true">
          {icon}
        </span>
        <h2 id={headingId} className="widget-title">
          {title}
        </h2>
        {count !== undefined && count > 0 && <span className="widget-count">{count}</span>}
        {open && (
          <Link className="widget-open" to={open.to}>
            {open.label}
            <ArrowRight size={13} aria-hidden="true" />
          </Link>
        )}
      </header>
      {children ?? <div className="widget-empty">{empty}</div>}
    </section>
  );
}
