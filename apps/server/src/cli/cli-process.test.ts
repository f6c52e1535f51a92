import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type EmbeddedPostgresHandle,
  findRunningEmbeddedPostgres,
  startEmbeddedPostgres,
} from '../db/embedded/index.js';
import {
  makeTempDir,
  recordingLogger,
  removeTempDir,
  serverRoot,
  sourceConditions,
} from '../db/embedded/test-support.js';

type Run = { code: number | null; stdout: string; stderr: string };

/** The CLI as an operator runs it: its own process, from source (the build may be stale in a test run). */
function cli(dataDir: string, ...argv: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      '--import',
      sourceConditions,
      path.join(serverRoot, 'src/cli/main.ts'),
      ...argv,
    ],
    { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const user = (email: string, workspace: string) =>
  [
    'create-user',
    '--email',
    email,
    '--password',
    'long enough password',
    '--name',
    'Op',
    '--workspace',
    workspace,
  ] as const;

describe('npm run cli, as a process on a DATA_DIR', () => {
  let dataDir: string;
  let server: EmbeddedPostgresHandle | undefined;
  beforeEach(async () => {
    dataDir = await makeTempDir();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await removeTempDir(dataDir);
  });

  it('starts the embedded database itself when no server runs, and stops it after', {
    timeout: 180_000,
  }, async () => {
    // Nothing there yet: only create-user may make a new database.
    const empty = await cli(dataDir, 'list-users');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain(`There is no Orbit database in ${dataDir}`);

    const created = await cli(dataDir, ...user('first@example.com', 'acme'));
    // Exact stderr: the command stops the database it started only after its connections closed, so
    // PostgreSQL has no connection left to terminate (and nothing to say about it).
    expect(created).toEqual({
      code: 0,
      stdout: 'Created first@example.com (Op), owner of the new workspace acme (Acme).\n',
      stderr: '',
    });
    expect(await findRunningEmbeddedPostgres(dataDir)).toBeNull();

    const taken = await cli(dataDir, ...user('first@example.com', 'acme'));
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe('An account with the email first@example.com already exists.');

    const listed = await cli(dataDir, 'list-users');
    expect(listed.code).toBe(0);
    expect(listed.stderr).toBe('');
    expect(listed.stdout).toMatch(
      /^EMAIL\s+NAME\s+VERIFIED\s+WORKSPACES\nfirst@example\.com\s+Op\s+yes\s+acme \(owner\)\n$/,
    );
    expect(await findRunningEmbeddedPostgres(dataDir)).toBeNull();
  });

  it('uses the PostgreSQL of a server running on the same DATA_DIR, and leaves it running', {
    timeout: 180_000,
  }, async () => {
    server = await startEmbeddedPostgres({ dataDir, logger: recordingLogger() });

    const created = await cli(dataDir, ...user('second@example.com', 'beta'));
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const joined = await cli(dataDir, ...user('third@example.com', 'beta'));
    expect(joined.stdout).toBe('Created third@example.com (Op), a member of the workspace beta.\n');

    const reset = await cli(
      dataDir,
      'reset-password',
      '--email',
      'third@example.com',
      '--password',
      'a new password',
    );
    expect(reset.code).toBe(0);
    const listed = await cli(dataDir, 'list-users', '--workspace', 'beta');
    expect(listed.stdout.split('\n').filter(Boolean)).toHaveLength(3);
    expect(await findRunningEmbeddedPostgres(dataDir)).not.toBeNull();
  });

  // Three CLI processes, each loading the server's code: slow on a loaded machine.
  it('answers usage errors with exit code 2 and the usage', { timeout: 120_000 }, async () => {
    const unknown = await cli(dataDir, 'frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      "Unknown command 'frobnicate'. Commands: create-user, reset-password, list-users, help.",
    );
    expect(unknown.stderr).toContain('Usage: npm run cli -- <command> [flags]');
    const missing = await cli(dataDir, 'reset-password', '--email', 'a@example.com');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('reset-password: Missing --password.');
    const help = await cli(dataDir, 'help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('create-user');
  });
});
