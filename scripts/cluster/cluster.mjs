// Several production servers (apps/server/dist/main.js) on one external PostgreSQL and Redis, behind
// HAProxy running docs/haproxy.cfg, all on loopback: what the cluster test and the load bench start.
// Each run gets a fresh database (dropped at the end) and a shared DATA_DIR (the uploads folder).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverMain = path.join(root, 'apps/server/dist/main.js');
const configTemplate = path.join(root, 'docs/haproxy.cfg');

export const defaultDatabaseUrl = () =>
  process.env.CLUSTER_DATABASE_URL ??
  process.env.EXTERNAL_TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
export const defaultRedisUrl = () =>
  process.env.CLUSTER_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const haproxyBinary = () =>
  process.env.HAPROXY_PATH ?? ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find(existsSync) ?? 'haproxy';

/** A port the OS just had free on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Why a cluster cannot start on this machine (no PostgreSQL, Redis or HAProxy), or null when it can. */
export async function clusterUnavailable({
  databaseUrl = defaultDatabaseUrl(),
  redisUrl = defaultRedisUrl(),
} = {}) {
  if (!existsSync(serverMain)) return `${serverMain} is missing: run npm run build first`;
  const probe = spawnSync(haproxyBinary(), ['-v'], { encoding: 'utf8' });
  if (probe.status !== 0) return 'haproxy is not installed (Debian: apt-get install haproxy)';
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch {
    return `no PostgreSQL answers at ${new URL(databaseUrl).host}`;
  } finally {
    await client.end().catch(() => {});
  }
  if (!(await redisAnswers(redisUrl))) return `no Redis answers at ${new URL(redisUrl).host}`;
  return null;
}

