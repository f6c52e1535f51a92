import { type MeDto, meSchema } from '@orbit/shared';
import { LAST_ME_KEY as KEY } from './lastMeKey';

/** Keeps the last answer of GET /api/auth/me, so the app can open offline on what IndexedDB holds. */
export function rememberMe(me: MeDto): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(me));
  } catch {
    // Storage full or refused: the app still works online.
  }
}

/** The last answer kept, if it still reads as one. */
export function lastMe(): MeDto | undefined {
  try {
    const parsed = meSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Logout: the next person on this browser must not open on the last one's workspaces. */
export function forgetMe(): void {
  localStorage.removeItem(KEY);
}
