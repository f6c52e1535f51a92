import { z } from 'zod';
import { richTextProblem } from '../rich-text/rich-text-schema.js';

// The boundary's rules for every string a client sends. PostgreSQL refuses a NUL character in text and
// a lone UTF-16 surrogate in JSON, and the year 0 is no date it stores: each is refused here, as a 400
// on its field, so nothing the database would refuse ever reaches it.

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const textProblemMessages = {
  nul: 'Remove the NUL character.',
  surrogate: 'Remove the broken character (a lone UTF-16 surrogate).',
} as const;

/** Why a text cannot be stored, or undefined when it can. */
export function textProblem(value: string): keyof typeof textProblemMessages | undefined {
  if (value.includes('\u0000')) return 'nul';
  if (loneSurrogate.test(value)) return 'surrogate';
  return undefined;
}

/** Adds the text rule to a string schema (keeps its type, so trims, limits and pipes chain after it). */
export function storable<S extends z.ZodString>(schema: S): S {
  return schema.check((ctx) => {
    const problem = textProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: textProblemMessages[problem], input: ctx.value });
  }) as S;
}

/** Any text a person writes: names, titles, descriptions, search words. */
export const text = () => storable(z.string());

/**
 * Ids in paths and bodies: a server id (20 base-32 characters), a client's temporary id (a UUID) or a
 * status id: letters, digits, dashes and underscores, so `%00` or a quote never reaches a query.
 */
export const idSchema = z
  .string()
  .min(1, 'Give an id.')
  .max(64, 'That id is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'That id is not valid.');

/** An ISO 8601 date and time with an offset, in the years 0001–9999 and a real calendar date. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).check((ctx) => {
  const year = Number(ctx.value.slice(0, 4));
  const time = Date.parse(ctx.value);
  if (year < 1 || Number.isNaN(time)) {
    ctx.issues.push({
      code: 'custom',
      message: 'Use a date between the years 1 and 9999.',
      input: ctx.value,
    });
  }
});

/** Rich text (a ProseMirror JSON string, or plain text): storable, and only what the editor can show. */
export const richText = () =>
  text().check((ctx) => {
    const problem = richTextProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
