import { redirectResponseSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { useAppStore } from '../../lib/appStore';
import { Button } from '../../ui/Button';
import { meQueryKey } from '../account/useMe';
import { FormAlert } from './FormAlert';
import { safeRedirectPath } from './safeRedirectPath';
import { useFormErrors } from './useFormErrors';
import './authStrings';

type InviteActionsProps = {
  /** `invite=<id>` or `join=<token>`: carried to the login and sign-up pages. */
  query: string;
  /** The call that accepts for a signed-in user. */
  acceptPath: string;
  acceptLabel: string;
  /** Where to go when the server names no destination. */
  fallback: string;
};

/** A guest logs in or signs up carrying the invite; a signed-in user accepts it here. */
export function InviteActions({ query, acceptPath, acceptLabel, fallback }: InviteActionsProps) {
  const { t } = useTranslation('auth');
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => api(acceptPath, { method: 'POST', schema: redirectResponseSchema }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await navigate(safeRedirectPath(response.redirect) ?? fallback, { replace: true });
    },
  });
  const errors = useFormErrors(accept.error);

  if (!isLoggedIn) {
    return (
      <div className="auth-form">
        <Link className="auth-button auth-button--primary auth-button--block" to={`/login?${query}`}>
          {t('invite.logIn')}
        </Link>
        <Link className="auth-button auth-button--bordered auth-button--block" to={`/signup?${query}`}>
          {t('invite.createAccount')}
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-form">
      {errors.message && <FormAlert>{errors.message}</FormAlert>}
      <Button
        type="button"
        variant="primary"
        size="lg"
        fullWidth
        disabled={accept.isPending}
        loading={accept.isPending}
        aria-label={acceptLabel}
        onClick={() => accept.mutate()}
      >
        {acceptLabel}
      </Button>
    </div>
  );
}
