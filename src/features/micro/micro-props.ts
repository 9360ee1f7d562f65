// What the shell hands embedded applications (documented in README.md, "Embedded applications"):
// wujie `props` { token, lang, user, buttonPermissions, platformConfig }, kept current in place,
// and bus events when any of them changes.
import { bus } from 'wujie';
import { store } from '../../api/store.ts';
import { langAtom } from '../../api/lang-state.ts';
import { platformConfigAtom, type PlatformConfig } from '../../api/platform-state.ts';
import {
  SESSION_ENDED,
  TOKEN_UPDATED,
  authorityAtom,
  buttonPermissionsAtom,
  currentUserAtom,
  sessionEvents,
  type ButtonPermission,
  type CurrentUser,
} from '../../api/session-state.ts';
import type { Lang } from '../../lib/language.ts';

export interface MicroProps {
  token: string | null;
  lang: Lang;
  user: CurrentUser | null;
  buttonPermissions: ButtonPermission[];
  platformConfig: PlatformConfig | null;
}

export const BUS_EVENTS = {
  tokenRefreshed: 'token-refreshed',
  languageChanged: 'language-changed',
  logout: 'logout',
  permissionsChanged: 'permissions-changed',
} as const;

/** Application signals (emitted by the application on window.$wujie.bus). */
export const APP_READY_EVENT = 'app-ready';

// One object for the whole session: wujie keeps a reference to it, so updating its fields
// in place lets `window.$wujie.props` of a running application read current values.
const props: MicroProps = {
  token: null,
  lang: 'en_US',
  user: null,
  buttonPermissions: [],
  platformConfig: null,
};

function refresh(): void {
  props.token = store.get(authorityAtom)?.token ?? null;
  props.lang = store.get(langAtom);
  props.user = store.get(currentUserAtom);
  props.buttonPermissions = store.get(buttonPermissionsAtom);
  props.platformConfig = store.get(platformConfigAtom);
}

export function microProps(): MicroProps {
  refresh();
  return props;
}

let wired = false;

/** Subscribes once to the shell's state and forwards changes over the bus. */
export function wireMicroBus(): void {
  if (wired) return;
  wired = true;
  refresh();
  sessionEvents.addEventListener(TOKEN_UPDATED, () => {
    refresh();
    if (props.token) bus.$emit(BUS_EVENTS.tokenRefreshed, { token: props.token });
  });
  sessionEvents.addEventListener(SESSION_ENDED, (e) => {
    refresh();
    bus.$emit(BUS_EVENTS.logout, { reason: (e as CustomEvent<string>).detail });
  });
  store.sub(langAtom, () => {
    refresh();
    bus.$emit(BUS_EVENTS.languageChanged, { lang: props.lang });
  });
  store.sub(buttonPermissionsAtom, () => {
    refresh();
    bus.$emit(BUS_EVENTS.permissionsChanged, { buttonPermissions: props.buttonPermissions });
  });
  store.sub(platformConfigAtom, refresh);
  store.sub(currentUserAtom, refresh);
}
