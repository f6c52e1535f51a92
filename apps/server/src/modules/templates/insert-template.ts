import { randomUUID } from 'node:crypto';
import type { InterfaceLocale, TemplateId } from '@orbit/shared';
import { positionsAfter } from '@orbit/shared';
import { insertItem } from '../items/create-item.js';
import { insertOrbit } from '../orbits/create-orbit.js';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { templateCatalog } from './template-catalog.js';

const day = 24 * 60 * 60 * 1000;

/**
 * Inside a write: the orbits, lists and example tasks of the use case, written in `locale`; returns
 * the orbit ids.
 */
export async function insertTemplate(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  template: TemplateId,
  locale: InterfaceLocale,
): Promise<string[]> {
  const orbitIds: string[] = [];
  for (const spec of templateCatalog[template]) {
    const { orbit, listIds } = await insertOrbit(
      tx,
      changes,
      actor,
      { clientId: randomUUID(), name: spec.name[locale], color: spec.color, icon: spec.icon },
      locale,
      spec.lists.map((list) => list[locale]),
    );
    const positions = positionsAfter(null, spec.tasks.length);
    for (const [index, task] of spec.tasks.entries()) {
      const dueAt =
        task.dueInDays === undefined ? null : new Date(Date.now() + task.dueInDays * day).toISOString();
      const created = await insertItem(tx, changes, actor, {
        clientId: randomUUID(),
        orbitId: orbit.id,
        listId: listIds[task.list] ?? null,
        title: task.title[locale],
        priority: task.priority ?? 'none',
        dueAt,
        position: positions[index],
        statusId: orbit.statuses.find((status) => status.kind === (task.done ? 'done' : 'open'))?.id,
      });
      if (!created) throw new Error('template task not created');
    }
    orbitIds.push(orbit.id);
  }
  return orbitIds;
}
