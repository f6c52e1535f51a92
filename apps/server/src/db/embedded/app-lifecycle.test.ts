import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPostmasterPid } from './ownership.js';
import { isRunning } from './processes.js';
import { makeTempDir, removeTempDir, serverRoot, sourceConditions } from './test-support.js';

// The app as `npm start` runs it (src/main.ts in its own process group, the embedded database in a
// fresh DATA_DIR). Issue 11 item 3: when the postmaster is killed, the app starts it again and serves
// again. Issue 11 item 18: Ctrl+C (SIGINT to the whole process group) lets the app drain a request in
// flight before the database stops; the database does not get the terminal's signal.

const LONG = { timeout: 120_000 };

type Line = { level: number; msg: string };

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

class RunningApp {
  readonly lines: Line[] = [];
  private waiters: { test: (line: Line) => boolean; resolve: () => void }[] = [];
  readonly exited: Promise<number | null>;

  constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly dataDir: string,
  ) {
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      for (const text of parts.filter(Boolean)) {
        let line: Line;
        try {
          line = JSON.parse(text) as Line;
        } catch {
          line = { level: 30, msg: text };
        }
        this.lines.push(line);
        this.waiters = this.waiters.filter((waiter) => !(waiter.test(line) && (waiter.resolve(), true)));
      }
    });
    this.exited = once(child, 'exit').then(([code]) => code as number | null);
  }

  /** Resolves at the first log line (already seen or still to come) whose message matches. */
  waitFor(pattern: RegExp): Promise<void> {
    const test = (line: Line) => pattern.test(line.msg);
    if (this.lines.some(test)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  indexOf(pattern: RegExp): number {
    return this.lines.findIndex((line) => pattern.test(line.msg));
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

async function startApp(dataDir: string): Promise<RunningApp> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      '--import',
      sourceConditions,
      path.join(serverRoot, 'src/main.ts'),
    ],
    {
      cwd: serverRoot,
      // Its own process group, like a shell's foreground job: process.kill(-pid) is Ctrl+C.
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        WEB_DIST: '/nonexistent-web-dist',
        LOG_LEVEL: 'debug',
      },
    },
  );
  const app = new RunningApp(child, port, dataDir);
  await Promise.race([
    app.waitFor(/^Orbit is ready/),
    app.exited.then((code) => {
      throw new Error(`the app exited (${code}) before it was ready`);
    }),
  ]);
  return app;
}

async function get(app: RunningApp, url: string): Promise<number> {
  const res = await fetch(`${app.origin}${url}`).catch(() => undefined);
  return res?.status ?? 0;
}

/** A wrong password for an unknown address: 401 only after a real query of the users table. */
function loginRequest(app: RunningApp) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
  const req = http.request(`${app.origin}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: app.origin,
      'x-requested-with': 'orbit',
    },
  });
  const answered = once(req, 'response').then(([res]) => (res as http.IncomingMessage).statusCode);
  return { req, body, answered };
}

describe('the app and its embedded PostgreSQL', () => {
  let tmp: string;
  let app: RunningApp | undefined;
  beforeEach(async () => {
    tmp = await makeTempDir();
  });
  afterEach(async () => {
    if (app && app.child.exitCode === null && app.child.signalCode === null) {
      process.kill(-(app.child.pid as number), 'SIGKILL');
      await app.exited;
    }
    app = undefined;
    // The postmaster leads its own process group, so killing the app's group leaves it running: stop
    // whatever still runs in the cluster folder before removing it.
    await removeTempDir(tmp, path.join(tmp, 'data', 'postgres'));
  });

  it('restarts the database when its postmaster is killed, and serves again', LONG, async () => {
    app = await startApp(path.join(tmp, 'data'));
    expect(await get(app, '/api/health')).toBe(200);
    const before = await readPostmasterPid(path.join(app.dataDir, 'postgres'));
    if (!before) throw new Error('no postmaster.pid');
    process.kill(before.pid, 'SIGKILL');

    await app.waitFor(/^Embedded PostgreSQL restarted/);
    const after = await readPostmasterPid(path.join(app.dataDir, 'postgres'));
    expect(after?.pid).not.toBe(before.pid);
    // Connections the kill broke are replaced: health (SELECT 1) and a login (the users table) work.
    let health = 0;
    for (let tries = 0; tries < 20 && health !== 200; tries += 1) health = await get(app, '/api/health');
    expect(health).toBe(200);
    const login = loginRequest(app);
    login.req.end(login.body);
    expect(await login.answered).toBe(401);
    expect(app.indexOf(/^Embedded PostgreSQL died: restarting it/)).toBeGreaterThan(-1);
  });

  it('on Ctrl+C drains a request in flight, then stops the database, and exits 0', LONG, async () => {
    app = await startApp(path.join(tmp, 'data'));
    const postmaster = await readPostmasterPid(path.join(app.dataDir, 'postgres'));
    // The request has arrived (headers and half its body) when the terminal sends SIGINT to the group.
    const login = loginRequest(app);
    login.req.write(login.body.slice(0, 10));
    await app.waitFor(/^request received/);
    process.kill(-(app.child.pid as number), 'SIGINT');
    await app.waitFor(/^SIGINT: shutting down/);
    // npm passes the terminal's SIGINT on to the script it runs: under `npm start` the app gets it twice.
    process.kill(app.child.pid as number, 'SIGINT');
    expect(postmaster && (await isRunning(postmaster.pid))).toBe(true);
    login.req.end(login.body.slice(10));
    expect(await login.answered).toBe(401);
    const code = await app.exited;
    expect(code).toBe(0);

    const drained = app.indexOf(/^Requests, sockets and jobs drained/);
    const fastShutdown = app.indexOf(/received fast shutdown request/);
    expect(drained).toBeGreaterThan(-1);
    expect(fastShutdown).toBeGreaterThan(drained);
    expect(app.indexOf(/^Embedded PostgreSQL stopped/)).toBeGreaterThan(fastShutdown);
  });
});
