import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP the built app passes: no inline scripts or styles, no third-party
 * origins, sockets only to the app itself. The UI kit inserts a few <style> elements at run time (the
 * dialogs' scroll lock, the editor's base rules): each response carries a fresh style nonce, which
 * index.html hands to the page (spa.ts) and the page gives to those libraries (apps/web/src/lib/cspNonce.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Other origins the page may fetch from: the media server of calls (JANUS_PUBLIC_URL), if any. */
  extraConnect: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix set styles through the CSSOM (element.style), which CSP allows;
        // <style> elements need the response's nonce, added by helmet.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the app's own ws:/wss: origin (CSP 3); no socket to any other host.
        connectSrc: ["'self'", ...extraConnect],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app is same-origin only; cross-origin isolation would break OAuth pop-ups and media later.
    crossOriginEmbedderPolicy: false,
  });
  // JSON answers carry a person's data (sessions, workspaces, tasks): no browser, proxy or shared cache
  // keeps them, so nothing is left for the next user of the machine or served to someone else.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
