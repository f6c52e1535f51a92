import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import { memberships, sessions, users, workspaces } from '../db/schema/index.js';
import { createSession } from '../modules/auth/create-session.js';
import { verifyPassword } from '../modules/auth/password-hash.js';
import { createTestDatabase } from '../test/test-database.js';
import { testLogger } from '../test/test-logger.js';
import { parseCommandLine } from './cli-args.js';
import { createCliContext } from './cli-context.js';
import { CommandError } from './cli-errors.js';
import { createUserCommand, nameFromSlug } from './create-user.command.js';
import { listUsersCommand } from './list-users.command.js';
import { resetPasswordCommand } from './reset-password.command.js';

const unique = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}`;
const PASSWORD = 'a long enough password';

/** Arguments the way the command line hands them over: parsed and validated. */
function parsed(argv: string[]) {
  const command = parseCommandLine(argv);
  if (command.command === 'help') throw new Error('expected a command');
  return command;
}
function createArgs(argv: string[]) {
  const command = parsed(['create-user', ...argv]);
  if (command.command !== 'create-user') throw new Error('expected create-user');
  return command.args;
}

describe('operator commands against the database', () => {
  let database: DatabaseHandle;
  let ctx: AppContext;
  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = await createCliContext(loadConfig({ NODE_ENV: 'test' }), database.db, testLogger);
  });
  afterAll(() => database.close());

  const userByEmail = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.email, email)))[0];
  const roleOf = async (userId: string, slug: string) =>
    (
      await database.db
        .select({ role: memberships.role })
        .from(memberships)
        .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
        .where(and(eq(memberships.userId, userId), eq(workspaces.slug, slug)))
    )[0]?.role;

  it('create-user: a verified account done with onboarding, owner of a new team workspace', async () => {
    const email = `${unique('ada')}@example.com`;
    const slug = unique('acme-labs');
    const args = createArgs([
      '--email',
      email.toUpperCase(),
      '--password',
      PASSWORD,
      '--name',
      ' Ada ',
      '--workspace',
      slug,
    ]);
    const output = await createUserCommand(ctx, args);
    expect(output).toBe(
      `Created ${email} (Ada), owner of the new workspace ${slug} (${nameFromSlug(slug)}).`,
    );
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: 'Ada', onboardingStep: 'done' });
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(user?.passwordHash, PASSWORD)).toBe(true);
    const [workspace] = await database.db.select().from(workspaces).where(eq(workspaces.slug, slug));
    expect(workspace).toMatchObject({ kind: 'team', name: nameFromSlug(slug) });
    expect(await roleOf(user?.id ?? '', slug)).toBe('owner');
  });

  it('create-user: later users of the same workspace join it as members', async () => {
    const slug = unique('team');
    await createUserCommand(
      ctx,
      createArgs([
        '--email',
        `${unique('first')}@example.com`,
        '--password',
        PASSWORD,
        '--name',
        'First',
        '--workspace',
        slug,
        '--workspace-name',
        'The Team',
      ]),
    );
    const email = `${unique('second')}@example.com`;
    const output = await createUserCommand(
      ctx,
      createArgs(['--email', email, '--password', PASSWORD, '--name', 'Second', '--workspace', slug]),
    );
    expect(output).toBe(`Created ${email} (Second), a member of the workspace ${slug}.`);
    expect(await roleOf((await userByEmail(email))?.id ?? '', slug)).toBe('member');
    const [workspace] = await database.db.select().from(workspaces).where(eq(workspaces.slug, slug));
    expect(workspace?.name).toBe('The Team');
  });

  it('create-user: a taken e-mail or a reserved address fails and leaves nothing behind', async () => {
    const email = `${unique('taken')}@example.com`;
    const base = ['--password', PASSWORD, '--name', 'Taken'];
    await createUserCommand(ctx, createArgs(['--email', email, ...base, '--workspace', unique('w')]));
    await expect(
      createUserCommand(ctx, createArgs(['--email', email, ...base, '--workspace', unique('w')])),
    ).rejects.toThrow(new CommandError(`An account with the email ${email} already exists.`));

    const other = `${unique('reserved')}@example.com`;
    await expect(
      createUserCommand(ctx, createArgs(['--email', other, ...base, '--workspace', 'settings'])),
    ).rejects.toThrow(CommandError);
    expect(await userByEmail(other)).toBeUndefined();
  });

  it('reset-password: the new password works, the old one not, and every session ends', async () => {
    const email = `${unique('reset')}@example.com`;
    await createUserCommand(
      ctx,
      createArgs(['--email', email, '--password', PASSWORD, '--name', 'Reset', '--workspace', unique('r')]),
    );
    const user = await userByEmail(email);
    await createSession(ctx, user?.id ?? '', { userAgent: 'test', ip: '127.0.0.1' });
    const command = parsed(['reset-password', '--email', email, '--password', 'another long password']);
    if (command.command !== 'reset-password') throw new Error('expected reset-password');
    expect(await resetPasswordCommand(ctx, command.args)).toBe(
      `New password set for ${email}; every session of the account has ended.`,
    );
    const after = await userByEmail(email);
    expect(await verifyPassword(after?.passwordHash, 'another long password')).toBe(true);
    expect(await verifyPassword(after?.passwordHash, PASSWORD)).toBe(false);
    const live = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);

    await expect(
      resetPasswordCommand(ctx, { email: 'nobody@example.com', password: PASSWORD }),
    ).rejects.toThrow('No account has the email nobody@example.com.');
  });

  it('list-users: every account with its workspaces and roles, or one workspace only', async () => {
    const slug = unique('listed');
    const owner = `${unique('aaa-owner')}@example.com`;
    const member = `${unique('aab-member')}@example.com`;
    await createUserCommand(
      ctx,
      createArgs(['--email', owner, '--password', PASSWORD, '--name', 'Owner', '--workspace', slug]),
    );
    await createUserCommand(
      ctx,
      createArgs(['--email', member, '--password', PASSWORD, '--name', 'Member', '--workspace', slug]),
    );
    await database.db.insert(users).values({ email: `${unique('unverified')}@example.com` });

    const all = await listUsersCommand(ctx, {});
    const lines = all.split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+VERIFIED\s+WORKSPACES$/);
    expect(lines.find((line) => line.startsWith(owner))).toMatch(
      new RegExp(`Owner\\s+yes\\s+${slug} \\(owner\\)$`),
    );
    expect(lines.find((line) => line.includes('unverified-'))).toMatch(/-\s+no\s+-$/);

    const one = (await listUsersCommand(ctx, { workspace: slug })).split('\n');
    expect(one).toHaveLength(3);
    expect(one[1]).toMatch(new RegExp(`^${owner}\\s+Owner\\s+yes\\s+${slug} \\(owner\\)$`));
    expect(one[2]).toMatch(new RegExp(`^${member}\\s+Member\\s+yes\\s+${slug} \\(member\\)$`));

    await expect(listUsersCommand(ctx, { workspace: 'no-such-place' })).rejects.toThrow(
      'No workspace has the address no-such-place.',
    );
  });
});

describe('parseCommandLine', () => {
  const usageError = (argv: string[]) => {
    try {
      parseCommandLine(argv);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected a usage error');
  };

  it('lists the commands for an unknown one', () => {
    expect(usageError(['make-admin'])).toBe(
      "Unknown command 'make-admin'. Commands: create-user, reset-password, list-users, help.",
    );
    expect(usageError([])).toBe('No command given.');
  });

  it('names a missing flag and explains a bad one', () => {
    expect(usageError(['create-user', '--email', 'a@example.com', '--password', PASSWORD])).toBe(
      'create-user: Missing --name. Missing --workspace.',
    );
    expect(usageError(['reset-password', '--email', 'nope', '--password', 'short'])).toBe(
      'reset-password: --email: Enter a valid email address. --password: Use at least 8 characters.',
    );
    expect(usageError(['list-users', '--workspace', 'Not A Slug!'])).toMatch(/^list-users: --workspace: /);
  });

  it('refuses unknown flags, positionals and flags without a value', () => {
    expect(usageError(['list-users', '--org', 'x'])).toMatch(/^list-users: Unknown option '--org'/);
    expect(usageError(['list-users', 'acme'])).toMatch(/^list-users: .*positional/i);
    expect(usageError(['reset-password', '--email'])).toMatch(/^reset-password: .*--email/);
  });

  it('help in its usual spellings', () => {
    for (const argv of [['help'], ['--help'], ['-h']])
      expect(parseCommandLine(argv)).toEqual({ command: 'help' });
  });
});
