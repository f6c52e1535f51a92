/** Where the last GET /api/auth/me answer is kept (lastMe.ts); its own module so the entry reads no schema. */
export const LAST_ME_KEY = 'orbit-me';

/** Whether someone signed in on this browser before (cheap: no parsing, no schema). */
export function hasLastMe(): boolean {
  try {
    return localStorage.getItem(LAST_ME_KEY) !== null;
  } catch {
    return false;
  }
}
