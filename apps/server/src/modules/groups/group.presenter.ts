import type { GroupDto } from '@orbit/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { type GroupRow, groupMembers, groups } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

export function presentGroup(row: GroupRow, memberIds: string[]): GroupDto {
  return {
    id: row.id,
    clientId: row.clientId,
    workspaceId: row.workspaceId,
    name: row.name,
    memberIds,
    createdBy: row.createdBy,
    seq: row.seq,
  };
}

/** Each group's members, oldest id first (a stable order for every reader). */
async function membersOf(db: Reader, groupIds: string[]): Promise<Map<string, string[]>> {
  const byGroup = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select()
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, groupIds))
    .orderBy(asc(groupMembers.userId));
  for (const row of rows) byGroup.get(row.groupId)?.push(row.userId);
  return byGroup;
}

export async function presentGroupRow(db: Reader, row: GroupRow): Promise<GroupDto> {
  return presentGroup(row, (await membersOf(db, [row.id])).get(row.id) ?? []);
}

/** Every group of the workspace with its members (the bootstrap). */
export async function loadWorkspaceGroups(db: Reader, workspaceId: string): Promise<GroupDto[]> {
  const rows = await db
    .select()
    .from(groups)
    .where(eq(groups.workspaceId, workspaceId))
    .orderBy(asc(groups.name), asc(groups.id));
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentGroup(row, members.get(row.id) ?? []));
}
