import { type MeDto, type UpdateOnboardingBody, userSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { meQueryKey } from '../account/useMe';

/**
 * Moves the signed-in user's onboarding to a step (with the kind and use case once chosen, so a later
 * login resumes at the right page), keeping the cached `me` in step with the server.
 */
export function useAdvanceOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOnboardingBody) =>
      api('/api/auth/me/onboarding', { method: 'PATCH', body, schema: userSchema }),
    onSuccess: (user) => {
      queryClient.setQueryData<MeDto>(meQueryKey, (me) => (me ? { ...me, user } : me));
    },
  });
}
