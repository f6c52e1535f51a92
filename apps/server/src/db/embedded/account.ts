import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './types.js';

const execFileAsync = promisify(execFile);

/** The OS account the server runs as; null when that is simply the current user. */
export type ServerAccount = { name: string; uid: number; gid: number } | null;

const ACCOUNT_NAME = 'postgres';

export function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

async function lookUp(name: string): Promise<ServerAccount> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]).then(({ stdout }) => Number.parseInt(stdout, 10)),
      execFileAsync('id', ['-g', name]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { name, uid, gid } : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. The package's `createPostgresUser` would create the account but
 * fails when two processes start at once (the second `groupadd` errors), so it is created here
 * tolerantly first; the package then only chowns the data directory.
 */
export async function resolveServerAccount(): Promise<ServerAccount> {
  if (!runningAsRoot()) return null;
  const existing = await lookUp(ACCOUNT_NAME);
  if (existing) return existing;
  let failure: unknown;
  try {
    await execFileAsync('groupadd', ['--force', '--system', ACCOUNT_NAME]);
    await execFileAsync('useradd', [
      '--system',
      '--gid',
      ACCOUNT_NAME,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      ACCOUNT_NAME,
    ]);
  } catch (error) {
    failure = error;
  }
  // Another process may have created it meanwhile; only a still-missing account is an error.
  const created = await lookUp(ACCOUNT_NAME);
  if (created) return created;
  throw new EmbeddedPostgresError(
    `Running as root, and the OS account "${ACCOUNT_NAME}" for PostgreSQL could not be created ` +
      `(${failure instanceof Error ? failure.message : String(failure)}). Create it, run as another user, or set DATABASE_URL.`,
  );
}

/** Whether `account` may search (traverse) a directory with this owner and mode. */
export function canTraverse(
  info: { uid: number; gid: number; mode: number },
  account: ServerAccount,
): boolean {
  if (!account) return true;
  if (info.uid === account.uid) return (info.mode & 0o100) !== 0;
  if (info.gid === account.gid) return (info.mode & 0o010) !== 0;
  return (info.mode & 0o001) !== 0;
}

/**
 * The server runs as another user than Node, so it must be able to walk down to its binaries and data.
 * A clear message here beats PostgreSQL's "could not change directory" deep in the log.
 */
export async function assertReachable(target: string, account: ServerAccount, what: string): Promise<void> {
  if (!account) return;
  let dir = path.dirname(path.resolve(target));
  for (;;) {
    const info = await stat(dir);
    if (!canTraverse(info, account)) {
      const mode = (info.mode & 0o777).toString(8).padStart(4, '0');
      throw new EmbeddedPostgresError(
        `PostgreSQL runs as the OS user "${account.name}", which cannot reach ${what} ${target}: ` +
          `${dir} has mode ${mode}. Make it traversable (chmod o+x ${dir}) or choose another location.`,
      );
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}
