import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESSION_THRESHOLD = 1024;

// JSON, text, JavaScript, CSS, XML and SVG. Anything else falls back to mime-db's list, which already
// leaves out images, video, audio, archives and PDFs (they are compressed formats).
const compressibleTypes =
  /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:json|xml)(?:;|$)|^application\/(?:javascript|ecmascript)|^image\/svg\+xml/;

/**
 * gzip or brotli (brotli at quality 4: nearly gzip's speed with smaller output) by Accept-Encoding,
 * for API answers and the few static files that were not compressed at build time (see
 * apps/web/vite.config.ts). Socket.IO never reaches Fastify, so its traffic is left alone.
 * Request bodies are never decompressed: the API has no use for it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // mime-db counts application/octet-stream as compressible; here it is an opaque download (a file
  // of unknown type, often an archive already): it goes as it is, through the plugin's own opt-out.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/octet-stream')) request.headers['x-no-compression'] = 'opaque';
    return payload;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: compressibleTypes,
  });
}
