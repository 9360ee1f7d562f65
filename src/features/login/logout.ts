// Logout (spec section 4): revoke the session on the server with the refresh token, clear local
// storage except language and platform config, reset app state, say so, go to login. What must
// go out with the session's token first (load telemetry) is told by session-ending. The
// success message and the way to login come from the shell's session watcher (session-ended
// with reason "logout"); entering login reloads the page, which resets every atom.
import { api, unwrap } from '../../api/client.ts';
import { store } from '../../state/store.ts';
import { SESSION_ENDING, authorityAtom, sessionEvents } from '../../state/session-state.ts';
import { endSession } from '../../api/session-fetch.ts';

export async function logout(): Promise<void> {
  sessionEvents.dispatchEvent(new Event(SESSION_ENDING));
  const refreshToken = store.get(authorityAtom)?.refreshToken;
  if (refreshToken) {
    try {
      await unwrap(api.GET('/arcana-auth/oauth/logout', { params: { query: { refresh_token: refreshToken } } }), { hideMessage: true });
    } catch {
      // The local session ends regardless; the server session expires on its own.
    }
  }
  endSession('logout');
}
