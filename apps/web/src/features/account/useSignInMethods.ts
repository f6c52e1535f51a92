import { signInMethodsSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';

export const signInMethodsKey = ['account', 'sign-in-methods'] as const;

/** Whether the account has a password, and its linked Google / Microsoft sign-ins. */
export function useSignInMethods() {
  return useQuery({
    queryKey: signInMethodsKey,
    queryFn: ({ signal }) => api('/api/auth/me/sign-in-methods', { schema: signInMethodsSchema, signal }),
  });
}
