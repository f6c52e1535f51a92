import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthKeys } from './auth-keys.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type AccessClaims = { userId: string; familyId: string };

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
export async function verifyAccessToken(keys: AuthKeys, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.accessTokenSecret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, familyId: payload.sid };
  } catch {
    return null;
  }
}
