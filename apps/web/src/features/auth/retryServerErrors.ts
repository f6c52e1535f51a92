import { ApiRequestError } from '../../lib/api/ApiRequestError';

/**
 * A query's retry rule: a 4xx (unknown invite, bad token) is an answer, not a hiccup, so it shows at
 * once; network failures and 5xx get two more tries.
 */
export function retryServerErrors(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 2;
}
