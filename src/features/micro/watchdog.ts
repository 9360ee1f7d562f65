// Loader watchdog for embedded applications. wujie has no lifecycle time-outs, so the host
// times each phase itself with the spec's numbers. A time-out only warns (and lets the UI say
// "taking longer than usual"): it never fails the application, which may still finish.

export const LOADER_TIMEOUTS_MS = {
  bootstrap: 4000,
  mount: 3000,
  unmount: 3000,
  unload: 3000,
  update: 3000,
} as const;
/** After a time-out, one more warning per this many milliseconds until the phase ends. */
export const WARNING_INTERVAL_MS = 1000;
/** Wait before retrying after a load error. */
export const RETRY_WAIT_MS = 200;
/** Warn when the application's router has not started within this time. */
export const ROUTER_START_WARNING_MS = 5000;

export type LoaderPhase = keyof typeof LOADER_TIMEOUTS_MS;

export interface WatchdogOptions {
  warn?: (message: string) => void;
  /** Called once per phase when it passes its time-out (the phase keeps running). */
  onTimeout?: (phase: LoaderPhase) => void;
}

export interface Watchdog {
  /** Starts timing a phase; call the returned function when it ends (calling twice is harmless). */
  start(phase: LoaderPhase): () => void;
  /** Starts the router-start timer; `routerStarted()` stops it. */
  expectRouter(): void;
  routerStarted(): void;
  /** Stops every timer (the application went away). */
  dispose(): void;
}

export function createWatchdog(appName: string, opts: WatchdogOptions = {}): Watchdog {
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let routerTimer: ReturnType<typeof setTimeout> | undefined;

  const clear = (id: ReturnType<typeof setTimeout> | undefined) => {
    if (id === undefined) return;
    clearTimeout(id);
    clearInterval(id);
    timers.delete(id);
  };

  return {
    start(phase) {
      const limit = LOADER_TIMEOUTS_MS[phase];
      const began = Date.now();
      let interval: ReturnType<typeof setInterval> | undefined;
      let ended = false;
      const timeout = setTimeout(() => {
        timers.delete(timeout);
        warn(`[micro-app ${appName}] ${phase} did not finish within ${limit} ms; still waiting (it is not failed).`);
        opts.onTimeout?.(phase);
        interval = setInterval(() => {
          warn(`[micro-app ${appName}] ${phase} still running after ${Date.now() - began} ms.`);
        }, WARNING_INTERVAL_MS);
        timers.add(interval);
      }, limit);
      timers.add(timeout);
      return () => {
        if (ended) return;
        ended = true;
        clear(timeout);
        clear(interval);
      };
    },
    expectRouter() {
      clear(routerTimer);
      routerTimer = setTimeout(() => {
        timers.delete(routerTimer!);
        routerTimer = undefined;
        warn(
          `[micro-app ${appName}] its router has not started ${ROUTER_START_WARNING_MS} ms after loading; emit "app-ready" on window.$wujie.bus once it has.`,
        );
      }, ROUTER_START_WARNING_MS);
      timers.add(routerTimer);
    },
    routerStarted() {
      clear(routerTimer);
      routerTimer = undefined;
    },
    dispose() {
      for (const id of timers) clear(id);
      timers.clear();
      routerTimer = undefined;
    },
  };
}

/** Waits the retry delay, then runs the retry (unless cancelled meanwhile). */
export function retryAfterError(retry: () => void, signal?: AbortSignal): void {
  const id = setTimeout(() => {
    if (!signal?.aborted) retry();
  }, RETRY_WAIT_MS);
  signal?.addEventListener('abort', () => clearTimeout(id), { once: true });
}
