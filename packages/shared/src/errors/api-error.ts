import { z } from 'zod';

/** Every error the API returns has this shape; `fields` maps an input field to the message for it. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'orbit_archived',
  'topic_archived',
  'topic_name_taken',
  'rate_limited',
  'payload_too_large',
  'storage_full',
  'call_ended',
  'call_full',
  'internal_error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
