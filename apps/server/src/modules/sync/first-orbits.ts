import { and, eq } from 'drizzle-orm';
import { views } from '../../db/schema/index.js';
import { viewVisibleTo } from '../views/view.presenter.js';
import type { Actor } from './actor.js';
import type { Reader } from './tx.js';

/**
 * The orbits whose tasks a first answer carries (GET /sync/bootstrap?first=): the page's own orbit
 * when `first` is one the actor sees, or the orbits a saved view of theirs is limited to (those they
 * see). Null, for a whole answer, when `first` names neither, a view of every orbit, or every orbit
 * they see anyway: nothing would be left out.
 */
export async function firstOrbitIds(
  db: Reader,
  actor: Actor,
  first: string,
  visible: readonly string[],
): Promise<string[] | null> {
  if (visible.includes(first)) return visible.length > 1 ? [first] : null;
  const [view] = await db
    .select({ filters: views.filters })
    .from(views)
    .where(and(eq(views.workspaceId, actor.workspaceId), eq(views.id, first), viewVisibleTo(actor.userId)))
    .limit(1);
  const named = new Set(view?.filters.orbitIds ?? []);
  const shown = visible.filter((id) => named.has(id));
  return shown.length > 0 && shown.length < visible.length ? shown : null;
}
