import type { SocialProvider } from '@orbit/shared';
import * as oidc from 'openid-client';
import type { Logger } from '../../logger.js';
import type { FlowState } from './social-flow-state.js';
import { parseSocialProfile, type SocialClaims, type SocialProfile } from './social-profile.js';
import { SocialSignInError } from './social-sign-in-error.js';

/**
 * Trades the authorization code for tokens (checking state, the PKCE verifier and the ID token's
 * nonce, issuer, audience and expiry) and reads who signed in. Throws a SocialSignInError.
 */
export async function exchangeSocialCode(
  configuration: oidc.Configuration,
  provider: SocialProvider,
  callbackUrl: URL,
  flow: FlowState,
  logger: Logger,
): Promise<SocialProfile> {
  let claims: SocialClaims;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      pkceCodeVerifier: flow.codeVerifier,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    claims = { ...idToken };
    // Some providers leave the address out of the ID token; their userinfo endpoint has it.
    if (typeof claims.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
  } catch (error) {
    logger.warn({ err: error }, `${provider}: the sign-in could not be completed`);
    throw new SocialSignInError('failed', { cause: error });
  }
  const profile = parseSocialProfile(provider, claims);
  if (!profile) throw new SocialSignInError('failed');
  return profile;
}
