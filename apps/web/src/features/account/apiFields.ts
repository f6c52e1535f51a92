import { ApiRequestError } from '../../lib/api/ApiRequestError';

/** The per-field messages of a refused call (`{ fields }`), plus its overall message. */
export function apiFields(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiRequestError)) return { fields: {}, message: null };
  const body = (error.body ?? {}) as { fields?: Record<string, string>; message?: string };
  return { fields: body.fields ?? {}, message: typeof body.message === 'string' ? body.message : null };
}
