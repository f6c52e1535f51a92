import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthKeys } from './auth-keys.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type AccessClaims = { userId: string; familyId: string };
/** A verified token's claims and when it stops being accepted. */
export type VerifiedAccessClaims = AccessClaims & { expiresAt: Date };

export function signAccessToken(keys: AuthKeys, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keys.accessTokenSecret);
}

/** The claims of a valid, unexpired token; null for anything else (never throws). */
export async function verifyAccessToken(keys: AuthKeys, token: string): Promise<VerifiedAccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.accessTokenSecret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    return { userId: payload.sub, familyId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
