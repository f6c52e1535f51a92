import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { judgeOrigin, publicUrlMismatchMessage } from '../../http/same-origin.js';
import type { Logger } from '../../logger.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const oneClickUnsubscribeRoute = '/api/notifications/unsubscribe';

function browserOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

const hasCsrfHeader = (request: FastifyRequest) => {
  const header = request.headers['x-requested-with'];
  return typeof header === 'string' && header.toLowerCase() === 'orbit';
};

/** So that a misconfigured PUBLIC_URL is told once per address in the log, not on every click. */
const MAX_LOGGED_ORIGINS = 100;

/**
 * Cookies ride along on cross-site requests, so every state-changing request must prove it comes from
 * the app itself: its own Origin (or Referer) and a header a plain HTML form cannot set. It runs for
 * every unsafe method whatever the path: the router decodes `/%61pi/...` to an /api route, so a check
 * on the raw path would let an encoded one through.
 */
export function registerCsrfGuard(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  logger: Logger,
): void {
  const logged = new Set<string>();
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    // The mailed one-click unsubscribe (RFC 8058) comes from a mail program with no cookie and no
    // Origin; its signed token is the proof. Matched on the route the router chose, never the raw path.
    if (request.routeOptions.url === oneClickUnsubscribeRoute) return;
    const origin = browserOrigin(request);
    const verdict = judgeOrigin(origin, request.host, config.publicUrl);
    if (verdict === 'same' && hasCsrfHeader(request)) return;
    if (verdict === 'public-url' && origin && config.publicUrl) {
      if (!logged.has(origin) && logged.size < MAX_LOGGED_ORIGINS) {
        logged.add(origin);
        logger.warn(
          { origin, publicUrl: config.publicUrl },
          'request refused: the app was opened at an address other than PUBLIC_URL',
        );
      }
      throw new AppError('forbidden', publicUrlMismatchMessage(origin, config.publicUrl));
    }
    throw new AppError('forbidden', 'This request did not come from the Orbit app.');
  });
}
