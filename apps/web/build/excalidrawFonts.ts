import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Excalidraw's production build (`dist/prod`), where its stylesheet and fonts are. */
export const excalidrawDist = () =>
  path.dirname(createRequire(import.meta.url).resolve('@excalidraw/excalidraw'));

/**
 * Excalidraw lists a public CDN (esm.sh) after `EXCALIDRAW_ASSET_PATH` in every font face it makes,
 * and the browser goes there whenever the first address fails (upstream, excalidraw/excalidraw#11639).
 * A self-hosted app asks no one else: the fallback is the app's own /excalidraw/ too. The build fails
 * if a new Excalidraw writes it differently, rather than quietly calling the CDN again.
 */
const fallbackUrl = /(["']ASSETS_FALLBACK_URL["'],\s*)`https:\/\/esm\.sh\/[\s\S]*?\/dist\/prod\/`/;
const ownFallback = 'new URL("/excalidraw/", window.location.origin).href';

export function withOwnFontFallback(code: string): string | null {
  if (!/["']ASSETS_FALLBACK_URL["']\s*,/.test(code)) return null;
  if (!fallbackUrl.test(code)) {
    throw new Error("Excalidraw's font fallback (ASSETS_FALLBACK_URL) is no longer the esm.sh address");
  }
  return code.replace(fallbackUrl, `$1${ownFallback}`);
}

/**
 * Excalidraw's fonts, served by the app itself at /excalidraw/fonts/ (the boards' canvas sets
 * `EXCALIDRAW_ASSET_PATH` there, and the CDN fallback is pointed there too, `withOwnFontFallback`).
 * Xiaolai, the CJK hand-drawn face, is left out: 13 MB the offline cache would hold for everyone;
 * CJK text on a board falls back to the system's font.
 */
export function excalidrawFonts(): Plugin {
  const fontsDir = () => path.join(excalidrawDist(), 'fonts');
  const skipped = new Set(['Xiaolai']);
  const list = async () => {
    const dir = fontsDir();
    const families = (await readdir(dir, { withFileTypes: true })).filter(
      (entry) => entry.isDirectory() && !skipped.has(entry.name),
    );
    const files = await Promise.all(
      families.map(async (family) =>
        (await readdir(path.join(dir, family.name))).map((file) => `${family.name}/${file}`),
      ),
    );
    return { dir, files: files.flat() };
  };
  return {
    name: 'orbit-excalidraw-fonts',
    transform(code, id) {
      if (!id.includes('@excalidraw/excalidraw')) return null;
      const changed = withOwnFontFallback(code);
      return changed === null ? null : { code: changed, map: null };
    },
    async generateBundle() {
      const { dir, files } = await list();
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `excalidraw/fonts/${file}`,
          source: await readFile(path.join(dir, file)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use('/excalidraw/fonts/', (request, response, next) => {
        const file = path
          .normalize(decodeURIComponent(request.url ?? '').split('?')[0] ?? '')
          .replace(/^[/\\]+/, '');
        if (file.startsWith('..') || skipped.has(file.split(/[/\\]/)[0] ?? '')) return next();
        readFile(path.join(fontsDir(), file)).then(
          (body) => {
            response.setHeader('content-type', 'font/woff2');
            response.end(body);
          },
          () => next(),
        );
      });
    },
  };
}
