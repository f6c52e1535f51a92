import type { ActivityKind } from '@orbit/shared';
import { itemActivity } from '../../db/schema/index.js';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';

/** One line of a task's history, written in the same transaction as the change it describes. */
export async function addActivity(
  tx: Tx,
  input: {
    itemId: string;
    workspaceId: string;
    actorId: string;
    kind: ActivityKind;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(itemActivity).values({
    id: newId(),
    itemId: input.itemId,
    workspaceId: input.workspaceId,
    actorId: input.actorId,
    kind: input.kind,
    data: input.data ?? {},
  });
}
