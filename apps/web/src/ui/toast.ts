import type { ToastType } from './toastConstants';
import { addToast, dismissToast, type ToastAction } from './toastStore';

export type ToastOptions = {
  /** Reusing an id replaces that toast (e.g. "Saving…" then "Saved") instead of stacking another. */
  id?: string;
  description?: string;
  action?: ToastAction;
  /** Visible time before the toast starts to leave; defaults to the seed's 4 s. */
  timeout?: number;
  /** Visible time before it is removed; defaults to the seed's 5 s. */
  dismissAfter?: number;
};

type Show = (message: string, options?: ToastOptions) => string;

export type ToastApi = Show &
  Record<Exclude<ToastType, 'default'>, Show> & { dismiss: (id?: string) => void };

const show =
  (type: ToastType): Show =>
  (message, options) =>
    addToast({ ...options, message, type });

/**
 * Shows a toast in the app's Toaster and returns its id: `toast('Saved')`, `toast.error('Failed')`.
 * Callers pass translated text; the toast itself has no words of its own.
 */
export const toast: ToastApi = Object.assign(show('default'), {
  info: show('info'),
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  dismiss: dismissToast,
});
