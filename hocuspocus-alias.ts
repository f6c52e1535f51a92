import path from 'node:path';

/**
 * Hocuspocus publishes its TypeScript sources under the "source" export condition, which the workspaces
 * use for their own sources: Vite and Vitest are pointed at its built files instead (tsconfig.base.json
 * maps its types the same way).
 */
export const hocuspocusAlias = [
  {
    find: /^@hocuspocus\/(common|provider|server)$/,
    replacement: path.resolve(import.meta.dirname, 'node_modules/@hocuspocus/$1/dist/hocuspocus-$1.esm.js'),
  },
];
