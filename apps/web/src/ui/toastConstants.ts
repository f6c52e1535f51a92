/** The seed's toast constants (section 9). */
export const TOAST_WIDTH_PX = 275;
export const TOAST_MIN_WIDTH_PX = 100;
export const TOAST_MAX_HEIGHT_PX = 800;
/** After this a toast starts to leave (fades out)... */
export const TOAST_TIMEOUT_MS = 4000;
/** ...and at this point it is dismissed, i.e. removed. Both count visible time (paused while hovered). */
export const TOAST_DISMISS_MS = 5000;
/** How many toasts can be on screen; the oldest go first. */
export const TOAST_MAX_DEFAULT = 20;

export const toastTypes = ['default', 'info', 'success', 'error', 'warning'] as const;
export type ToastType = (typeof toastTypes)[number];
