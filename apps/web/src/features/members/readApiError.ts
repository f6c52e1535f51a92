import { apiErrorSchema } from '@orbit/shared';
import { ApiRequestError } from '../../lib/api/ApiRequestError';

export type ReadApiError = {
  /** The server's message for the whole request, or null when it did not send one we can show. */
  message: string | null;
  /** One message per input (`fields` of the API's error body). */
  fields: Record<string, string>;
};

/** What a failed call tells the person: the server's words when it sent `{ code, message, fields }`. */
export function readApiError(error: unknown): ReadApiError {
  if (!(error instanceof ApiRequestError)) return { message: null, fields: {} };
  const parsed = apiErrorSchema.safeParse(error.body);
  if (!parsed.success) return { message: null, fields: {} };
  return { message: parsed.data.message, fields: parsed.data.fields ?? {} };
}
