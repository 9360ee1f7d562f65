// Logout (spec section 4): revoke the session on the server, clear local storage except
// language and platform config, reset app state, say so, go to login.
import { t } from '@lingui/core/macro';
import { api, unwrap } from '../../api/client.ts';
import { store } from '../../api/store.ts';
import { authorityAtom } from '../../api/session-state.ts';
import { endSession } from '../../api/session-fetch.ts';
import { notify } from '../../api/notify.ts';

export async function logout(): Promise<void> {
  const refreshToken = store.get(authorityAtom)?.refreshToken;
  if (refreshToken) {
    try {
      await unwrap(api.GET('/arcana-auth/oauth/logout', { params: { query: { refresh_token: refreshToken } } }), { hideMessage: true });
    } catch {
      // The local session ends regardless; the server session expires on its own.
    }
  }
  endSession('logout');
  notify(t`You have logged out`, 'success');
}
