import type { SocialProvider } from '@orbit/shared';
import * as oidc from 'openid-client';
import type { AppContext } from '../../app-context.js';
import { type FlowState, sealFlowState } from './social-flow-state.js';
import type { SocialProviders } from './social-providers.js';
import type { LoginContext } from './social-sign-in-error.js';

/** Where the provider sends the browser back; registered with the provider as the redirect URI. */
export function socialCallbackUrl(publicUrl: string, provider: SocialProvider): string {
  return `${publicUrl}/api/social/${provider}/callback`;
}

export type SocialStart = { authorizationUrl: string; sealedFlow: string };

/**
 * The provider's authorization URL with PKCE (S256), state and nonce, and the sealed flow the
 * callback needs to check them. Throws a SocialSignInError when the provider cannot be used.
 */
export async function startSocialSignIn(
  ctx: Pick<AppContext, 'keys'>,
  providers: SocialProviders,
  provider: SocialProvider,
  context: LoginContext & { linkUserId?: string | undefined },
  appUrl: string,
): Promise<SocialStart> {
  const configuration = await providers.configuration(provider);
  const flow: FlowState = {
    provider,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    ...context,
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: socialCallbackUrl(appUrl, provider),
    scope: 'openid email profile',
    response_type: 'code',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
    // Google and Microsoft would otherwise sign a person with several accounts into the last one used.
    prompt: 'select_account',
  });
  return { authorizationUrl: authorizationUrl.href, sealedFlow: await sealFlowState(ctx.keys, flow) };
}
