import type { SocialProvider } from '@orbit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../lib/appStore';
import { Button } from '../../ui/Button';
import { leavePage } from './leavePage';
import { socialSignInUrl } from './socialSignInUrl';
import './authStrings';

const providers: { id: SocialProvider; labelKey: 'social.google' | 'social.microsoft' }[] = [
  { id: 'google', labelKey: 'social.google' },
  { id: 'microsoft', labelKey: 'social.microsoft' },
];

function ProviderIcon({ provider }: { provider: SocialProvider }) {
  if (provider === 'google') {
    return (
      <svg className="auth-provider-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M23 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.2a5.3 5.3 0 0 1-2.3 3.5v2.9h3.7c2.2-2 3.4-5 3.4-8.5z"
        />
        <path
          fill="#34A853"
          d="M12 23.5c3.1 0 5.7-1 7.6-2.8l-3.7-2.9c-1 .7-2.4 1.1-3.9 1.1-3 0-5.5-2-6.4-4.7H1.8v3A11.5 11.5 0 0 0 12 23.5z"
        />
        <path fill="#FBBC05" d="M5.6 14.2a6.9 6.9 0 0 1 0-4.4v-3H1.8a11.5 11.5 0 0 0 0 10.4l3.8-3z" />
        <path
          fill="#EA4335"
          d="M12 5c1.7 0 3.2.6 4.4 1.7l3.3-3.3A11.5 11.5 0 0 0 1.8 6.8l3.8 3C6.5 7 9 5 12 5z"
        />
      </svg>
    );
  }
  return (
    <svg className="auth-provider-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path fill="#F25022" d="M1 1h10.5v10.5H1z" />
      <path fill="#7FBA00" d="M12.5 1H23v10.5H12.5z" />
      <path fill="#00A4EF" d="M1 12.5h10.5V23H1z" />
      <path fill="#FFB900" d="M12.5 12.5H23V23H12.5z" />
    </svg>
  );
}

export type SocialButtonsProps = {
  /** The providers this server has settings for; undefined while unknown. */
  configured: readonly SocialProvider[] | undefined;
  /**
   * `all` (the login page, as the seed shows both): a click on one the server lacks explains it here
   * instead of leaving the page. `configured` (sign-up): only the usable ones.
   */
  show: 'all' | 'configured';
};

/**
 * The seed's social sign-in group. The loading marker names the provider being opened; while it is
 * set both buttons are disabled (the page is about to be replaced by the provider's).
 */
export function SocialButtons({ configured, show }: SocialButtonsProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const setLoggedIn = useAppStore((s) => s.setLoggedIn);
  const [loading, setLoading] = useState<SocialProvider | null>(null);
  const [unavailable, setUnavailable] = useState<SocialProvider | null>(null);
  const shown = show === 'all' ? providers : providers.filter(({ id }) => configured?.includes(id));
  if (shown.length === 0) return null;

  function start(provider: SocialProvider) {
    if (configured && !configured.includes(provider)) {
      setUnavailable(provider);
      return;
    }
    setLoading(provider);
    // As the seed does: the flag is set before leaving; a failed sign-in comes back to /login?error=…,
    // whose guard resets it.
    setLoggedIn(true);
    leavePage(socialSignInUrl(provider, params));
  }

  return (
    <fieldset className="auth-social">
      <legend className="auth-visually-hidden">{t('social.label')}</legend>
      {shown.map(({ id, labelKey }) => (
        <Button
          key={id}
          type="button"
          variant="bordered"
          size="lg"
          fullWidth
          disabled={loading !== null}
          loading={loading === id}
          aria-label={t(labelKey)}
          onClick={() => start(id)}
        >
          <ProviderIcon provider={id} />
          {t(labelKey)}
        </Button>
      ))}
      {unavailable && (
        <p className="auth-social__note" role="alert">
          {t('social.notConfigured', { provider: t(`social.names.${unavailable}`) })}
        </p>
      )}
    </fieldset>
  );
}
