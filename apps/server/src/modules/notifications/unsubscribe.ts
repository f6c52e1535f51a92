import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, notificationPreferences, workspaces } from '../../db/schema/index.js';
import { escapeHtml } from '../../mail/templates/mail-layout.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/** What the unsubscribe page says: the workspace's name when the link is good, else null. */
export async function checkUnsubscribe(
  db: Database,
  secret: Uint8Array,
  token: string,
): Promise<{ userId: string; workspaceId: string; workspaceName: string } | null> {
  const who = readUnsubscribeToken(secret, token);
  if (!who) return null;
  const [found] = await db
    .select({ name: workspaces.name })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.userId, who.userId), eq(memberships.workspaceId, who.workspaceId)));
  return found ? { ...who, workspaceName: found.name } : null;
}

/** Turns the person's digest off for the workspace (the mailed link; RFC 8058 one-click too). */
export async function unsubscribe(db: Database, who: { userId: string; workspaceId: string }) {
  await db
    .insert(notificationPreferences)
    .values({ userId: who.userId, workspaceId: who.workspaceId, digest: 'off' })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.workspaceId],
      set: { digest: 'off', updatedAt: new Date() },
    });
}

/** A plain page for a person coming from their mail program (the app's CSP allows no inline style). */
export function unsubscribePage(title: string, text: string, form?: { action: string; label: string }) {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${button}</main></body></html>`;
}
