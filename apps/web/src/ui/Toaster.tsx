import { type CSSProperties, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './Toaster.module.css';
import {
  TOAST_MAX_DEFAULT,
  TOAST_MAX_HEIGHT_PX,
  TOAST_MIN_WIDTH_PX,
  TOAST_WIDTH_PX,
  type ToastType,
} from './toastConstants';
import { dismissToast, getToasts, setMaxToasts, subscribeToasts, type ToastRecord } from './toastStore';
import { useIsMobile } from './useIsMobile';

export type ToasterProps = {
  /** The region's accessible name ("Notifications"), translated by the caller. */
  label?: string;
  maxToasts?: number;
};

const typeIcon: Record<ToastType, IconName | null> = {
  default: null,
  info: 'info',
  success: 'check-circle',
  error: 'alert',
  warning: 'alert-triangle',
};

// The seed's sizes, set once here so the stylesheet and the constants cannot drift apart.
const sizeVars = {
  '--toast-width': `${TOAST_WIDTH_PX}px`,
  '--toast-min-width': `${TOAST_MIN_WIDTH_PX}px`,
  '--toast-max-height': `${TOAST_MAX_HEIGHT_PX}px`,
} as CSSProperties;

/** Counts a toast's visible time, pausing while it is hovered or focused so it can be read. */
function ToastItem({ toast }: { toast: ToastRecord }) {
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const elapsed = useRef(0);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const leave = window.setTimeout(() => setLeaving(true), Math.max(0, toast.timeout - elapsed.current));
    const remove = window.setTimeout(
      () => dismissToast(toast.id),
      Math.max(0, toast.dismissAfter - elapsed.current),
    );
    return () => {
      window.clearTimeout(leave);
      window.clearTimeout(remove);
      elapsed.current += Date.now() - startedAt;
    };
  }, [paused, toast.id, toast.timeout, toast.dismissAfter]);

  const icon = typeIcon[toast.type];
  return (
    <li className={styles.item} data-state={leaving ? 'leaving' : 'open'}>
      {/* The whole toast is one button: the seed closes a toast on click. */}
      <button
        type="button"
        className={styles.toast}
        data-type={toast.type}
        data-has-action={toast.action ? true : undefined}
        onClick={() => dismissToast(toast.id)}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {icon && <Icon name={icon} size={16} className={styles.icon} />}
        <span className={styles.text}>
          <span className={styles.message}>{toast.message}</span>
          {toast.description && <span className={styles.description}>{toast.description}</span>}
        </span>
      </button>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onClick();
            dismissToast(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
    </li>
  );
}

/** Where toasts appear: top-center below 600px, bottom-center otherwise; newest on top. Mount once. */
export function Toaster({ label = 'Notifications', maxToasts = TOAST_MAX_DEFAULT }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const position = useIsMobile() ? 'top-center' : 'bottom-center';

  useEffect(() => {
    setMaxToasts(maxToasts);
  }, [maxToasts]);

  return (
    <section className={styles.region} aria-label={label} data-position={position} style={sizeVars}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {toasts.map((t) => (
          <ToastItem key={`${t.id}:${t.version}`} toast={t} />
        ))}
      </ol>
    </section>
  );
}
