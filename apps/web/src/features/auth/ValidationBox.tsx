import { CircleAlert } from 'lucide-react';

type ValidationBoxProps = { id?: string; error?: string | null };

/** The seed's validation box: the error with an alert icon; open while there is text, collapsed otherwise. */
export function ValidationBox({ id, error }: ValidationBoxProps) {
  const open = Boolean(error);
  return (
    <div className="auth-validation" data-open={open}>
      <div className="auth-validation__clip">
        {open && (
          <p id={id} className="auth-validation__text" role="alert">
            <CircleAlert aria-hidden="true" size={14} className="auth-validation__icon" />
            <span>{error}</span>
          </p>
        )}
      </div>
    </div>
  );
}
