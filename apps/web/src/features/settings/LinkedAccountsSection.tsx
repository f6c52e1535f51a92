import type { SocialProvider } from '@orbit/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { Button, buttonLook } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { ValidationBox } from '../../ui/ValidationBox';
import { apiFields } from '../account/apiFields';
import { signInMethodsKey, useSignInMethods } from '../account/useSignInMethods';
import { useConfiguredProviders } from '../auth/useConfiguredProviders';
import '../../lib/i18n/settingsStrings';
import '../auth/authStrings';

/** What the provider round trip left in the address (`linked=google` or `linkError=…`), read once. */
function useLinkOutcome(): { linked: string | null; error: string | null } {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => ({ linked: params.get('linked'), error: params.get('linkError') }));
  useEffect(() => {
    if (!params.has('linked') && !params.has('linkError')) return;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('linked');
        copy.delete('linkError');
        return copy;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return outcome;
}

/** My account › Linked accounts: Google and Microsoft sign-ins; link another, unlink (never the last way in). */
export function LinkedAccountsSection() {
  const { t } = useTranslation('settings');
  const { t: tAuth } = useTranslation('auth');
  const queryClient = useQueryClient();
  const methods = useSignInMethods();
  const providers = useConfiguredProviders() ?? [];
  const outcome = useLinkOutcome();
  const errorId = useId();
  const [error, setError] = useState<string | null>(outcome.error);
  const [busy, setBusy] = useState<string | null>(null);
  const name = (provider: SocialProvider) => tAuth(`social.names.${provider}`);
  const linked = methods.data?.identities ?? [];
  const here = `${window.location.pathname}?settings=${encodeURIComponent('My account')}`;

  const unlink = async (id: string, provider: SocialProvider) => {
    setBusy(id);
    setError(null);
    try {
      await api(`/api/auth/me/identities/${id}`, { method: 'DELETE' });
      toast.success(t('linked.unlinked', { provider: name(provider) }));
    } catch (failure) {
      const { fields, message } = apiFields(failure);
      setError(fields.identity ?? message ?? t('linked.failed'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: signInMethodsKey });
    }
  };

  return (
    <div className="account-linked">
      {outcome.linked && (
        <p role="status" className="settings-hint">
          {t('linked.done', { provider: name(outcome.linked as SocialProvider) })}
        </p>
      )}
      <ul className="account-list" aria-label={t('linked.listLabel')}>
        {methods.data?.hasPassword && (
          <li className="account-list-row">
            <p className="account-list-title">{t('linked.password')}</p>
          </li>
        )}
        {linked.map((identity) => (
          <li key={identity.id} className="account-list-row">
            <div>
              <p className="account-list-title">{name(identity.provider)}</p>
              {identity.email && <p className="settings-hint">{identity.email}</p>}
            </div>
            <Button
              variant="bordered"
              size="sm"
              loading={busy === identity.id}
              aria-label={t('linked.unlinkOne', { provider: name(identity.provider) })}
              aria-describedby={error ? errorId : undefined}
              onClick={() => void unlink(identity.id, identity.provider)}
            >
              {t('linked.unlink')}
            </Button>
          </li>
        ))}
      </ul>
      <ValidationBox id={errorId} error={error} />
      <div className="account-actions">
        {providers.map((provider) => (
          <a
            key={provider}
            {...buttonLook('bordered', 'md')}
            href={`/api/social/${provider}?link=1&redirect=${encodeURIComponent(here)}`}
          >
            {t('linked.link', { provider: name(provider) })}
          </a>
        ))}
      </div>
    </div>
  );
}
