import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inviteLinks, workspaces } from '../../db/schema/index.js';

export type InviteLinkTarget = { id: string; slug: string; name: string };

/** The workspace an enabled join link leads to; null for an unknown, rotated or disabled token. */
export async function findInviteLinkTarget(db: Database, token: string): Promise<InviteLinkTarget | null> {
  const [row] = await db
    .select({ id: workspaces.id, slug: workspaces.slug, name: workspaces.name })
    .from(inviteLinks)
    .innerJoin(workspaces, eq(workspaces.id, inviteLinks.workspaceId))
    .where(and(eq(inviteLinks.token, token), eq(inviteLinks.enabled, true)));
  return row ?? null;
}
