/**
 * The app bridge: one typed client of the Arcana portal shell for embedded applications, served
 * by the portal at `/elements/arcana-app.js` (with `arcana-app.d.ts`). It talks to the shell over
 * wujie's props and bus, over `postMessage` in an iframe view, or runs on its own
 * (`portal.inPortal` false). The wire is described in app-protocol.ts and in the README.
 *
 * @example
 * ```js
 * import { connectPortal } from '/elements/arcana-app.js';
 * const portal = await connectPortal();
 * const off = portal.on('lang', ({ lang }) => render(lang));
 * const res = await portal.fetch('/arcana-system/system/user/current/info');
 * portal.ready();
 * ```
 * @packageDocumentation
 */
import {
  BUS_EVENT_NAMES,
  WIRE_TAG,
  type BridgeCalls,
  type BridgeContext,
  type BridgeMethod,
  type ConfirmOptions,
  type HostChannel,
  type Lang,
  type NavigateOptions,
  type NotifyOptions,
  type PortalEventName,
  type PortalEvents,
  type PortalTheme,
  type PortalUser,
  type TokenGrant,
  type WireMessage,
} from './app-protocol.ts';

export type {
  ConfirmOptions,
  Lang,
  NavigateOptions,
  NotifyIntent,
  NotifyOptions,
  PortalEventName,
  PortalEvents,
  PortalTheme,
  PortalUser,
} from './app-protocol.ts';

/** The object `connectPortal()` resolves with. */
export interface Portal {
  /** True inside the shell (wujie or an iframe view), false on its own. */
  readonly inPortal: boolean;
  readonly user: PortalUser | null;
  readonly lang: Lang;
  /** The button-permission codes (system manage, monitor and this application's). */
  readonly permissions: readonly string[];
  readonly theme: PortalTheme;
  /** Whether `permissions` holds `code`. */
  can(code: string): boolean;
  /** A token valid now (the shell refreshes it when it is about to expire). */
  getToken(): Promise<string | null>;
  /** `fetch` with the `Arcana-Auth` header for the portal's API (one refresh and retry on 401/402). */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Subscribes to a shell event; returns the function that unsubscribes. */
  on<E extends PortalEventName>(event: E, handler: (payload: PortalEvents[E]) => void): () => void;
  /** The shell routes to `path` (`/home`, `/passportal/<app>/...`). */
  navigate(path: string, options?: NavigateOptions): Promise<void>;
  /** A toast in the shell. */
  notify(options: NotifyOptions): Promise<void>;
  /** The shell's modal: true for the confirming button, false for Cancel or Escape. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** While true the shell asks before the user leaves the application. */
  setDirty(dirty: boolean): Promise<void>;
  /** The first content is on screen (the shell's loader stops waiting). */
  ready(): void;
  /** Removes every handler this connection added; later calls reject. Runs by itself on unmount. */
  dispose(): void;
}

/** Options of `connectPortal`. */
export interface ConnectOptions {
  /** Used when the application runs on its own (local development). */
  standalone?: {
    token?: string;
    lang?: Lang;
    permissions?: string[];
    user?: PortalUser;
    /** Base of relative `portal.fetch` paths (default: this page's origin). */
    apiBase?: string;
  };
}

type Call = <M extends BridgeMethod>(method: M, arg: BridgeCalls[M][0]) => Promise<BridgeCalls[M][1]>;
type Emit = (event: PortalEventName, payload: unknown) => void;
interface Transport {
  call: Call;
  /** Starts delivering shell events to `emit`; returns the function that stops it. */
  listen(emit: Emit): () => void;
  /** Registers the disposer the shell runs on unmount. */
  attach?(dispose: () => void): () => void;
  ready?(): void;
}

interface WujieBus {
  $on(event: string, fn: (payload: unknown) => void): unknown;
  $off(event: string, fn: (payload: unknown) => void): unknown;
  $emit(event: string, payload: unknown): unknown;
}
type WujieWindow = Window & { $wujie?: { bus: WujieBus; props?: { arcana?: HostChannel } } };

const DISPOSED = 'arcana-app: this portal connection was disposed';

