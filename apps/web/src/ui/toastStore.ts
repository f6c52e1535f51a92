import { TOAST_DISMISS_MS, TOAST_MAX_DEFAULT, TOAST_TIMEOUT_MS, type ToastType } from './toastConstants';

/** A button beside the message ("Undo"); clicking it also closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

export type ToastRecord = {
  id: string;
  type: ToastType;
  message: string;
  description?: string;
  action?: ToastAction;
  timeout: number;
  dismissAfter: number;
  /** Bumped when a toast is replaced under the same id, so its timers start over. */
  version: number;
};

export type ToastInput = {
  message: string;
  id?: string;
  type?: ToastType;
  description?: string;
  action?: ToastAction;
  timeout?: number;
  dismissAfter?: number;
};

type Listener = () => void;

let toasts: readonly ToastRecord[] = [];
let max = TOAST_MAX_DEFAULT;
let counter = 0;
const listeners = new Set<Listener>();

function publish(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** The toasts on screen, newest first. */
export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds (or replaces, by id) a toast at the top and drops the oldest beyond the maximum. */
export function addToast(input: ToastInput): string {
  counter += 1;
  const id = input.id ?? `toast-${counter}`;
  const previous = toasts.find((t) => t.id === id);
  const record: ToastRecord = {
    id,
    type: input.type ?? 'default',
    message: input.message,
    description: input.description,
    action: input.action,
    timeout: input.timeout ?? TOAST_TIMEOUT_MS,
    dismissAfter: Math.max(input.dismissAfter ?? TOAST_DISMISS_MS, input.timeout ?? 0),
    version: (previous?.version ?? 0) + 1,
  };
  publish([record, ...toasts.filter((t) => t.id !== id)].slice(0, max));
  return id;
}

/** Removes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  if (id === undefined) publish([]);
  else if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

/** The Toaster's maxToasts; trims at once if there are more on screen. */
export function setMaxToasts(value: number): void {
  max = Math.max(1, Math.floor(value));
  if (toasts.length > max) publish(toasts.slice(0, max));
}
