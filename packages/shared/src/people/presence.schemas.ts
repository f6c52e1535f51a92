import { z } from 'zod';
import { isoDateTimeSchema, text } from '../input/text.js';

// Presence (issue 16): online (a tab in use), away (every tab idle or hidden for five minutes),
// offline (no tab open), across tabs, devices and instances; and a custom status the person sets.

export const presenceStates = ['online', 'away', 'offline'] as const;
export type PresenceState = (typeof presenceStates)[number];

/** How long without input (or with the tab hidden) before a tab counts as idle. */
export const PRESENCE_IDLE_MS = 5 * 60 * 1000;

/** Browser → server: this tab is in use (`active`) or has been idle or hidden for PRESENCE_IDLE_MS. */
export const presenceSetEvent = 'presence.set';
export const presenceSetSchema = z.object({ state: z.enum(['active', 'idle']) });
export type PresenceSet = z.infer<typeof presenceSetSchema>;

/** One person's presence now (every instance's sockets counted). */
export const presenceChangedSchema = z.object({ userId: z.string(), state: z.enum(presenceStates) });
export type PresenceChanged = z.infer<typeof presenceChangedSchema>;

/**
 * Server → a workspace's sockets: the presence now of the people whose tabs changed in the last
 * moment (gathered over a few tens of milliseconds, so that a thousand tabs reconnecting at once are a
 * few events to each socket, not a thousand).
 */
export const presenceChangedEvent = 'presence.changed';
export const presenceChangesSchema = z.array(presenceChangedSchema).min(1);
export type PresenceChanges = z.infer<typeof presenceChangesSchema>;

/** GET /api/orgs/:org/presence: everyone online or away now (anyone absent is offline). */
export const presenceListSchema = z.array(presenceChangedSchema);
export type PresenceList = z.infer<typeof presenceListSchema>;

export const STATUS_TEXT_MAX = 100;
export const STATUS_EMOJI_MAX = 16;

/** The synced `memberStatus` row (id = the person's user id); the client keeps it in `statuses`. */
export const memberStatusSchema = z.object({
  userId: z.string(),
  emoji: z.string(),
  text: z.string(),
  /** When it clears by itself; null: until cleared. A status past it reads as none. */
  expiresAt: z.string().nullable(),
});
export type MemberStatusDto = z.infer<typeof memberStatusSchema>;

// One emoji (with its modifiers and joiners), nothing else.
const emojiShape =
  /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3)*$/u;

/** PUT /api/people/me/status: '' for no emoji or no text (not both); `expiresAt` in the future or null. */
export const setStatusSchema = z
  .strictObject({
    emoji: text()
      .trim()
      .max(STATUS_EMOJI_MAX, 'Choose one emoji.')
      .refine((value) => value === '' || emojiShape.test(value), 'Choose one emoji.'),
    text: text().trim().max(STATUS_TEXT_MAX, `Keep the status to ${STATUS_TEXT_MAX} characters.`),
    expiresAt: isoDateTimeSchema.nullable(),
  })
  .refine((body) => body.emoji !== '' || body.text !== '', {
    path: ['text'],
    message: 'Write a status or choose an emoji.',
  });
export type SetStatusBody = z.infer<typeof setStatusSchema>;

/** A status whose time ran out reads as no status. */
export function liveStatus(
  status: MemberStatusDto | null | undefined,
  now = Date.now(),
): MemberStatusDto | null {
  if (!status || (status.emoji === '' && status.text === '')) return null;
  if (status.expiresAt && Date.parse(status.expiresAt) <= now) return null;
  return status;
}
