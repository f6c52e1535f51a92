import { type TemplateId, templateIds } from '@orbit/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { memberships, workspaces } from '../../db/schema/index.js';
import { creatorLocale } from '../orbits/creator-locale.js';
import { refreshOrbitRoom } from '../sync/orbit-rooms.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { insertTemplate } from './insert-template.js';

const isTemplate = (value: string | null): value is TemplateId =>
  (templateIds as readonly string[]).includes(value ?? '');

/**
 * When onboarding reaches "getting things ready": every workspace the user owns whose chosen use case
 * was not applied yet gets its template, once (the claim on `use_case_applied_at` is in the same
 * transaction, so two calls never apply it twice).
 */
export async function applyOnboardingTemplate(ctx: SyncContext, userId: string): Promise<void> {
  const owned = await ctx.db
    .select({ id: workspaces.id, useCase: workspaces.useCase })
    .from(workspaces)
    .innerJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.userId, userId)))
    .where(
      and(eq(memberships.role, 'owner'), isNotNull(workspaces.useCase), isNull(workspaces.useCaseAppliedAt)),
    );
  for (const workspace of owned) {
    const template = workspace.useCase;
    if (!isTemplate(template)) continue;
    await withChanges(ctx, async (tx, changes) => {
      const claimed = await tx
        .update(workspaces)
        .set({ useCaseAppliedAt: new Date() })
        .where(and(eq(workspaces.id, workspace.id), isNull(workspaces.useCaseAppliedAt)))
        .returning({ id: workspaces.id });
      if (claimed.length === 0) return;
      const actor = { userId, workspaceId: workspace.id, role: 'owner' as const };
      // Written in the owner's language: the onboarding step saved the interface's on the account.
      const locale = await creatorLocale(tx, userId, undefined);
      const orbitIds = await insertTemplate(tx, changes, actor, template, locale);
      for (const id of orbitIds) changes.afterCommit(() => refreshOrbitRoom(ctx.db, ctx.io, id));
    });
  }
}
