import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import type { ReactNode } from 'react';

/** A message about the whole form or page (the login error banner, a failed request). */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div className={`auth-alert auth-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' && <CircleAlert aria-hidden="true" size={16} className="auth-alert__icon" />}
      <div>{children}</div>
    </div>
  );
}
