// The user's embedded applications: lookup by /passportal path, the wujie options shared by
// preloadApp and startApp, and the idle-time prefetch.
import { bus, preloadApp } from 'wujie';
import { loadEnabledApps, type UserApp } from '../../api/app-list.ts';
import { prefetchAppMenus } from '../../api/menu-state.ts';
import { shouldPrefetch } from '../../lib/app-access.ts';
import { APP_READY_EVENT, microProps } from './micro-props.ts';

export type MicroApp = UserApp;

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');
export const appBase = (app: MicroApp): string => trimSlashes(app.baseUrl || app.code);

/** The application whose base is the longest leading part of the path after /passportal/. */
export function findAppByPath(apps: readonly MicroApp[], rest: string): { app: MicroApp; subPath: string } | null {
  const path = trimSlashes(rest);
  let best: { app: MicroApp; subPath: string } | null = null;
  for (const app of apps) {
    const base = appBase(app);
    if (!base || !app.address) continue;
    if (path === base || path.startsWith(`${base}/`)) {
      if (!best || base.length > appBase(best.app).length) best = { app, subPath: path.slice(base.length + 1) };
    }
  }
  return best;
}

/** Entry URL of the application, with the sub-path of the shell route appended. */
export function entryUrl(app: MicroApp, subPath = ''): string {
  const entry = new URL(app.address ?? '/', window.location.origin);
  return subPath ? new URL(subPath, entry.href.endsWith('/') ? entry.href : `${entry.href}/`).href : entry.href;
}

// wujie requires name, alive, degrade, fetch and replace to be identical in preloadApp and
// startApp; these module constants guarantee the same function identities.
const microFetch = (input: RequestInfo, init?: RequestInit) => window.fetch(input, { credentials: 'same-origin', ...init });
const microReplace = (code: string) => code;

export interface SharedWujieOptions {
  name: string;
  alive: false;
  degrade: false;
  fetch: typeof microFetch;
  replace: typeof microReplace;
  /** The sandbox iframe's own page, when the server names one (sandboxPage). */
  attrs?: { src: string };
}

/** Sandbox on (no degrade), not kept alive (memory is released on switch). */
export function sharedOptions(app: MicroApp): SharedWujieOptions {
  const src = sandboxPage();
  return { name: app.code, alive: false, degrade: false, fetch: microFetch, replace: microReplace, ...(src ? { attrs: { src } } : {}) };
}

/**
 * The sandbox page the server names when the shell's own document runs no inline script
 * (ARCANA_STRICT_SCRIPT_CSP, server/http/security-headers.ts): wujie's sandbox iframe is then
 * loaded from that page, which carries a policy of its own that lets wujie insert the
 * application's scripts inline. Without it wujie builds the iframe from a blob: URL, which
 * inherits the shell's policy.
 */
function sandboxPage(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="arcana-wujie-sandbox"]')?.content || undefined;
}

const prefetched = new Set<string>();
let readyHeard = false;
const ignore = () => undefined;

/** Entry URLs whose last load failed. wujie caches a failed entry as an empty page, so the
 *  next load of such a URL must bypass that cache or it would show a blank application. */
export const failedEntries = new Set<string>();

/** The URL to start: a cache-busting query after a failure (a retry, or a failed prefetch). */
export function startUrl(url: string, attempt: number): string {
  if (attempt === 0 && !failedEntries.has(url)) return url;
  const u = new URL(url);
  u.searchParams.set('arcana_reload', String(Date.now()));
  return u.href;
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };
const whenIdle = (fn: () => void) => {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) w.requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 1);
};

/** Pre-executes, at idle, every application whose catalogue entry allows prefetch (the
 *  default): wujie fetches its entry and runs its scripts in the sandbox without a container,
 *  so opening it only mounts it (`__WUJIE_MOUNT`); its menus are fetched with it. An
 *  application with prefetch off is neither fetched nor run before it is opened. */
export function prefetchMicroApps(skip?: string): void {
  // `npm run bench` switches prefetch off to measure a cold open against a prefetched one.
  if ((window as { __ARCANA_NO_PREFETCH__?: boolean }).__ARCANA_NO_PREFETCH__) return;
  if (skip) prefetched.add(skip);
  // A pre-executed application mounts in its sandbox and says "app-ready" while no host waits
  // for it: one standing listener keeps wujie from warning that nobody heard it.
  if (!readyHeard) {
    readyHeard = true;
    bus.$on(APP_READY_EVENT, ignore);
  }
  whenIdle(() => {
    loadEnabledApps()
      .then((apps) => {
        for (const app of apps) {
          // Each application once per page: one opened since keeps its sandbox (see releaseApp).
          if (!shouldPrefetch(app) || prefetched.has(app.code) || app.code === skip) continue;
          prefetched.add(app.code);
          // Its menus too: the sidebar shows them with the application, without a request.
          void prefetchAppMenus(app.code);
          const url = entryUrl(app);
          preloadApp({
            ...sharedOptions(app),
            url,
            props: microProps(app),
            exec: true,
            loadError: () => {
              failedEntries.add(url);
            },
          });
        }
      })
      .catch(() => {
        /* prefetch is an optimisation only */
      });
  });
}
