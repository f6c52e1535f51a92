import { mkdir, readdir, readFile, readlink, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './index.js';
import { readPostmasterPid } from './ownership.js';
import { makeTempDir, queryOnce, recordingLogger, removeTempDir } from './test-support.js';
import { EmbeddedPostgresError } from './types.js';

const LONG = { timeout: 60_000 };
const isRoot = process.getuid?.() === 0;

let tmp: string;
beforeEach(async () => {
  tmp = await makeTempDir();
});
afterEach(async () => {
  await removeTempDir(tmp);
});

async function postmasterPid(dataDir: string): Promise<number> {
  const info = await readPostmasterPid(path.join(dataDir, 'postgres'));
  if (!info) throw new Error('no postmaster.pid');
  return info.pid;
}

async function tcpInodes(): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const inode = line.trim().split(/\s+/)[9];
      if (inode) inodes.add(inode);
    }
  }
  return inodes;
}

async function socketInodes(pid: number): Promise<string[]> {
  const fds = await readdir(`/proc/${pid}/fd`);
  const links = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
  return links.flatMap((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1] ?? []);
}

const mode = async (target: string) => (await stat(target)).mode & 0o777;

describe('embedded PostgreSQL', () => {
  it.runIf(isRoot)(
    'runs as the postgres account, with every created directory traversable',
    LONG,
    async () => {
      const dataDir = path.join(tmp, 'a', 'b', 'data');
      const handle = await startEmbeddedPostgres({ dataDir, logger: recordingLogger() });
      try {
        for (const dir of ['a', 'a/b', 'a/b/data']) expect(await mode(path.join(tmp, dir))).toBe(0o711);
        const cluster = await stat(path.join(dataDir, 'postgres'));
        expect(cluster.mode & 0o777).toBe(0o700);
        const status = await readFile(`/proc/${await postmasterPid(dataDir)}/status`, 'utf8');
        const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
        expect(uid).not.toBe(0);
        expect(uid).toBe(cluster.uid);
        const [row] = await queryOnce<{ user: string }>(handle.poolConfig(), 'SELECT current_user AS user');
        expect(row?.user).toBe('postgres');
      } finally {
        await handle.stop();
      }
    },
  );

  it.runIf(isRoot)('explains a parent directory the server account cannot traverse', LONG, async () => {
    const locked = path.join(tmp, 'locked');
    await mkdir(locked, { mode: 0o700 });
    const start = startEmbeddedPostgres({ dataDir: path.join(locked, 'data'), logger: recordingLogger() });
    await expect(start).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(start).rejects.toThrow(`${locked} has mode 0700`);
  });

  it('listens on a private unix socket only, so two instances can share the port number', LONG, async () => {
    const [one, two] = await Promise.all(
      ['one', 'two'].map((name) =>
        startEmbeddedPostgres({ dataDir: path.join(tmp, name), logger: recordingLogger() }),
      ),
    );
    if (!one || !two) throw new Error('not started');
    try {
      expect(one.port).toBe(two.port);
      expect(one.socketDir).toBe(path.join(tmp, 'one', 'postgres-socket'));
      expect(await mode(one.socketDir)).toBe(0o700);
      expect((await stat(path.join(one.socketDir, `.s.PGSQL.${one.port}`))).isSocket()).toBe(true);
      const [row] = await queryOnce<{ listen: string; dirs: string }>(
        one.poolConfig(),
        "SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS dirs",
      );
      expect(row?.listen).toBe('');
      expect(row?.dirs).toBe(`"${one.socketDir}"`);
      const tcp = await tcpInodes();
      const sockets = await socketInodes(await postmasterPid(path.join(tmp, 'one')));
      expect(sockets.length).toBeGreaterThan(0);
      expect(sockets.filter((inode) => tcp.has(inode))).toEqual([]);
      await queryOnce(two.poolConfig(), 'SELECT 1');
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it('moves the socket to a short private directory when the data dir path is too long', LONG, async () => {
    const dataDir = path.join(tmp, 'x'.repeat(100 - tmp.length));
    const handle = await startEmbeddedPostgres({ dataDir, logger: recordingLogger() });
    try {
      expect(handle.socketDir.startsWith(tmpdir()) || handle.socketDir.startsWith('/tmp')).toBe(true);
      expect(Buffer.byteLength(`${handle.socketDir}/.s.PGSQL.${handle.port}`)).toBeLessThanOrEqual(107);
      expect(await mode(handle.socketDir)).toBe(0o700);
      await queryOnce(handle.poolConfig(), 'SELECT 1');
      expect((await findRunningEmbeddedPostgres(dataDir))?.socketDir).toBe(handle.socketDir);
    } finally {
      await handle.stop();
      await removeTempDir(handle.socketDir, '/nonexistent');
    }
  });

  it('creates a UTF8 cluster with the builtin C.UTF-8 locale even without LANG', LONG, async () => {
    const names = ['LANG', 'LANGUAGE', 'LC_ALL', 'LC_CTYPE', 'LC_COLLATE', 'LC_MESSAGES'];
    const saved = new Map(names.map((name) => [name, process.env[name]]));
    for (const name of names) delete process.env[name];
    let handle: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
    try {
      handle = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
    } finally {
      for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
    }
    try {
      const [row] = await queryOnce<Record<string, string>>(
        handle.poolConfig(),
        `SELECT current_setting('server_encoding') AS encoding, datlocprovider AS provider,
                datlocale AS locale, lower('ÄÖÜ') AS lowered
           FROM pg_database WHERE datname = current_database()`,
      );
      expect(row).toEqual({ encoding: 'UTF8', provider: 'b', locale: 'C.UTF-8', lowered: 'äöü' });
    } finally {
      await handle.stop();
    }
  });

  it('keeps a random password in a 0600 file and rejects a wrong one on the socket', LONG, async () => {
    const first = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
    const passwordFile = path.join(tmp, 'postgres-password');
    try {
      expect(await mode(passwordFile)).toBe(0o600);
      expect((await readFile(passwordFile, 'utf8')).trim()).toBe(first.password);
      expect(first.password.length).toBeGreaterThanOrEqual(32);
      const wrong = queryOnce({ ...first.poolConfig(), password: 'not-the-password' }, 'SELECT 1');
      await expect(wrong).rejects.toMatchObject({ code: '28P01' });
      const rules = await queryOnce<{ type: string; auth_method: string }>(
        first.poolConfig(),
        'SELECT DISTINCT type, auth_method FROM pg_hba_file_rules ORDER BY type',
      );
      expect(rules.find((rule) => rule.type === 'local')?.auth_method).toBe('scram-sha-256');
      expect(rules.every((rule) => rule.auth_method === 'scram-sha-256')).toBe(true);
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
    try {
      expect(again.password).toBe(first.password);
      await queryOnce(again.poolConfig(), 'SELECT 1');
    } finally {
      await again.stop();
    }
  });
});
