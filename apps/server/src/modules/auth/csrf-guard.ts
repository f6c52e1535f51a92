import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Cookies ride along on cross-site requests, so every state-changing /api call must prove it comes
 * from the app itself: its own Origin (or Referer) and a header a plain HTML form cannot set.
 */
export function isSameOriginApiCall(request: FastifyRequest, appOrigin: string): boolean {
  const header = request.headers['x-requested-with'];
  return (
    requestOrigin(request) === appOrigin && typeof header === 'string' && header.toLowerCase() === 'orbit'
  );
}

export function registerCsrfGuard(app: FastifyInstance, publicUrl: string): void {
  const appOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (path !== '/api' && !path.startsWith('/api/')) return;
    if (!isSameOriginApiCall(request, appOrigin)) {
      throw new AppError('forbidden', 'This request did not come from the Orbit app.');
    }
  });
}
