import type { FastifyInstance } from 'fastify';

/**
 * Debug lines per request: when it arrives and when it is answered. Info is for what an operator follows (start, stop,
 * job runs) and errors: at info a busy server would log every call twice.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ method: request.method, url: request.routeOptions.url }, 'request received');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?')[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
