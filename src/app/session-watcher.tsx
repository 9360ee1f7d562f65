// Reacts to the end of a session (spec section 4): the expiry (or logout) message, then the
// login page. Entering login from another route reloads the page (navigation rules), so the
// message is handed to the next page; on the login route itself it shows at once.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { t } from '@lingui/core/macro';
import { SESSION_ENDED, sessionEvents } from '../api/session-state.ts';
import { flushPendingNotices, notifyAfterReload } from '../api/notify.ts';
import { sessionExpiredMessage } from '../api/client.ts';
import type { SessionEndReason } from '../api/session-fetch.ts';
import { ROUTES } from './route-paths.ts';

export function SessionWatcher() {
  const [path, navigate] = useLocation();
  useEffect(() => {
    const onEnded = (event: Event) => {
      const reason = (event as CustomEvent<SessionEndReason>).detail;
      if (reason === 'expired') notifyAfterReload(sessionExpiredMessage(), 'warning');
      else notifyAfterReload(t`You have logged out`, 'success');
      if (path === ROUTES.login) flushPendingNotices();
      else navigate(ROUTES.login, { replace: true });
    };
    sessionEvents.addEventListener(SESSION_ENDED, onEnded);
    return () => sessionEvents.removeEventListener(SESSION_ENDED, onEnded);
  }, [navigate, path]);
  return null;
}
