import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';

/**
 * Files not fetched at install: source maps (developer tools only), the compressed twins, and lucide's
 * icons drawn on demand (about 1,700 tiny chunks, each kept by the worker once a page has drawn it).
 */
const skipped = /\.(?:map|br|gz)$|^assets\/icons\//;

async function filesIn(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? filesIn(full, base)
        : [path.relative(base, full).split(path.sep).join('/')];
    }),
  );
  return nested.flat();
}

/** The URLs a build's worker keeps: every emitted file and every public file, sorted. */
export function precacheList(
  bundleFiles: readonly string[],
  publicFiles: readonly string[],
  worker: string,
): string[] {
  const files = new Set([...bundleFiles, ...publicFiles].filter((f) => !skipped.test(f) && f !== worker));
  return [...files].sort().map((f) => `/${f}`);
}

/**
 * Builds `src/serviceWorker/sw.ts` into `/sw.js` with the list of this build's files and a version
 * made from their names (content-hashed) and index.html, so every release is a new worker that the
 * browser installs beside the old one and the app offers to switch to.
 */
export function serviceWorker(options: { entry: string; fileName?: string }): Plugin {
  const fileName = options.fileName ?? 'sw.js';
  let publicDir = '';
  return {
    name: 'orbit-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      async handler(_output, bundle) {
        const list = precacheList(Object.keys(bundle), publicDir ? await filesIn(publicDir) : [], fileName);
        const html = bundle['index.html'];
        const version = createHash('sha256')
          .update(list.join('\n'))
          .update(html && html.type === 'asset' ? html.source : '')
          .digest('hex')
          .slice(0, 16);
        const source = await readFile(options.entry, 'utf8');
        const { code } = await transformWithOxc(source, options.entry, { lang: 'ts' });
        this.emitFile({
          type: 'asset',
          fileName,
          source: code
            .replace('__ORBIT_PRECACHE__', JSON.stringify(list))
            .replace('__ORBIT_SW_VERSION__', JSON.stringify(version)),
        });
      },
    },
  };
}
