import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { apiClient } from '../../lib/api/apiClient';
import { useAppStore } from '../../lib/appStore';
import { logout } from './logout';

/**
 * The root route's element: when the API client reports a failed refresh, the user is logged out.
 * It lives inside the router so logout can use router navigation instead of a full reload.
 */
export function SessionBoundary() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      apiClient.onSessionExpired(() => {
        // A guest's 401 (say, on the invite page) has no session to end and must stay where it is.
        if (!useAppStore.getState().isLoggedIn) return;
        void logout({ navigate, queryClient });
      }),
    [navigate, queryClient],
  );
  return <Outlet />;
}
