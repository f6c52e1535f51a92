import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: refresh tokens, e-mailed link tokens, invite-link tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 so a database leak does not hand out live sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
