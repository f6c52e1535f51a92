import ChevronRight from 'lucide-react/icons/chevron-right';
import { type ReactNode, useId, useState } from 'react';

type Props = { title: string; children: ReactNode; defaultOpen?: boolean };

/** A titled group of sidebar entries the user can fold away. */
export function SidebarSection({ title, children, defaultOpen = true }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <section className="sidebar-section" data-state={open ? 'expanded' : 'collapsed'}>
      <h2 className="sidebar-section-title">
        <button type="button" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
          <ChevronRight aria-hidden="true" size={12} className="sidebar-chevron" />
          {title}
        </button>
      </h2>
      <div id={contentId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
