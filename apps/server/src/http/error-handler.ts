import type { ApiError } from '@orbit/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      fields[key] ??= issue.message ?? 'Invalid value.';
    }
  }
  return fields;
}

/** One place that turns any thrown error into `{ code, message, fields }` and hides internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { code: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiError = {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: validationFields(error),
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'rate_limited', message: 'Too many requests. Try again later.' });
    }
    if (status === 413) {
      return reply.status(413).send({ code: 'payload_too_large', message: 'The request is too large.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type) carry safe messages.
      return reply.status(status).send({ code: 'validation_failed', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side.' });
  });
}
