// The production server (dist/main.js) on an embedded PostgreSQL this module starts itself, so a
// benchmark can write its data straight through SQL before measuring. Loopback only.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const dist = (file) => new URL(`../../apps/server/dist/${file}`, import.meta.url).href;

/** The server's own modules, for seeding with its schema, ids and sessions. */
export async function serverModules() {
  return {
    ...(await import(dist('db/embedded/index.js'))),
    ...(await import(dist('db/database.js'))),
    schema: await import(dist('db/schema/index.js')),
    ...(await import(dist('modules/auth/create-session.js'))),
    ...(await import(dist('modules/auth/auth-keys.js'))),
    ...(await import(dist('modules/sync/new-id.js'))),
    ...(await import(dist('modules/orbits/orbit.presenter.js'))),
    ...(await import(dist('modules/orbits/default-orbit-content.js'))),
  };
}

const quiet = { debug() {}, info() {}, warn() {}, error: (message) => console.error(message) };

export async function startSeededServer(port) {
  const modules = await serverModules();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-'));
  // When run as root, PostgreSQL runs as its own account and must be able to traverse this directory.
  chmodSync(dataDir, 0o711);
  const embedded = await modules.startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), logger: quiet });
  const admin = new pg.Client(embedded.poolConfig('postgres'));
  await admin.connect();
  await admin.query('CREATE DATABASE orbit_bench');
  await admin.end();
  const conn = embedded.poolConfig('orbit_bench');
  const databaseUrl = `postgresql://${conn.user}:${encodeURIComponent(conn.password)}@${encodeURIComponent(conn.host)}:${conn.port}/orbit_bench`;
  const main = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
  // BENCH_SERVER_NODE_ARGS: Node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to see where a figure's time goes (the profile is written when the server exits).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(dataDir, 'app'),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pool = new pg.Pool({ ...conn, max: 5 });
  // A busy machine may take longer than a minute to migrate and start: BENCH_START_TRIES (250 ms each).
  for (let tries = 0; tries < Number(process.env.BENCH_START_TRIES ?? 240); tries += 1) {
    const up = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const db = modules.createDrizzle(pool);
  return {
    url,
    /** The Node server's process id, for its RSS and CPU. */
    pid: child.pid,
    /** The embedded PostgreSQL's postmaster (its backends are its children). */
    postgresPid: Number(
      readFileSync(path.join(dataDir, 'pg', 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    ),
    db,
    modules,
    keys: await modules.loadAuthKeys(db),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await pool.end();
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A team workspace `bench` with these people ({ email, name }), already verified and onboarded: the
 * first is its owner, the others members.
 */
export async function seedTeam({ db, modules }, people) {
  const { schema } = modules;
  const users = await db
    .insert(schema.users)
    .values(people.map((person) => ({ ...person, emailVerifiedAt: new Date(), onboardingStep: 'done' })))
    .returning();
  const [workspace] = await db
    .insert(schema.workspaces)
    .values({ slug: 'bench', name: 'Bench', kind: 'team' })
    .returning();
  await db.insert(schema.memberships).values(
    users.map((user, i) => ({
      workspaceId: workspace.id,
      userId: user.id,
      role: i === 0 ? 'owner' : 'member',
    })),
  );
  return { users, workspace };
}

/** A public orbit with the default statuses, `ownerId` in it, and one list "Tasks". */
export async function seedOrbit({ db, modules }, { workspaceId, ownerId, name, position }) {
  const { schema } = modules;
  const orbitId = modules.newId();
  const statuses = modules.defaultStatuses('en');
  await db.insert(schema.orbits).values({ id: orbitId, workspaceId, name, statuses, position });
  await db.insert(schema.orbitMembers).values({ orbitId, userId: ownerId });
  const listId = modules.newId();
  await db.insert(schema.lists).values({ id: listId, workspaceId, orbitId, name: 'Tasks', position: 'a0' });
  return { orbitId, listId, statuses };
}

/**
 * `orbits` orbits (seedOrbit) of `tasksPerOrbit` tasks each, the statuses taken in turn, written in one
 * insert per orbit. Their ids, orbit by orbit.
 */
export async function seedOrbitsWithTasks(server, { workspaceId, ownerId, orbits, tasksPerOrbit }) {
  const { db, modules } = server;
  const taskIds = [];
  const orbitIds = [];
  for (let o = 0; o < orbits; o += 1) {
    const { orbitId, listId, statuses } = await seedOrbit(server, {
      workspaceId,
      ownerId,
      name: `Orbit ${o}`,
      position: `a${o}`,
    });
    orbitIds.push(orbitId);
    const rows = Array.from({ length: tasksPerOrbit }, (_, i) => ({
      id: modules.newId(),
      clientId: randomUUID(),
      workspaceId,
      orbitId,
      listId,
      title: `Task ${o}-${i}`,
      statusId: statuses[i % 3].id,
      position: `a${String(i).padStart(4, '0')}`,
      createdBy: ownerId,
    }));
    await db.insert(modules.schema.items).values(rows);
    taskIds.push(...rows.map((row) => row.id));
  }
  return { orbitIds, taskIds };
}

/** A session for `userId`, as a sign-in would make it. */
export const signIn = ({ db, keys, modules }, userId) =>
  modules.createSession({ db, keys }, userId, { userAgent: 'bench', ip: '127.0.0.1' });
