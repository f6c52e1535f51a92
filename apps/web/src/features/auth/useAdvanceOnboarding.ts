import { type MeDto, type OnboardingStep, userSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { meQueryKey } from '../account/useMe';

/** Moves the signed-in user's onboarding to `step`, keeping the cached `me` in step with the server. */
export function useAdvanceOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OnboardingStep) =>
      api('/api/auth/me/onboarding', { method: 'PATCH', body: { step }, schema: userSchema }),
    onSuccess: (user) => {
      queryClient.setQueryData<MeDto>(meQueryKey, (me) => (me ? { ...me, user } : me));
    },
  });
}