function wujieTransport(channel: HostChannel, bus: WujieBus): Transport {
  return {
    call: (method, arg) => channel.call(method, arg),
    listen(emit) {
      const handlers = Object.entries(BUS_EVENT_NAMES).map(([busName, event]) => {
        const fn = (payload: unknown) => {
          const p = (payload ?? {}) as { buttonPermissions?: { code: string }[]; expiresAt?: number };
          emit(
            event,
            event === 'permissions'
              ? { permissions: (p.buttonPermissions ?? []).map((b) => b.code) }
              : event === 'token'
                ? { expiresAt: p.expiresAt ?? null }
                : payload,
          );
        };
        bus.$on(busName, fn);
        return () => bus.$off(busName, fn);
      });
      return () => handlers.forEach((off) => off());
    },
    attach: (dispose) => channel.attach(dispose),
    ready: () => bus.$emit('app-ready', {}),
  };
}

/** The portal's origin as this frame knows it: the parent's, never a value the page chose. */
function parentOrigin(): string | null {
  const ancestors = location.ancestorOrigins;
  if (ancestors?.length) return ancestors[0]!;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return null;
  }
}

function frameTransport(portal: string): Transport {
  let seq = 0;
  const pending = new Map<number, [(v: unknown) => void, (e: Error) => void]>();
  let emit: Emit | null = null;
  const onMessage = (e: MessageEvent) => {
    const m = e.data as WireMessage | null;
    if (e.origin !== portal || e.source !== parent || m?.tag !== WIRE_TAG) return;
    if (m.kind === 'reply') {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.ok) p?.[0](m.value);
      else p?.[1](new Error(m.error));
    } else if (m.kind === 'event') emit?.(m.event, m.payload);
  };
  addEventListener('message', onMessage);
  return {
    call: (method, arg) =>
      new Promise((resolve, reject) => {
        const id = ++seq;
        pending.set(id, [resolve as (v: unknown) => void, reject]);
        parent.postMessage({ tag: WIRE_TAG, kind: 'call', id, method, arg }, portal);
      }),
    listen(next) {
      emit = next;
      return () => {
        emit = null;
        removeEventListener('message', onMessage);
        pending.forEach(([, reject]) => reject(new Error(DISPOSED)));
      };
    },
  };
}

