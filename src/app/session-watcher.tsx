// Reacts to the end of a session (spec section 4): the expiry message, then the login page.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SESSION_ENDED, sessionEvents } from '../api/session-state.ts';
import { notify } from '../api/notify.ts';
import { sessionExpiredMessage } from '../api/client.ts';
import type { SessionEndReason } from '../api/session-fetch.ts';
import { ROUTES } from './route-paths.ts';

export function SessionWatcher() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onEnded = (event: Event) => {
      const reason = (event as CustomEvent<SessionEndReason>).detail;
      if (reason === 'expired') notify(sessionExpiredMessage(), 'warning');
      navigate(ROUTES.login, { replace: true });
    };
    sessionEvents.addEventListener(SESSION_ENDED, onEnded);
    return () => sessionEvents.removeEventListener(SESSION_ENDED, onEnded);
  }, [navigate]);
  return null;
}
