import { inviteLinkInfoSchema, inviteSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { AuthLayout } from './AuthLayout';
import { InviteActions } from './InviteActions';
import { retryServerErrors } from './retryServerErrors';
import './authStrings';

function Loading() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout>
      <p role="status" className="auth-status">
        <span className="auth-spinner" aria-hidden="true" />
        {t('invite.loading')}
      </p>
    </AuthLayout>
  );
}

function Invalid({ missing = false }: { missing?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t('invite.invalidTitle')}
      subtitle={missing ? t('invite.missing') : t('invite.invalid')}
      bottom={
        <Link className="auth-link" to="/">
          {t('invite.goHome')}
        </Link>
      }
    />
  );
}

function EmailInvite({ id }: { id: string }) {
  const { t } = useTranslation('auth');
  const invite = useQuery({
    queryKey: ['invite', id],
    queryFn: ({ signal }) => api(`/api/invites/${encodeURIComponent(id)}`, { signal, schema: inviteSchema }),
    retry: retryServerErrors,
  });
  if (invite.isPending) return <Loading />;
  // An accepted invite still works for its invitee (logging in with it again is a harmless repeat).
  if (invite.isError || invite.data.status === 'revoked' || invite.data.status === 'expired')
    return <Invalid />;
  const { workspace, inviterName, email } = invite.data;
  return (
    <AuthLayout
      title={t('invite.title', { workspace: workspace.name })}
      subtitle={t('invite.invitedBy', { inviter: inviterName, workspace: workspace.name })}
    >
      <p className="auth-text">{t('invite.invitedAs', { email })}</p>
      <InviteActions
        query={new URLSearchParams({ invite: id }).toString()}
        acceptPath={`/api/invites/${encodeURIComponent(id)}/accept`}
        acceptLabel={t('invite.accept')}
        fallback={`/${workspace.slug}`}
      />
    </AuthLayout>
  );
}

function LinkInvite({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const preview = useQuery({
    queryKey: ['invite-link', token],
    queryFn: ({ signal }) =>
      api(`/api/invite-link/${encodeURIComponent(token)}`, { signal, schema: inviteLinkInfoSchema }),
    retry: retryServerErrors,
  });
  if (preview.isPending) return <Loading />;
  if (preview.isError) return <Invalid />;
  const { workspace } = preview.data;
  return (
    <AuthLayout
      title={t('invite.title', { workspace: workspace.name })}
      subtitle={t('invite.linkSubtitle', { workspace: workspace.name })}
    >
      <InviteActions
        query={new URLSearchParams({ join: token }).toString()}
        acceptPath={`/api/invite-link/${encodeURIComponent(token)}/join`}
        acceptLabel={t('invite.join')}
        fallback={`/${workspace.slug}`}
      />
    </AuthLayout>
  );
}

/** `/invite?invite=<id>` (an e-mail invite) or `/invite?join=<token>` (an invite link). */
export function InviteScreen() {
  const [params] = useSearchParams();
  const id = params.get('invite');
  const token = params.get('join');
  if (id) return <EmailInvite id={id} />;
  if (token) return <LinkInvite token={token} />;
  return <Invalid missing />;
}
