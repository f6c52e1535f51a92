import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './CollapsibleSection.module.css';
import { Icon } from './Icon';
import { prefersReducedMotion } from './motion';

export type CollapsibleState = 'expanded' | 'collapsed' | 'expanding' | 'collapsing';

export type CollapsibleSectionProps = {
  children: ReactNode;
  /** Controlled open state. */
  expanded?: boolean;
  /** Initial open state when uncontrolled. */
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Raised once the collapse has finished (after the animation, or at once without motion). */
  onClosed?: () => void;
  /** Raised once the expansion has finished. */
  onOpened?: () => void;
  /** A header that toggles the section. Without it, the parent toggles `expanded` itself. */
  title?: ReactNode;
  /** Animation length in ms; matches --motion-duration-normal. */
  duration?: number;
  className?: string;
  id?: string;
};

/** A section whose body animates open and shut; its state is exposed as data-state. */
export function CollapsibleSection({
  children,
  expanded,
  defaultExpanded = true,
  onExpandedChange,
  onClosed,
  onOpened,
  title,
  duration = 180,
  className,
  id,
}: CollapsibleSectionProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? ownExpanded;
  const [state, setState] = useState<CollapsibleState>(isExpanded ? 'expanded' : 'collapsed');
  const bodyRef = useRef<HTMLDivElement>(null);
  const settled = useRef(isExpanded);
  // Latest props for the transition effect, refreshed before it runs (layout effects run in order).
  const latest = useRef({ onClosed, onOpened, duration });
  useLayoutEffect(() => {
    latest.current = { onClosed, onOpened, duration };
  });
  const autoId = useId();
  const bodyId = id ?? autoId;

  useLayoutEffect(() => {
    // Compare with the last target rather than "first run", so StrictMode's double mount animates nothing.
    if (settled.current === isExpanded) return;
    settled.current = isExpanded;
    const body = bodyRef.current;
    if (!body) return;
    const final: CollapsibleState = isExpanded ? 'expanded' : 'collapsed';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      body.style.height = '';
      setState(final);
      if (isExpanded) latest.current.onOpened?.();
      else latest.current.onClosed?.();
    };
    const ms = prefersReducedMotion() ? 0 : latest.current.duration;
    if (ms <= 0) {
      finish();
      return;
    }
    // Start from wherever the body is now (it may be mid-way through the opposite animation).
    body.hidden = false;
    const from = body.getBoundingClientRect().height;
    const to = isExpanded ? body.scrollHeight : 0;
    body.style.height = `${from}px`;
    body.getBoundingClientRect(); // commit the start height before the transition begins
    body.style.height = `${to}px`;
    setState(isExpanded ? 'expanding' : 'collapsing');
    const onEnd = (event: TransitionEvent) => {
      if (event.target === body && event.propertyName === 'height') finish();
    };
    body.addEventListener('transitionend', onEnd);
    // transitionend never fires when nothing moves (same height, hidden tab), so a timer backs it up.
    const timer = window.setTimeout(finish, ms + 50);
    return () => {
      body.removeEventListener('transitionend', onEnd);
      window.clearTimeout(timer);
    };
  }, [isExpanded]);

  const toggle = () => {
    const next = !isExpanded;
    if (expanded === undefined) setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} data-state={state}>
      {title !== undefined && (
        <h3 className={styles.heading}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={isExpanded}
            aria-controls={bodyId}
            onClick={toggle}
          >
            <Icon name="chevron-right" size={14} className={styles.chevron} />
            {title}
          </button>
        </h3>
      )}
      <div
        ref={bodyRef}
        id={bodyId}
        className={styles.body}
        hidden={state === 'collapsed'}
        style={{ transitionDuration: `${duration}ms` }}
      >
        {children}
      </div>
    </section>
  );
}
