import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { memberships, users, workspaces } from '../db/schema/index.js';
import type { ListUsersArgs } from './cli-args.js';
import { CommandError } from './cli-errors.js';
import { formatTable } from './format-table.js';

type Listed = { email: string; name: string; verified: boolean; workspaces: string[] };

/** Every account, or the members of one workspace: e-mail, name, verified, workspaces with roles. */
export async function listUsersCommand(ctx: AppContext, args: ListUsersArgs): Promise<string> {
  let memberOf: Set<string> | undefined;
  if (args.workspace) {
    const [workspace] = await ctx.db.select().from(workspaces).where(eq(workspaces.slug, args.workspace));
    if (!workspace) throw new CommandError(`No workspace has the address ${args.workspace}.`);
    const members = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.workspaceId, workspace.id));
    memberOf = new Set(members.map((member) => member.userId));
  }

  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      verifiedAt: users.emailVerifiedAt,
      slug: workspaces.slug,
      role: memberships.role,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .orderBy(asc(users.email), asc(memberships.createdAt), asc(workspaces.slug));

  const listed = new Map<string, Listed>();
  for (const row of rows) {
    if (memberOf && !memberOf.has(row.id)) continue;
    const entry = listed.get(row.id) ?? {
      email: row.email,
      name: row.name,
      verified: row.verifiedAt !== null,
      workspaces: [],
    };
    if (row.slug && row.role) entry.workspaces.push(`${row.slug} (${row.role})`);
    listed.set(row.id, entry);
  }
  if (listed.size === 0) return args.workspace ? `No users in ${args.workspace}.` : 'No users yet.';
  return formatTable(
    ['EMAIL', 'NAME', 'VERIFIED', 'WORKSPACES'],
    [...listed.values()].map((user) => [
      user.email,
      user.name || '-',
      user.verified ? 'yes' : 'no',
      user.workspaces.join(', ') || '-',
    ]),
  );
}