/** docs/haproxy.cfg with this run's ports in place of :80 and the two example servers. */
export function haproxyConfig(listenPort, instancePorts) {
  const template = readFileSync(configTemplate, 'utf8');
  const servers = instancePorts
    .map((port, i) => `    server orbit${i + 1} 127.0.0.1:${port} check cookie orbit${i + 1}`)
    .join('\n');
  const config = template
    .replace(/^\s*bind \*:80$/m, `    bind 127.0.0.1:${listenPort}`)
    .replace(/^(\s*server orbit\d .*\n?)+/m, `${servers}\n`);
  if (!config.includes(`bind 127.0.0.1:${listenPort}`) || !config.includes(servers)) {
    throw new Error('docs/haproxy.cfg no longer has the bind and server lines the cluster replaces');
  }
  return config;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

const healthy = (url) => fetch(`${url}/api/health`).then((res) => res.ok);

/**
 * One app instance: started, stopped (SIGTERM, drained), killed (SIGKILL), frozen, started again.
 * `lines` holds every line it wrote (its JSON log).
 */
function instance(name, port, env) {
  const url = `http://127.0.0.1:${port}`;
  const lines = [];
  let child = null;
  let exited = Promise.resolve();
  const self = {
    name,
    port,
    url,
    lines,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== null;
    },
    async start() {
      if (child) return;
      const started = spawn(process.execPath, [serverMain], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let rest = '';
      const collect = (chunk) => {
        const text = rest + chunk.toString();
        const parts = text.split('\n');
        rest = parts.pop() ?? '';
        lines.push(...parts.filter(Boolean));
      };
      started.stdout.on('data', collect);
      started.stderr.on('data', collect);
      exited = new Promise((resolve) =>
        started.once('exit', (code, signal) => {
          if (child === started) child = null;
          resolve({ code, signal });
        }),
      );
      await waitUntil(
        `instance ${name}`,
        async () => {
          if (child !== started) throw new Error(`instance ${name} exited:\n${lines.slice(-20).join('\n')}`);
          return healthy(url);
        },
        60_000,
      ).catch((error) => {
        if (child !== started)
          throw new Error(`instance ${name} exited at start:\n${lines.slice(-20).join('\n')}`);
        throw error;
      });
    },
    /** SIGTERM: the app stops taking requests, drains them and its sockets, then exits. */
    async stop() {
      if (!child) return;
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
    },
    /** SIGKILL: gone at once, mid-request, as in a crash or an OOM kill. */
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGSTOP: still connected, answering nothing (a hung process). */
    freeze() {
      child?.kill('SIGSTOP');
    },
    async restart() {
      await self.stop();
      await self.start();
    },
  };
  return self;
}

/**
 * Starts `count` instances and HAProxy in front. `env` is added to every instance's environment.
 * Returns { url, databaseUrl, dataDir, instances, haproxyLines, waitForBalancer, stop }.
 */
export async function startCluster({
  count = 2,
  databaseUrl = defaultDatabaseUrl(),
  redisUrl = defaultRedisUrl(),
  env = {},
} = {}) {
  const database = `orbit_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const clusterDb = new URL(databaseUrl);
  clusterDb.pathname = `/${database}`;

  const listenPort = await freePort();
  const ports = [];
  while (ports.length < count) {
    const port = await freePort();
    if (port !== listenPort && !ports.includes(port)) ports.push(port);
  }
  const url = `http://127.0.0.1:${listenPort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbit-cluster-'));
  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    TRUST_PROXY: 'loopback',
    DATABASE_URL: clusterDb.href,
    REDIS_URL: redisUrl,
    // Its own channels on the shared Redis: another cluster started beside it (a second e2e worker, a
    // bench) never hears this one's rooms and events.
    REDIS_PREFIX: `cluster-${randomBytes(4).toString('hex')}`,
    // One folder for every instance: uploads made through one are read through another.
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...env,
  };
  const instances = ports.map((port, i) => instance(`orbit${i + 1}`, port, shared));
  const configFile = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(listenPort, ports));
  const haproxyLines = [];
  let haproxy = null;
  const stopAll = async () => {
    await Promise.all(instances.map((one) => one.kill()));
    haproxy?.kill('SIGTERM');
    haproxy = null;
  };
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  };
  // A test or bench that dies leaves nothing running.
  const onExit = () => {
    for (const one of instances) if (one.pid) process.kill(one.pid, 'SIGKILL');
    haproxy?.kill('SIGKILL');
  };
  process.once('exit', onExit);
  try {
    // All at once: the migrations run under an advisory lock, so only one instance applies them.
    await Promise.all(instances.map((one) => one.start()));
    haproxy = spawn(haproxyBinary(), ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout.on('data', (chunk) => haproxyLines.push(chunk.toString()));
    haproxy.stderr.on('data', (chunk) => haproxyLines.push(chunk.toString()));
    await waitUntil('haproxy', () => healthy(url), 10_000).catch((error) => {
      throw new Error(`${error.message}\n${haproxyLines.join('')}`);
    });
  } catch (error) {
    await stopAll();
    await dropDatabase().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    process.off('exit', onExit);
    throw error;
  }

  /** HAProxy's view of each server, from its health checks: waits until `up` lists the running ones. */
  async function waitForBalancer() {
    // rise 2 × inter 2 s: a restarted instance is back in rotation about 4 s after it answers.
    const { default: http } = await import('node:http');
    const probe = (cookie) =>
      new Promise((resolve) => {
        const req = http.get(
          `${url}/api/health`,
          { headers: { cookie: `orbit_instance=${cookie}` } },
          (res) => {
            res.resume();
            resolve(String(res.headers['set-cookie'] ?? ''));
          },
        );
        req.on('error', () => resolve(''));
      });
    await waitUntil(
      'haproxy sees every running instance',
      async () => {
        for (const one of instances.filter((i) => i.running)) {
          // A pinned request answered by its own instance sets no new cookie; a redispatched one does.
          if ((await probe(one.name)).includes('orbit_instance=')) return false;
        }
        return true;
      },
      15_000,
    );
  }

  return {
    url,
    listenPort,
    databaseUrl: clusterDb.href,
    dataDir,
    instances,
    haproxyLines,
    waitForBalancer,
    async stop() {
      await Promise.all(instances.map((one) => one.stop().catch(() => one.kill())));
      haproxy?.kill('SIGTERM');
      haproxy = null;
      process.off('exit', onExit);
      await dropDatabase().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
