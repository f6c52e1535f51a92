import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from './logout';

/** Logs out and lands on /login; for buttons and menus. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => logout({ navigate, queryClient }), [navigate, queryClient]);
}
