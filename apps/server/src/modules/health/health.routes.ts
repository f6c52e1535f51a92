import { healthSchema } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { appVersion } from '../../version.js';

export const healthRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (request, reply) => {
        try {
          await db.execute(sql`SELECT 1`);
          return { status: 'ok' as const, version: appVersion, database: 'up' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'degraded', version: appVersion, database: 'down' });
        }
      },
    );
  };
