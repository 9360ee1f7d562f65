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

type BusListeners = Record<string, unknown[] | undefined>;
type WujieInject = { __WUJIE_INJECT?: { appEventObjMap?: Map<string, BusListeners> } };

/** Whether any application (or the shell) listens to `event` on wujie's bus right now. */
export function busHasListener(event: string): boolean {
  // wujie keeps every bus's listeners in one map on window.__WUJIE_INJECT, and warns
  // ("事件订阅数量为空") on an $emit nobody hears: an application that ignores an event, or
  // none mounted, is normal here, not something to warn a developer about.
  const map = (window as WujieInject).__WUJIE_INJECT?.appEventObjMap;
  if (!map) return false;
  for (const listeners of map.values()) if (listeners[event]?.length || listeners._wujie_all_event?.length) return true;
  return false;
}

/** Emits on the bus only where it is heard (see busHasListener). */
function emitHeard(event: string, payload: unknown): void {
  if (busHasListener(event)) bus.$emit(event, payload);
}

let wired = false;

/** Subscribes once to the shell's state and forwards changes over the bus. */
export function wireMicroBus(): void {
  if (wired) return;
  wired = true;
  refresh();
  sessionEvents.addEventListener(TOKEN_UPDATED, () => {
    refresh();
    if (props.token) emitHeard(BUS_EVENTS.tokenRefreshed, { token: props.token });
  });
  sessionEvents.addEventListener(SESSION_ENDED, (e) => {
    refresh();
    emitHeard(BUS_EVENTS.logout, { reason: (e as CustomEvent<string>).detail });
  });
  store.sub(langAtom, () => {
    refresh();
    emitHeard(BUS_EVENTS.languageChanged, { lang: props.lang });
  });
  store.sub(buttonPermissionsAtom, () => {
    refresh();
    emitHeard(BUS_EVENTS.permissionsChanged, { buttonPermissions: props.buttonPermissions });
  });
  store.sub(platformConfigAtom, refresh);
  store.sub(currentUserAtom, refresh);
}
