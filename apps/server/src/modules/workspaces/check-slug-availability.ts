import { reservedSlugs, SLUG_MAX, type SlugAvailability } from '@orbit/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { workspaces } from '../../db/schema/index.js';

const reserved = new Set(reservedSlugs);

export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug);
}

function candidates(slug: string): string[] {
  const list: string[] = [];
  for (let n = 2; n <= 21; n += 1) {
    const suffix = `-${n}`;
    list.push(`${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`);
  }
  return list;
}

/** Whether a (valid) slug is free, and when it is not, the first free `slug-N` to offer instead. */
export async function checkSlugAvailability(db: Database, slug: string): Promise<SlugAvailability> {
  const [taken] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug));
  if (!taken && !isReservedSlug(slug)) return { available: true };
  const options = candidates(slug);
  const used = await db
    .select({ slug: workspaces.slug })
    .from(workspaces)
    .where(inArray(workspaces.slug, options));
  const usedSet = new Set(used.map((row) => row.slug));
  const suggestion = options.find((option) => !usedSet.has(option) && !isReservedSlug(option));
  return suggestion ? { available: false, suggestion } : { available: false };
}
