import { z } from 'zod';
import { idSchema, isoDateTimeSchema, text } from '../input/text.js';

// Search (issue 16): GET /api/orgs/:org/search (tasks) for the command palette and the search page;
// chat's GET /chat/search (messages) takes the same words, person and dates.

export const SEARCH_QUERY_MAX = 200;
/** How far the search page pages into one kind's hits (`offset`). */
export const SEARCH_OFFSET_MAX = 500;

/** Hits to pass over: the search page's "Show more" asks for the next page. */
export const searchOffsetSchema = z.coerce
  .number('Give the number of hits to skip.')
  .int('Give a whole number.')
  .min(0, 'Give zero or more.')
  .max(SEARCH_OFFSET_MAX, `Look at most ${SEARCH_OFFSET_MAX} hits ahead.`)
  .default(0);

/** The words typed: trimmed, 1–200 characters. */
export const searchWordsSchema = text()
  .trim()
  .min(1, 'Type something to search for.')
  .max(SEARCH_QUERY_MAX, `Keep the search to ${SEARCH_QUERY_MAX} characters.`)
  // A query string carries a lone surrogate as U+FFFD: text that could not be read.
  .refine((value) => !value.includes('\ufffd'), 'That search could not be read.');

/** Open tasks (not completed) or done ones. */
export const taskSearchStatuses = ['open', 'done'] as const;
export type TaskSearchStatus = (typeof taskSearchStatuses)[number];

/** From and to (ISO date-times, `to` excluded): when the task was made or the message sent. */
export const searchDateRange = {
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
};

/** `to` before `from` is refused on `to`. */
export const checkDateRange = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || Date.parse(range.from) < Date.parse(range.to);
export const dateRangeProblem = { message: 'End the range after it starts.', path: ['to'] };

export const taskSearchQuerySchema = z
  .object({
    q: searchWordsSchema,
    limit: z.coerce.number().int().min(1).max(50).default(20),
    offset: searchOffsetSchema,
    /** Only this orbit's tasks. */
    orbitId: idSchema.optional(),
    /** Only tasks this person is assigned to or made. */
    personId: z.uuid('That person is not valid.').optional(),
    status: z.enum(taskSearchStatuses).optional(),
    ...searchDateRange,
  })
  .refine(checkDateRange, dateRangeProblem);
export type TaskSearchQuery = z.infer<typeof taskSearchQuerySchema>;

/**
 * How a task matched: its words (every typed word starts a word of the title) or, failing that, words
 * of the workspace that contain or resemble the typed ones (a piece of a word, a typo).
 */
export const taskSearchMatches = ['words', 'similar'] as const;

export const taskSearchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  orbitId: z.string(),
  statusId: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  match: z.enum(taskSearchMatches),
});
export type TaskSearchHit = z.infer<typeof taskSearchHitSchema>;
export const taskSearchResultSchema = z.array(taskSearchHitSchema);

// Documents (issue 20): GET /api/orgs/:org/search/documents finds documents by the words of their
// title and text, in the orbits the person sees.

export const documentSearchQuerySchema = z.object({
  q: searchWordsSchema,
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Only this orbit's documents. */
  orbitId: idSchema.optional(),
});
export type DocumentSearchQuery = z.infer<typeof documentSearchQuerySchema>;

export const documentSearchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  orbitId: z.string(),
  /** A piece of the text around the first typed word found in it (its start when only the title matched). */
  snippet: z.string(),
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DocumentSearchHit = z.infer<typeof documentSearchHitSchema>;
export const documentSearchResultSchema = z.array(documentSearchHitSchema);
