import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTE_PATHS } from 'shared-kit/core';
import { useShell } from '../shell/shell-context';
import { logoutAndGoHome } from './logout-flow';

export function useLogout(): () => Promise<unknown> {
  const { session, kitOwner } = useShell();
  const navigate = useNavigate();
  return useCallback(
    () =>
      logoutAndGoHome({
        session,
        kitOwner,
        navigateHome: () => void navigate(ROUTE_PATHS.index),
        reload: () => window.location.reload(),
      }),
    [session, kitOwner, navigate],
  );
}
