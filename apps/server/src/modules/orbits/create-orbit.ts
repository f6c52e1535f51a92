import type { CreateOrbitBody, InterfaceLocale, OrbitDto } from '@orbit/shared';
import { canCreateOrbit, positionsAfter } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { lists, orbitMembers, orbits } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import { refreshOrbitRoom } from '../sync/orbit-rooms.js';
import { positionAfterLast } from '../sync/position-after-last.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbit } from './access-orbit.js';
import { creatorLocale } from './creator-locale.js';
import { defaultStatuses, firstListName } from './default-orbit-content.js';
import { loadOrbit, presentList } from './orbit.presenter.js';
import { stampOrbit } from './stamp-orbit.js';
import { requireWorkspaceMembers } from './workspace-members.js';

export type Created<T> = { value: T; created: boolean };

/**
 * Inside a write: the orbit, its default statuses, its members and its lists (one "Tasks" unless
 * told), statuses and that list named in `locale`.
 */
export async function insertOrbit(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  input: CreateOrbitBody,
  locale: InterfaceLocale,
  listNames: readonly string[] = [firstListName[locale]],
): Promise<{ orbit: OrbitDto; listIds: string[] }> {
  const memberIds = await requireWorkspaceMembers(
    tx,
    actor.workspaceId,
    [actor.userId, ...(input.memberIds ?? [])],
    'memberIds',
  );
  const id = newId();
  await tx.insert(orbits).values({
    id,
    clientId: input.clientId,
    workspaceId: actor.workspaceId,
    name: input.name,
    description: input.description ?? '',
    color: input.color ?? null,
    icon: input.icon ?? null,
    visibility: input.visibility ?? 'public',
    statuses: defaultStatuses(locale),
    position: await positionAfterLast(tx, orbits, orbits.position, eq(orbits.workspaceId, actor.workspaceId)),
    createdBy: actor.userId,
  });
  await tx.insert(orbitMembers).values(memberIds.map((userId) => ({ orbitId: id, userId })));
  const orbit = await stampOrbit(tx, changes, actor.workspaceId, id);
  const listIds: string[] = [];
  const listPositions = positionsAfter(null, listNames.length);
  for (const [index, name] of listNames.entries()) {
    const listId = newId();
    const seq = await changes.nextSeq(actor.workspaceId);
    const [list] = await tx
      .insert(lists)
      .values({
        id: listId,
        workspaceId: actor.workspaceId,
        orbitId: id,
        name,
        position: listPositions[index] ?? '',
        seq,
      })
      .returning();
    if (!list) throw new Error('list insert returned nothing');
    const data = presentList(list);
    await changes.record(
      { workspaceId: actor.workspaceId, entity: 'list', op: 'upsert', id: listId, orbitId: id, data },
      seq,
    );
    listIds.push(listId);
  }
  return { orbit, listIds };
}

/** POST /orbits: idempotent by clientId (a retry answers the orbit already made). */
export async function createOrbit(
  ctx: SyncContext,
  actor: Actor,
  input: CreateOrbitBody,
): Promise<Created<OrbitDto>> {
  if (!canCreateOrbit(actor.role)) throw new AppError('forbidden', 'Guests cannot create orbits.');
  const existing = await ctx.db
    .select({ id: orbits.id })
    .from(orbits)
    .where(and(eq(orbits.workspaceId, actor.workspaceId), eq(orbits.clientId, input.clientId)));
  if (existing[0]) return { value: await retried(ctx, actor, input.clientId), created: false };
  try {
    const orbit = await withChanges(ctx, async (tx, changes) => {
      const locale = await creatorLocale(tx, actor.userId, input.locale);
      const { orbit: made } = await insertOrbit(tx, changes, actor, input, locale);
      changes.afterCommit(() => refreshOrbitRoom(ctx.db, ctx.io, made.id));
      return made;
    });
    return { value: orbit, created: true };
  } catch (error) {
    if (!isUniqueViolation(error, 'orbits_workspace_id_client_id_key')) throw error;
    return { value: await retried(ctx, actor, input.clientId), created: false };
  }
}

async function retried(ctx: SyncContext, actor: Actor, clientId: string): Promise<OrbitDto> {
  const row = await accessOrbit(ctx.db, actor, clientId);
  return loadOrbit(ctx.db, row.id);
}
