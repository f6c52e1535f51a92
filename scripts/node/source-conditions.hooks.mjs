// Resolve hooks for source-conditions.mjs: Hocuspocus's packages go to their built ES modules, the files
// hocuspocus-alias.ts names for Vite and Vitest (under tsx, its "source" sources or its types were picked).
const builtOnly = /^@hocuspocus\/(common|provider|server)$/;

export async function resolve(specifier, context, nextResolve) {
  const match = builtOnly.exec(specifier);
  if (!match) return nextResolve(specifier, context);
  const name = match[1];
  const url = new URL(
    `../../node_modules/@hocuspocus/${name}/dist/hocuspocus-${name}.esm.js`,
    import.meta.url,
  );
  return { url: url.href, format: 'module', shortCircuit: true };
}
