import type { ErrorCode } from '@orbit/shared';

const statusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  orbit_archived: 409,
  topic_archived: 409,
  topic_name_taken: 409,
  payload_too_large: 413,
  storage_full: 413,
  call_ended: 409,
  call_full: 409,
  rate_limited: 429,
  internal_error: 500,
};

/** An error that is safe to show to the API client as it is. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
