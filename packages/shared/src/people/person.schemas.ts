import { z } from 'zod';
import { text } from '../input/text.js';

// A person's profile beyond their name and avatar (issue 16): a job title and the time zone their
// local time is shown in. Account-wide, so the same in every workspace they are in.

export const PERSON_TITLE_MAX = 100;
export const TIME_ZONE_MAX = 64;

// Area/Location names (Europe/Berlin, America/Argentina/Buenos_Aires, Etc/GMT+5) and single ones
// (UTC); no offsets such as +05:00, which some engines accept and others refuse.
const ianaShape = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** The IANA time zone as this engine spells it (Europe/Berlin for europe/berlin), or null when none. */
export function canonicalTimeZone(value: string): string | null {
  if (!ianaShape.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneMessage = 'Choose a time zone by its IANA name, such as Europe/Berlin.';

/** An IANA time zone name, stored in its canonical spelling. */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(TIME_ZONE_MAX, timeZoneMessage)
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: timeZoneMessage });
      return z.NEVER;
    }
    return zone;
  });

export const personTitleSchema = text()
  .trim()
  .max(PERSON_TITLE_MAX, `Keep the title to ${PERSON_TITLE_MAX} characters.`);

/** PATCH /api/people/me: `title` '' clears it, `timeZone` null clears it; an absent field is kept. */
export const updatePersonProfileSchema = z.strictObject({
  title: personTitleSchema.optional(),
  timeZone: timeZoneSchema.nullable().optional(),
});
export type UpdatePersonProfileBody = z.input<typeof updatePersonProfileSchema>;

/** GET and PATCH /api/people/me: the signed-in person's own profile fields. */
export const personProfileSchema = z.object({
  title: z.string(),
  timeZone: z.string().nullable(),
});
export type PersonProfileDto = z.infer<typeof personProfileSchema>;
