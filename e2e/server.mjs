// The production build on a fresh embedded database, for the browser tests.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
process.env.NODE_ENV = 'production';
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://localhost:${port}`;
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-'));
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';

await import('../apps/server/dist/main.js');
