import { createHmac, timingSafeEqual } from 'node:crypto';

// The digest's unsubscribe link works without signing in: its token names the person and workspace
// and is signed with the instance's secret, so it cannot be made up or pointed at someone else.

const purpose = 'orbit.notifications.unsubscribe.v1';

function sign(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
}

export function unsubscribeToken(secret: Uint8Array, userId: string, workspaceId: string): string {
  const payload = Buffer.from(`${userId}.${workspaceId}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The person and workspace a token was made for, or null when it was not made by this instance. */
export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: string; workspaceId: string } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, workspaceId] = Buffer.from(payload, 'base64url').toString().split('.');
  const uuid = /^[0-9a-f-]{36}$/;
  if (!userId || !workspaceId || !uuid.test(userId) || !uuid.test(workspaceId)) return null;
  return { userId, workspaceId };
}
