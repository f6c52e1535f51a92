import { type MeDto, type UpdateOnboardingBody, userSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { currentLocale } from '../../lib/i18n/i18n';
import { meQueryKey } from '../account/useMe';

/**
 * Moves the signed-in user's onboarding to a step (with the kind and use case once chosen, so a later
 * login resumes at the right page), keeping the cached `me` in step with the server. Each step saves
 * the interface language in use on the account: the chosen use case's orbits and tasks are written in
 * it when onboarding gets things ready.
 */
export function useAdvanceOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOnboardingBody) =>
      api('/api/auth/me/onboarding', {
        method: 'PATCH',
        body: { ...body, locale: currentLocale() },
        schema: userSchema,
      }),
    onSuccess: (user) => {
      queryClient.setQueryData<MeDto>(meQueryKey, (me) => (me ? { ...me, user } : me));
    },
  });
}
