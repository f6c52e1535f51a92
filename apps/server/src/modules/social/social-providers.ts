import { type SocialProvider, socialProviders } from '@orbit/shared';
import * as oidc from 'openid-client';
import type { Config, OidcProviderConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { SocialSignInError } from './social-sign-in-error.js';

/** Seconds for each request to a provider (discovery, token, userinfo); its default is 30. */
const PROVIDER_TIMEOUT_SECONDS = 10;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * openid-client refuses plain-http issuers, rightly: codes and tokens would cross the network in
 * clear. Only an issuer on this very machine (a mock provider in tests and development) may use it.
 */
export function allowsInsecureIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}

export function isSocialProvider(value: string): value is SocialProvider {
  return (socialProviders as readonly string[]).includes(value);
}

export type SocialProviders = {
  /** The provider's settings, or undefined when the server has none for it. */
  settings(provider: SocialProvider): OidcProviderConfig | undefined;
  /** The discovered configuration, fetched once per provider; throws a SocialSignInError. */
  configuration(provider: SocialProvider): Promise<oidc.Configuration>;
};

/**
 * Discovery happens on first use, not at start, so a provider that is down does not stop the server;
 * a failed discovery is forgotten and tried again on the next sign-in.
 */
export function createSocialProviders(config: Pick<Config, 'oidc'>, logger: Logger): SocialProviders {
  const discovered = new Map<SocialProvider, Promise<oidc.Configuration>>();

  const discover = async (provider: SocialProvider, settings: OidcProviderConfig) => {
    const insecure = allowsInsecureIssuer(settings.issuer);
    if (new URL(settings.issuer).protocol === 'http:' && !insecure) {
      logger.error(`${provider}: the issuer must use https (http is accepted only on this machine)`);
      throw new SocialSignInError('not_configured');
    }
    try {
      return await oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretPost(settings.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        },
      );
    } catch (error) {
      logger.warn({ err: error, issuer: settings.issuer }, `${provider}: OpenID Connect discovery failed`);
      throw new SocialSignInError('unreachable', { cause: error });
    }
  };

  return {
    settings: (provider) => config.oidc[provider],
    configuration(provider) {
      const settings = config.oidc[provider];
      if (!settings) return Promise.reject(new SocialSignInError('not_configured'));
      let pending = discovered.get(provider);
      if (!pending) {
        pending = discover(provider, settings);
        discovered.set(provider, pending);
        pending.catch(() => discovered.delete(provider));
      }
      return pending;
    },
  };
}
