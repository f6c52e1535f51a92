import type { Plugin } from 'vite';

/** The part of a built chunk this plugin reads. */
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
};

/** `roots` and every chunk they import statically, by file name. */
function chunkClosure(chunks: ReadonlyMap<string, BuiltChunk>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The files a signed-in workspace address runs right after the entry: the chunks of `pages` (module
 * ids) and everything they import statically, less what the entry itself loads (the page's own
 * `<script>` and `modulepreload` links fetch those already).
 */
export function workspaceFiles(chunks: readonly BuiltChunk[], pages: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunkClosure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const roots = pages.flatMap((page) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === page);
    if (!chunk) throw new Error(`workspacePreload: no chunk is built for ${page}`);
    return [chunk.fileName];
  });
  return [...chunkClosure(byFile, roots)].filter((file) => !entry.has(file)).sort();
}

/**
 * Names those files in a `<meta name="orbit-workspace-code">` at the top of index.html, for
 * public/early-bootstrap.js: on a signed-in browser opening a workspace address, it asks for them with
 * the head's other early requests, instead of after the entry has downloaded and run and the router
 * has picked the page (a wave of requests later).
 */
export function workspacePreload(pages: readonly string[]): Plugin {
  return {
    name: 'orbit-workspace-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const files = workspaceFiles(chunks, pages);
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { name: 'orbit-workspace-code', content: files.map((file) => `/${file}`).join(' ') },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
