import type { Role } from '@orbit/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { currentUser } from '../auth/require-user.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';

/** Who is writing, where, with which role: what every synced service needs to decide and record. */
export type Actor = { userId: string; workspaceId: string; role: Role };

/** The signed-in user in the workspace of `:org` (404 when they are not in it). */
export async function resolveActor(db: Database, request: FastifyRequest, slug: string): Promise<Actor> {
  const user = currentUser(request);
  const access = await accessWorkspace(db, user, slug);
  return { userId: user.id, workspaceId: access.workspace.id, role: access.role };
}
