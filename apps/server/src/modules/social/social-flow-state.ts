import { hkdfSync } from 'node:crypto';
import { socialProviders } from '@orbit/shared';
import type { FastifyReply } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { isSecureContext } from '../../http/app-origin.js';
import type { AuthKeys } from '../auth/auth-keys.js';

export const FLOW_COOKIE = 'social_flow';
export const FLOW_COOKIE_PATH = '/api/social';
export const FLOW_TTL_SECONDS = 10 * 60;

const optional = z.string().optional();

/** What the start of a sign-in hands to its callback, through the browser, sealed. */
export const flowStateSchema = z.object({
  provider: z.enum(socialProviders),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  invite: optional,
  join: optional,
  redirect: optional,
  template: optional,
  // "Link Google" from My account: the signed-in account the identity joins (not a sign-in).
  linkUserId: optional,
});
export type FlowState = z.infer<typeof flowStateSchema>;

/**
 * A key of its own for the flow cookie, derived from the instance secret: every instance can open a
 * cookie another one sealed, and the access-token key is never used for anything else.
 */
function flowKey(keys: AuthKeys): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', keys.accessTokenSecret, '', 'orbit social sign-in flow', 32));
}

/**
 * Encrypted, not only signed: the PKCE verifier and nonce are what make a stolen code useless, so they
 * must not be readable from the cookie either.
 */
export function sealFlowState(keys: AuthKeys, flow: FlowState): Promise<string> {
  return new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .encrypt(flowKey(keys));
}

/** The flow the cookie holds; null when it is missing, tampered with, from another key or expired. */
export async function openFlowState(keys: AuthKeys, sealed: string | undefined): Promise<FlowState | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, flowKey(keys), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const parsed = flowStateSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const cookieOptions = (config: Pick<Config, 'publicUrl'>, reply: FastifyReply) => ({
  httpOnly: true,
  // Lax still rides along on the provider's top-level redirect back to the callback.
  sameSite: 'lax' as const,
  secure: isSecureContext(config, reply.request),
  path: FLOW_COOKIE_PATH,
});

export function setFlowCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>, sealed: string): void {
  reply.setCookie(FLOW_COOKIE, sealed, { ...cookieOptions(config, reply), maxAge: FLOW_TTL_SECONDS });
}

/** One flow, one callback: the cookie goes whatever the outcome, so it cannot be replayed. */
export function clearFlowCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.clearCookie(FLOW_COOKIE, cookieOptions(config, reply));
}
