// Reacts to the end of a session (spec section 4) by going to login. The client already queued
// the expiry or logout message for the next page (entering login from another route reloads
// it); when the session ends on the login route itself, no reload follows, so show it now.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SESSION_ENDED, sessionEvents } from '../state/session-state.ts';
import { flushPendingNotices } from '../api/notify.ts';
import { ROUTES } from '../lib/routes.ts';

export function SessionWatcher() {
  const [path, navigate] = useLocation();
  useEffect(() => {
    const onEnded = () => {
      if (path === ROUTES.login) flushPendingNotices();
      else navigate(ROUTES.login, { replace: true });
    };
    sessionEvents.addEventListener(SESSION_ENDED, onEnded);
    return () => sessionEvents.removeEventListener(SESSION_ENDED, onEnded);
  }, [navigate, path]);
  return null;
}
