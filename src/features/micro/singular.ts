// Singular mode: one embedded application mounted at a time. Leaving an application unmounts
// it (wujie calls its __WUJIE_UNMOUNT when its element leaves the page). One that allows
// prefetch and has those lifecycle functions keeps its sandbox, as a pre-executed prefetch
// does, so opening it again only mounts it; any other is destroyed (destroyApp removes its
// sandbox iframe and shadow DOM, so its memory can be collected; alive is false).
import { destroyApp } from 'wujie';
import { createWatchdog } from './watchdog.ts';

let current: string | null = null;
const unmountEnds = new Map<string, () => void>();
/** The last startApp of each application: destroying before it settles makes wujie throw
 *  (its iframe-loading loop reads the removed iframe), so a release waits for it. */
const starting = new Map<string, Promise<unknown>>();
const generation = new Map<string, number>();

/** Records a start, so a later release can wait for it. */
export function trackStart(name: string, started: Promise<unknown>): void {
  generation.set(name, (generation.get(name) ?? 0) + 1);
  starting.set(
    name,
    started.catch(() => undefined),
  );
}

export const mountedApp = (): string | null => current;

/** Marks `name` as the mounted application, releasing any other first. */
export function activateApp(name: string): void {
  if (current && current !== name) releaseApp(current);
  current = name;
}

const iframeOf = (name: string) => document.querySelector<HTMLIFrameElement>(`iframe[name="${CSS.escape(name)}"]`);

/** wujie's singular mode: the application mounts and unmounts itself in a sandbox that stays. */
const remountable = (name: string) => {
  const w: object = iframeOf(name)?.contentWindow ?? {};
  return typeof Reflect.get(w, '__WUJIE_MOUNT') === 'function' && typeof Reflect.get(w, '__WUJIE_UNMOUNT') === 'function';
};

/** Releases the application: with `keep` (prefetch allowed, no load error) a remountable one
 *  keeps its unmounted sandbox; otherwise it is destroyed, and the unload phase lasts until its
 *  iframe is gone. */
export function releaseApp(name: string, keep = false): void {
  if (current === name) current = null;
  const dog = createWatchdog(name);
  const endUnload = dog.start('unload');
  const gen = generation.get(name);
  // A start that never settles is not waited for beyond wujie's own 5 s iframe-loading loop.
  let cap: ReturnType<typeof setTimeout> | undefined;
  const settled = Promise.race([starting.get(name) ?? Promise.resolve(), new Promise((r) => (cap = setTimeout(r, 6000)))]);
  void settled.then(() => {
    clearTimeout(cap);
    // Started again meanwhile (retry, or opened again): that start owns the sandbox now.
    if (generation.get(name) !== gen) {
      endUnload();
      dog.dispose();
      return;
    }
    starting.delete(name);
    if (keep && remountable(name)) {
      endUnload();
      dog.dispose();
      return;
    }
    destroyApp(name);
    poll();
  });
  const poll = () => {
    if (!iframeOf(name)) {
      endUnload();
      dog.dispose();
    } else setTimeout(poll, 50);
  };
}

/** wujie lifecycle hooks that time the unmount phase of applications that export one. */
export function unmountHooks(name: string) {
  return {
    beforeUnmount: () => {
      const dog = createWatchdog(name);
      const end = dog.start('unmount');
      unmountEnds.set(name, () => {
        end();
        dog.dispose();
      });
    },
    afterUnmount: () => {
      unmountEnds.get(name)?.();
      unmountEnds.delete(name);
    },
  };
}
