import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession, revokeSession } from '../../../lib/api-client';
import { clearSelectedEmpresa } from '../../../lib/selected-empresa';

/** SPEC §4: tell the server, then forget tokens and the selected company, and show /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    // Leave the protected page first, so its guard does not remember it as the page to return to.
    await navigate('/login', { replace: true });
    clearSelectedEmpresa();
    endSession();
  }, [navigate]);
}
