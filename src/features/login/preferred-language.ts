// The interface language stored in the user's Preferences is applied at sign-in (spec section 3:
// the user's own choice outlives the device), so a user who chose Chinese sees the portal in
// Chinese even after signing in on an English login page. No stored choice: the login page's
// language stays.
import { api, unwrap } from '../../api/client.ts';
import { langAtom } from '../../state/lang-state.ts';
import { store } from '../../state/store.ts';

export async function applyPreferredLanguage(): Promise<void> {
  try {
    const me = await unwrap(api.GET('/system/user/current'), { hideMessage: true });
    if (me?.lang && me.lang !== store.get(langAtom)) store.set(langAtom, me.lang);
  } catch {
    /* the sign-in stands; the language is a nicety */
  }
}
