import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** apps/web/dist, reached the same way from src/http and dist/http. */
export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * The page learns the nonce its Content-Security-Policy allows for <style> elements from a meta tag
 * (apps/web/src/lib/cspNonce.ts hands it to the libraries that insert styles). A nonce is not secret
 * from the page itself; it keeps styles injected by anyone else out.
 */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`);
}

function wantsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built single-page app. Any GET outside /api that is not a file answers index.html
 * (history-mode routing); unknown /api paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string = defaultWebDist): Promise<void> {
  const root = path.resolve(webDist);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const indexHtml = hasBuild ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // index.html is never sent as a file: each copy carries its response's style nonce (below).
      allowedPath: (pathname) => pathname !== '/index.html',
      // The web build writes .br and .gz beside each text asset (apps/web/vite.config.ts); a
      // file without them is compressed on the fly (http/compression.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request.headers.accept);
    if (isApi || !isPage) {
      return reply
        .status(404)
        .send({ code: 'not_found', message: `No route for ${request.method} ${pathname}.` });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withStyleNonce(indexHtml, reply.cspNonce.style));
  });
}
