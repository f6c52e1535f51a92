// `node --import ./scripts/node/source-conditions.mjs --conditions=source …` runs the server from its
// TypeScript sources (with tsx). The `source` export condition points our workspaces at their sources;
// Hocuspocus publishes its own TypeScript sources under the same condition, which do not run as they are.
// These hooks resolve the Hocuspocus packages without it, to their built files (as hocuspocus-alias.ts does
// for Vite and Vitest).
import { register } from 'node:module';

register('./source-conditions.hooks.mjs', import.meta.url);
