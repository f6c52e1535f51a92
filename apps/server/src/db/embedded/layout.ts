import { createHash } from 'node:crypto';
import { chmod, chown, lstat, mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertReachable, canTraverse, type ServerAccount } from './account.js';
import { EmbeddedPostgresError } from './types.js';

/** No TCP listener, so the port only names the socket file; every instance can use the same one. */
export const SOCKET_PORT = 5432;

/** sun_path holds 108 bytes including the terminating NUL. */
const MAX_SOCKET_PATH = 107;

export type EmbeddedLayout = {
  dataDir: string;
  clusterDir: string;
  /** initdb writes here and the result is renamed to clusterDir, so a half-initialised cluster never counts. */
  initDir: string;
  passwordFile: string;
  /** Which Node process started the running postmaster (see ownership.ts). */
  ownerFile: string;
  socketDir: string;
};

export function embeddedLayout(dataDir: string): EmbeddedLayout {
  const root = path.resolve(dataDir);
  return {
    dataDir: root,
    clusterDir: path.join(root, 'postgres'),
    initDir: path.join(root, 'postgres.initdb'),
    passwordFile: path.join(root, 'postgres-password'),
    ownerFile: path.join(root, 'postgres-owner.json'),
    socketDir: path.join(root, 'postgres-socket'),
  };
}

export function socketPathFits(dir: string): boolean {
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${SOCKET_PORT}`)) <= MAX_SOCKET_PATH;
}

/**
 * When `${dataDir}/postgres-socket` would exceed the unix socket path limit we fall back to a short
 * directory in the temp dir instead of refusing to start: deep DATA_DIRs are common in development.
 * Its name is derived from the data directory so every restart reuses it, and it must be a real
 * directory that only the server's account can enter; anything else there (another user's dir, a
 * symlink) is refused. The postmaster records the socket directory in postmaster.pid, which is how
 * findRunningEmbeddedPostgres finds it again, so nothing else needs to remember it.
 */
export function fallbackSocketDir(dataDir: string): string {
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const candidates = [tmpdir(), '/tmp'].map((base) => path.join(base, `orbit-pg-${id}`));
  const dir = candidates.find(socketPathFits);
  if (!dir) throw new EmbeddedPostgresError(`No unix socket directory short enough for ${dataDir}.`);
  return dir;
}

async function exists(target: string): Promise<boolean> {
  return lstat(target).then(
    () => true,
    () => false,
  );
}

/** Creates missing levels with mode 0711 (set explicitly, a strict umask would hide them from the server). */
export async function makeTraversableDir(dir: string, account: ServerAccount): Promise<void> {
  const missing: string[] = [];
  for (let current = dir; !(await exists(current)); current = path.dirname(current)) missing.unshift(current);
  for (const level of missing) {
    await mkdir(level, { mode: 0o711 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    await chmod(level, 0o711);
  }
  const info = await stat(dir);
  if (!info.isDirectory()) throw new EmbeddedPostgresError(`DATA_DIR ${dir} is not a directory.`);
  // The data dir is ours; letting the server account through it is the least change that works.
  if (!canTraverse(info, account)) await chmod(dir, (info.mode & 0o7777) | 0o001);
  await assertReachable(path.join(dir, 'postgres'), account, 'the data directory');
}

/** A directory owned by the server account with mode 0700 (what PostgreSQL demands of its data dir). */
export async function makePrivateDir(dir: string, account: ServerAccount): Promise<void> {
  await mkdir(dir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const info = await lstat(dir);
  const expectedUid = account?.uid ?? process.getuid?.();
  const ours = info.uid === expectedUid || info.uid === process.getuid?.();
  if (!info.isDirectory() || !ours) {
    throw new EmbeddedPostgresError(`Refusing to use ${dir}: it is not a directory owned by this server.`);
  }
  if (account && info.uid !== account.uid) await chown(dir, account.uid, account.gid);
  if ((info.mode & 0o777) !== 0o700) await chmod(dir, 0o700);
}

export async function prepareSocketDir(layout: EmbeddedLayout, account: ServerAccount): Promise<string> {
  const dir = socketPathFits(layout.socketDir) ? layout.socketDir : fallbackSocketDir(layout.dataDir);
  await makePrivateDir(dir, account);
  await assertReachable(path.join(dir, `.s.PGSQL.${SOCKET_PORT}`), account, 'the socket directory');
  return dir;
}
