import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { type UserRow, users, workspaces } from '../db/schema/index.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError } from '../http/app-error.js';
import { hashPassword } from '../modules/auth/password-hash.js';
import { withChanges } from '../modules/sync/with-changes.js';
import { addMember } from '../modules/workspaces/add-member.js';
import { isReservedSlug } from '../modules/workspaces/check-slug-availability.js';
import { createWorkspace } from '../modules/workspaces/create-workspace.js';
import type { CreateUserArgs } from './cli-args.js';
import { CommandError } from './cli-errors.js';

/** `acme-corp` → `Acme Corp`, when no --workspace-name is given. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const emailTaken = (email: string) => new CommandError(`An account with the email ${email} already exists.`);

async function insertUser(ctx: AppContext, args: CreateUserArgs): Promise<UserRow> {
  // Looked up first so the usual case does not make PostgreSQL log a failed insert on the operator's screen.
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, args.email));
  if (taken) throw emailTaken(args.email);
  const passwordHash = await hashPassword(args.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        email: args.email,
        passwordHash,
        name: args.name,
        // The operator vouches for the address and sets the account up: nothing left to do at sign-in.
        emailVerifiedAt: new Date(),
        onboardingStep: 'done',
        signupKind: 'team',
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken(args.email);
    throw error;
  }
}

/**
 * A verified account done with onboarding, in the workspace named by its slug: created (a team
 * workspace, this user its owner) when it does not exist yet, joined as a member when it does.
 */
export async function createUserCommand(ctx: AppContext, args: CreateUserArgs): Promise<string> {
  if (isReservedSlug(args.workspace)) {
    throw new CommandError(`'${args.workspace}' cannot be a workspace address: the app uses it.`);
  }
  const user = await insertUser(ctx, args);
  try {
    const [existing] = await ctx.db.select().from(workspaces).where(eq(workspaces.slug, args.workspace));
    if (existing) {
      await withChanges(ctx, (tx, changes) => addMember(ctx, tx, changes, existing.id, user.id, 'member'));
      return `Created ${user.email} (${user.name}), a member of the workspace ${existing.slug}.`;
    }
    const created = await createWorkspace(
      ctx,
      // No session: the operator acts for the user, whose address counts as verified.
      { id: user.id, email: user.email, name: user.name, emailVerified: true, familyId: 'cli' },
      { name: args['workspace-name'] ?? nameFromSlug(args.workspace), slug: args.workspace, kind: 'team' },
    );
    return `Created ${user.email} (${user.name}), owner of the new workspace ${created.slug} (${created.name}).`;
  } catch (error) {
    // Half done is worse than not done: without its workspace the account is not what was asked for.
    await ctx.db.delete(users).where(eq(users.id, user.id));
    if (error instanceof AppError) throw new CommandError(`${args.workspace}: ${error.message}`);
    throw error;
  }
}
