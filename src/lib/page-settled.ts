// Work that must not compete with the first page for the network: the shell's prefetches (wujie
// and the micro-app page, the <arcana-permission> definition) run once the first page has shown
// its content (`markPageShown`, called by home when its cards or its failure are on screen) and
// the browser is idle. A page that does not mark itself lets them run FALLBACK_MS after the shell.
const FALLBACK_MS = 4000;

let shown: () => void = () => undefined;
const shownOnce = new Promise<void>((resolve) => {
  shown = resolve;
});

/** The first page's content is on screen. */
export const markPageShown = (): void => shown();

type IdleWindow = { requestIdleCallback?: (cb: () => void) => number };
const whenIdle = (run: () => void) => ((window as IdleWindow).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1)))(run);

/** The first page's content shown, or FALLBACK_MS after the shell first asked: one timer for every caller. */
let firstShown: Promise<void> | null = null;
const pageShown = () => (firstShown ??= Promise.race([shownOnce, new Promise<void>((resolve) => setTimeout(resolve, FALLBACK_MS))]));

/** Runs `run` once the first page has shown its content (or FALLBACK_MS after the shell), without waiting for idle. */
export function onPageShown(run: () => void): void {
  void pageShown().then(run);
}

/** Runs `run` once, at idle after the first page has shown its content. */
export function afterPageShown(run: () => void): void {
  onPageShown(() => whenIdle(run));
}
