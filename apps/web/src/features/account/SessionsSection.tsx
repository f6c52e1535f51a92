import { type AccountSessionDto, accountSessionsSchema, endedSessionsSchema } from '@orbit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import '../../lib/i18n/settingsStrings';

export const sessionsKey = ['account', 'sessions'] as const;

function deviceName(session: AccountSessionDto, t: TFunction<'settings'>): string {
  if (session.browser && session.os)
    return t('sessions.browserOn', { browser: session.browser, os: session.os });
  return session.browser || session.os || t('sessions.unknownDevice');
}

/** My account › Sessions: where I am signed in, when each was last used; sign out one or all others. */
export function SessionsSection() {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      (await api('/api/auth/me/sessions', { schema: accountSessionsSchema, signal })).sessions,
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const act = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      toast.success(done);
    } catch {
      toast.error(t('sessions.failed'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    }
  };

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <div className="account-sessions">
      {sessions.isError && <p role="alert">{t('sessions.loadFailed')}</p>}
      <ul className="account-list" aria-label={t('sessions.listLabel')}>
        {list.map((session) => {
          const name = deviceName(session, t);
          return (
            <li key={session.id} className="account-list-row">
              <div>
                <p className="account-list-title">
                  {name}
                  {session.current && <span className="account-badge">{t('sessions.thisDevice')}</span>}
                </p>
                <p className="settings-hint">
                  {[session.ip, t('sessions.lastActive', { when: when(session.lastActiveAt) })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="bordered"
                  size="sm"
                  loading={busy === session.id}
                  aria-label={t('sessions.signOutOne', { device: name })}
                  onClick={() =>
                    void act(
                      session.id,
                      () => api(`/api/auth/me/sessions/${session.id}`, { method: 'DELETE' }),
                      t('sessions.signedOut'),
                    )
                  }
                >
                  {t('sessions.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <Button
          variant="alert-with-text"
          loading={busy === 'others'}
          onClick={() =>
            void act(
              'others',
              () => api('/api/auth/me/sessions/end-others', { method: 'POST', schema: endedSessionsSchema }),
              t('sessions.othersSignedOut'),
            )
          }
        >
          {t('sessions.signOutOthers')}
        </Button>
      )}
    </div>
  );
}
