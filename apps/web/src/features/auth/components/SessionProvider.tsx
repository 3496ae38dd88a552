import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { onSessionChange, restoreSession } from '../../../lib/api-client';
import { LOADING_SESSION, type Session, SessionContext, sessionFromAccessToken } from '../session';

/** Restores the session on load and follows every login, refresh and logout of the API client. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(LOADING_SESSION);
  const userIdRef = useRef<string | undefined>(undefined);

  useEffect(() => {
    const apply = (accessToken: string | undefined) => {
      const next = sessionFromAccessToken(accessToken);
      // Another user's (or no user's) cached data must never show.
      if (userIdRef.current !== undefined && userIdRef.current !== next.user?._id) queryClient.clear();
      userIdRef.current = next.user?._id;
      setSession(next);
    };
    const unsubscribe = onSessionChange(apply);
    let active = true;
    restoreSession().then((accessToken) => {
      if (active) apply(accessToken);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [queryClient]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
