// The header, the home greeting and the applications' shell context name the signed-in user from
// the session, as the sign-in answered it: in the language of that request, since the server names
// a seeded user in each interface language (server/services/system/users/real-name.ts). When the
// interface language is not the one the name was given in (a switch, or the stored preference
// applied at sign-in), the name is asked again in the new one.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { api, unwrap } from '../../api/client.ts';
import { langAtom } from '../../state/lang-state.ts';
import { currentUserAtom } from '../../state/session-state.ts';
import { store } from '../../state/store.ts';

/** Mounted once in the shell layout; renders nothing. */
export function UserNameSync() {
  const lang = useAtomValue(langAtom);
  const user = useAtomValue(currentUserAtom);
  const stale = user != null && user.nameLang !== lang;
  useEffect(() => {
    if (!stale) return;
    let live = true;
    unwrap(api.GET('/system/user/current'), { hideMessage: true })
      .then((me) => {
        const now = store.get(currentUserAtom);
        if (live && now && me && now.id === me.id) store.set(currentUserAtom, { ...now, realName: me.realName, nameLang: lang });
      })
      .catch(() => {
        /* the name stays as it was; it is asked again at the next language change */
      });
    return () => {
      live = false;
    };
  }, [stale, lang]);
  return null;
}
