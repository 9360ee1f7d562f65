// The wire between the app bridge (arcana-app.ts, in the application) and the shell's host side
// (src/features/micro/bridge-host.ts). Types only: the bridge's .d.ts ships this file beside it.
//
// Inside wujie: `window.$wujie.props.arcana` is a HostChannel the shell made for this one
// application (a call through it is a call of that application, and of no other); events come
// over wujie's bus as before (see BUS_EVENT_NAMES). In an iframe view: the same calls as
// window.postMessage messages (WireCall, answered by WireReply), events as WireEvent, every
// message checked against the other side's origin.

/** The shell's interface languages. */
export type Lang = 'zh_CN' | 'en_US';

/** The signed-in user. */
export interface PortalUser {
  id: number;
  username: string;
  realName?: string;
}

/** The shell's look: colour mode, brand colour, design tokens as CSS custom properties. */
export interface PortalTheme {
  mode: 'light' | 'dark';
  brand: string;
  /** `{ '--colorBrandBackground': '#705ada', ... }`: assign them to a style to follow the shell. */
  tokens: Record<string, string>;
}

/** Event name -> payload of `portal.on`. */
export interface PortalEvents {
  lang: { lang: Lang };
  permissions: { permissions: string[] };
  token: { expiresAt: number | null };
  theme: { theme: PortalTheme };
  logout: { reason: 'logout' | 'expired' };
}
export type PortalEventName = keyof PortalEvents;

export type NotifyIntent = 'info' | 'success' | 'warning' | 'error';

export interface NotifyOptions {
  intent: NotifyIntent;
  title: string;
  body?: string;
}

export interface ConfirmOptions {
  title: string;
  body: string;
  /** Label of the confirming button (default: the shell's localized OK). */
  confirmLabel?: string;
  /** Label of the cancelling button (default: the shell's localized Cancel). */
  cancelLabel?: string;
  /** A destructive action: the confirming button is red. */
  danger?: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** What the shell tells an application when it connects. */
export interface BridgeContext {
  /** The application's code in the catalogue ('' for an iframe view). */
  app: string;
  user: PortalUser | null;
  lang: Lang;
  permissions: string[];
  theme: PortalTheme;
  /** Origin (and path prefix, if any) that relative portal.fetch paths resolve against. */
  apiBase: string;
  /** The shell path of this application (`/passportal/<base>`) or of this view. */
  basePath: string;
}

export interface TokenGrant {
  token: string;
  /** Epoch ms when the access token expires, when the shell knows it. */
  expiresAt: number | null;
}

/** Method -> [argument, answer] of the calls an application makes. */
export interface BridgeCalls {
  context: [null, BridgeContext];
  /** A token valid now: the shell refreshes first when little of its lifetime is left. */
  getToken: [null, TokenGrant | null];
  /** `failed` was refused (401/402): the shell's single refresh, or the token that replaced it. */
  refresh: [{ failed: string }, TokenGrant | null];
  navigate: [{ path: string; replace?: boolean }, null];
  notify: [NotifyOptions, null];
  confirm: [ConfirmOptions, boolean];
  setDirty: [{ dirty: boolean }, null];
  ready: [null, null];
}
export type BridgeMethod = keyof BridgeCalls;

/** `window.$wujie.props.arcana`: the shell's end of one application's bridge. */
export interface HostChannel {
  version: 1;
  call<M extends BridgeMethod>(method: M, arg: BridgeCalls[M][0]): Promise<BridgeCalls[M][1]>;
  /** The shell runs `dispose` when it unmounts the application. Returns a function that forgets it. */
  attach(dispose: () => void): () => void;
}

/** Bus event of the shell -> the bridge event it becomes (wujie). */
export const BUS_EVENT_NAMES = {
  'language-changed': 'lang',
  'permissions-changed': 'permissions',
  'token-refreshed': 'token',
  'theme-changed': 'theme',
  logout: 'logout',
} as const;

/** Every postMessage of the bridge carries this tag (iframe views). */
export const WIRE_TAG = 'arcana-app/1';
export interface WireCall {
  tag: typeof WIRE_TAG;
  kind: 'call';
  id: number;
  method: BridgeMethod;
  arg: unknown;
}
export interface WireReply {
  tag: typeof WIRE_TAG;
  kind: 'reply';
  id: number;
  ok: boolean;
  value?: unknown;
  error?: string;
}
export interface WireEvent {
  tag: typeof WIRE_TAG;
  kind: 'event';
  event: PortalEventName;
  payload: unknown;
}
export type WireMessage = WireCall | WireReply | WireEvent;