function standaloneTransport(options: NonNullable<ConnectOptions['standalone']>): Transport {
  const lang: Lang = options.lang ?? (/^zh/i.test(navigator.language) ? 'zh_CN' : 'en_US');
  const context: BridgeContext = {
    app: '',
    user: options.user ?? null,
    lang,
    permissions: options.permissions ?? [],
    theme: { mode: 'light', brand: '#705ada', tokens: {} },
    apiBase: options.apiBase ?? location.origin,
    basePath: location.pathname,
  };
  let dirty = false;
  const onUnload = (e: BeforeUnloadEvent) => {
    if (dirty) e.preventDefault();
  };
  const answers: { [M in BridgeMethod]: (arg: BridgeCalls[M][0]) => BridgeCalls[M][1] } = {
    context: () => context,
    getToken: () => (options.token ? { token: options.token, expiresAt: null } : null),
    refresh: () => null,
    navigate: ({ path, replace }) => {
      history[replace ? 'replaceState' : 'pushState'](null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
      return null;
    },
    notify: ({ intent, title, body }) => (console.info(`[${intent}] ${title}${body ? `: ${body}` : ''}`), null),
    confirm: ({ title, body }) => window.confirm(`${title}\n\n${body}`),
    setDirty: (arg) => {
      dirty = arg.dirty;
      return null;
    },
    ready: () => null,
  };
  return {
    call: (method, arg) => Promise.resolve((answers[method] as (a: unknown) => never)(arg)),
    listen() {
      addEventListener('beforeunload', onUnload);
      return () => removeEventListener('beforeunload', onUnload);
    },
  };
}

/** Connects to the shell: once per mount (inside wujie the shell disposes it on unmount). */
export async function connectPortal(options: ConnectOptions = {}): Promise<Portal> {
  const wujie = (window as WujieWindow).$wujie;
  const channel = wujie?.props?.arcana;
  const portalOrigin = !channel && parent !== window ? parentOrigin() : null;
  const transport = channel
    ? wujieTransport(channel, wujie.bus)
    : portalOrigin
      ? frameTransport(portalOrigin)
      : standaloneTransport(options.standalone ?? {});
  const inPortal = Boolean(channel || portalOrigin);

  let disposed = false;
  let ended = false;
  const handlers = new Map<PortalEventName, Set<(p: never) => void>>();
  // Events that arrive before the shell has answered the context call (the theme or language
  // changed meanwhile) are held and applied after the answer, in order: the context alone could
  // be older than them. Applied before it, they threw on the missing context.
  let early: Array<[PortalEventName, unknown]> | null = [];
  const raise: Emit = (event, payload) => {
    if (early) {
      early.push([event, payload]);
      return;
    }
    if (event === 'logout') {
      if (ended) return;
      ended = true;
    }
    if (event === 'lang') ctx.lang = (payload as PortalEvents['lang']).lang;
    if (event === 'permissions') ctx.permissions = (payload as PortalEvents['permissions']).permissions;
    if (event === 'theme') ctx.theme = (payload as PortalEvents['theme']).theme;
    handlers.get(event)?.forEach((fn) => fn(payload as never));
  };
  const stop = transport.listen(raise);
  let ctx: BridgeContext;
  try {
    ctx = await transport.call('context', null);
  } catch (e) {
    stop();
    throw e;
  }
  const held = early;
  early = null;
  held.forEach(([event, payload]) => raise(event, payload));
  const call: Call = (method, arg) => (disposed ? Promise.reject(new Error(DISPOSED)) : transport.call(method, arg));
  const detach = transport.attach?.(() => portal.dispose());

  const apiBase = new URL(ctx.apiBase.replace(/\/?$/, '/'), location.href);
  const send = (request: Request, grant: TokenGrant | null) => {
    const headers = new Headers(request.headers);
    if (grant) headers.set('Arcana-Auth', `bearer ${grant.token}`);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', ctx.lang);
    return fetch(new Request(request, { headers }));
  };
  const refusedCode = async (response: Response) => {
    if (response.status !== 401) return 0;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null;
    return Number(body?.code);
  };

  const portal: Portal = {
    inPortal,
    get user() {
      return ctx.user;
    },
    get lang() {
      return ctx.lang;
    },
    get permissions() {
      return ctx.permissions;
    },
    get theme() {
      return ctx.theme;
    },
    can: (code) => ctx.permissions.includes(code),
    getToken: async () => (await call('getToken', null))?.token ?? null,
    async fetch(input, init) {
      if (disposed) throw new Error(DISPOSED);
      // Relative paths resolve against the portal's API, not this application's origin.
      const target = input instanceof Request ? new URL(input.url) : new URL(String(input), apiBase);
      const request = input instanceof Request ? new Request(input, init) : new Request(target, init);
      if (target.origin !== apiBase.origin) return fetch(request);
      const grant = await call('getToken', null);
      const response = await send(request.clone(), grant);
      const code = await refusedCode(response);
      if (!grant || (code !== 402 && code !== 401)) return response;
      const next = await call('refresh', { failed: grant.token });
      if (!next) {
        raise('logout', { reason: 'expired' });
        return response;
      }
      return send(request, next);
    },
    on(event, handler) {
      if (disposed) throw new Error(DISPOSED);
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    navigate: (path, opts = {}) => call('navigate', { path, replace: opts.replace }).then(() => undefined),
    notify: (n) =>
      call('notify', { intent: n.intent, title: String(n.title), body: n.body == null ? undefined : String(n.body) }).then(() => undefined),
    confirm: (c) => call('confirm', c),
    setDirty: (dirty) => call('setDirty', { dirty: Boolean(dirty) }).then(() => undefined),
    ready() {
      if (disposed) return;
      if (transport.ready) transport.ready();
      else void call('ready', null);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      handlers.clear();
      stop();
      detach?.();
    },
  };
  return portal;
}
