import type { FollowDto } from '@orbit/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationFollows } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { accessMessage } from '../chat/access-message.js';
import { accessItem } from '../items/access-item.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';

type FollowTarget = { targetKind: 'item' | 'thread'; targetId: string };

/**
 * PUT / DELETE /notifications/follows/:targetKind/:targetId. A task's creator and assignees (and
 * whoever took part in a thread) follow it without asking; an explicit choice wins over that.
 */
export async function setFollow(
  db: Database,
  actor: Actor,
  target: FollowTarget,
  following: boolean,
): Promise<FollowDto> {
  const resolved = await resolveTarget(db, actor, target);
  await db
    .insert(notificationFollows)
    .values({
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      targetKind: resolved.targetKind,
      targetId: resolved.targetId,
      following: following ? 1 : 0,
    })
    .onConflictDoUpdate({
      target: [notificationFollows.userId, notificationFollows.targetKind, notificationFollows.targetId],
      set: { following: following ? 1 : 0 },
    });
  return { ...resolved, following };
}

/**
 * The target as stored: a task the caller sees, or a thread's root message in a conversation they see
 * (a reply names its thread's root). Anything else: 404.
 */
async function resolveTarget(db: Database, actor: Actor, target: FollowTarget): Promise<FollowTarget> {
  if (target.targetKind === 'item') {
    const { item } = await accessItem(db, actor, target.targetId);
    return { targetKind: 'item', targetId: item.id };
  }
  const { message } = await accessMessage(db, actor, target.targetId);
  if (message.deletedAt && !message.parentId) throw notFound('Thread not found.');
  return { targetKind: 'thread', targetId: message.parentId ?? message.id };
}

/**
 * Who follows a target: the default followers (creator, assignees, thread participants) plus those
 * who chose to follow, minus those who chose not to.
 */
export async function followersOf(
  db: Reader,
  target: FollowTarget,
  defaults: readonly string[],
): Promise<string[]> {
  const choices = await db
    .select({ userId: notificationFollows.userId, following: notificationFollows.following })
    .from(notificationFollows)
    .where(
      and(
        eq(notificationFollows.targetKind, target.targetKind),
        eq(notificationFollows.targetId, target.targetId),
      ),
    );
  const people = new Set(defaults);
  for (const choice of choices) {
    if (choice.following) people.add(choice.userId);
    else people.delete(choice.userId);
  }
  return [...people];
}

/** The caller's explicit choices for some targets (the task panel's Follow button). */
export async function followChoices(db: Reader, userId: string, targetIds: readonly string[]) {
  if (targetIds.length === 0) return [];
  return db
    .select()
    .from(notificationFollows)
    .where(
      and(eq(notificationFollows.userId, userId), inArray(notificationFollows.targetId, [...targetIds])),
    );
}

/** GET /notifications/follows/:targetKind/:targetId: whether the caller follows it now. */
export async function getFollow(db: Database, actor: Actor, target: FollowTarget): Promise<FollowDto> {
  if (target.targetKind === 'thread') {
    const thread = await resolveTarget(db, actor, target);
    const took = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from messages where (id = ${thread.targetId} or parent_id = ${thread.targetId}) and author_id = ${actor.userId}::uuid`,
    );
    const defaults = (took.rows[0]?.n ?? 0) > 0 ? [actor.userId] : [];
    const followers = await followersOf(db, thread, defaults);
    return { ...thread, following: followers.includes(actor.userId) };
  }
  const { item } = await accessItem(db, actor, target.targetId);
  const [assigned] = await db
    .execute<{ n: number }>(
      sql`select count(*)::int as n from item_assignees where item_id = ${item.id} and user_id = ${actor.userId}::uuid`,
    )
    .then((result) => result.rows);
  const defaults = item.createdBy === actor.userId || (assigned?.n ?? 0) > 0 ? [actor.userId] : [];
  const followers = await followersOf(db, { targetKind: 'item', targetId: item.id }, defaults);
  return { targetKind: 'item', targetId: item.id, following: followers.includes(actor.userId) };
}
