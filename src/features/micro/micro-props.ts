// What the shell hands embedded applications (documented in README.md, "For app teams"): wujie
// `props` { token, lang, user, buttonPermissions, platformConfig, arcana }, kept current in
// place, and bus events when any of them changes. `arcana` is the application's end of the app
// bridge (components/app-bridge): each application gets its own props object and channel, so a
// call through it is a call of that application.
import { bus } from 'wujie';
import { store } from '../../state/store.ts';
import { langAtom } from '../../state/lang-state.ts';
import { platformConfigAtom, type PlatformConfig } from '../../state/platform-state.ts';
import {
  authorityAtom,
  buttonPermissionsAtom,
  currentUserAtom,
  type ButtonPermission,
  type CurrentUser,
} from '../../state/session-state.ts';
import { createBridgeHost, type BridgeHost, type BridgeServices } from '../../components/app-bridge/bridge-host.ts';
import { onShellChange } from '../../components/app-bridge/shell-context.ts';
import type { HostChannel, PortalEventName } from '../../../elements/app/app-protocol.ts';
import type { Lang } from '../../lib/language.ts';
import { microAppPath } from '../../lib/routes.ts';
import type { UserApp } from '../../api/app-list.ts';
import { mountedApp } from './singular.ts';
import { localName } from '../../lib/local-name.ts';

export interface MicroProps {
  token: string | null;
  lang: Lang;
  user: CurrentUser | null;
  buttonPermissions: ButtonPermission[];
  platformConfig: PlatformConfig | null;
  /** The app bridge's channel (elements/app/app-protocol.ts). */
  arcana: HostChannel;
}

export const BUS_EVENTS = {
  tokenRefreshed: 'token-refreshed',
  languageChanged: 'language-changed',
  logout: 'logout',
  permissionsChanged: 'permissions-changed',
  themeChanged: 'theme-changed',
} as const;

/** Application signals (emitted by the application on window.$wujie.bus). */
export const APP_READY_EVENT = 'app-ready';

interface Mounted {
  props: MicroProps;
  host: BridgeHost;
}
// One props object per application for the whole session: wujie keeps a reference to it, so
// updating its fields in place lets `window.$wujie.props` of a running application read current values.
const byApp = new Map<string, Mounted>();

let services: BridgeServices | null = null;
/** The mounted host page hands the shell's confirm dialog and router to the bridges. */
export function setMicroServices(next: BridgeServices | null): void {
  services = next;
}
const delegated: BridgeServices = {
  confirm: (options) => (services ? services.confirm(options) : Promise.resolve(false)),
  navigate: (to, options) => services?.navigate(to, options),
};

function refresh(props: MicroProps): void {
  props.token = store.get(authorityAtom)?.token ?? null;
  props.lang = store.get(langAtom);
  props.user = store.get(currentUserAtom);
  props.buttonPermissions = store.get(buttonPermissionsAtom);
  props.platformConfig = store.get(platformConfigAtom);
}

const appBasePath = (app: UserApp) => microAppPath(app.baseUrl || app.code);

function mountedOf(app: UserApp): Mounted {
  let entry = byApp.get(app.code);
  if (!entry) {
    const host = createBridgeHost(
      {
        app: app.code,
        get name() {
          return localName(app, store.get(langAtom));
        },
        basePath: appBasePath(app),
        isShown: () => mountedApp() === app.code,
      },
      delegated,
    );
    const props = { arcana: host.channel } as MicroProps;
    entry = { props, host };
    byApp.set(app.code, entry);
  }
  refresh(entry.props);
  return entry;
}

/** The application's props (the same object every time, refreshed). */
export function microProps(app: UserApp): MicroProps {
  return mountedOf(app).props;
}

/** The application left the screen: what its bridge subscribed goes, its dirty state too. */
export function disposeBridge(code: string): void {
  byApp.get(code)?.host.dispose();
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

const BUS_EVENT_OF: Record<PortalEventName, string> = {
  token: BUS_EVENTS.tokenRefreshed,
  lang: BUS_EVENTS.languageChanged,
  logout: BUS_EVENTS.logout,
  permissions: BUS_EVENTS.permissionsChanged,
  theme: BUS_EVENTS.themeChanged,
};

let wired = false;

/** Subscribes once to the shell's state and forwards changes over the bus. */
export function wireMicroBus(): void {
  if (wired) return;
  wired = true;
  const refreshAll = () => byApp.forEach((entry) => refresh(entry.props));
  onShellChange((event, payload) => {
    refreshAll();
    const token = store.get(authorityAtom)?.token;
    // The bus keeps its payloads of before the bridge: the token itself, the permission objects.
    if (event === 'token' && !token) return;
    const busPayload =
      event === 'token'
        ? { token, ...payload }
        : event === 'permissions'
          ? { buttonPermissions: store.get(buttonPermissionsAtom) }
          : payload;
    emitHeard(BUS_EVENT_OF[event], busPayload);
  });
  store.sub(currentUserAtom, refreshAll);
}
