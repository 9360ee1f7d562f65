// Singular mode: one embedded application mounted at a time. Opening another destroys the
// previous one (destroyApp removes its sandbox iframe and shadow DOM, so its memory can be
// collected; alive is false, nothing is kept).
import { destroyApp } from 'wujie';
import { createWatchdog } from './watchdog.ts';

let current: string | null = null;
const unmountEnds = new Map<string, () => void>();

export const mountedApp = (): string | null => current;

/** Marks `name` as the mounted application, releasing any other first. */
export function activateApp(name: string): void {
  if (current && current !== name) releaseApp(current);
  current = name;
}

const iframeOf = (name: string) => document.querySelector(`iframe[name="${CSS.escape(name)}"]`);

/** Destroys the application's sandbox; the unload phase lasts until its iframe is gone. */
export function releaseApp(name: string): void {
  if (current === name) current = null;
  const dog = createWatchdog(name);
  const endUnload = dog.start('unload');
  destroyApp(name);
  const poll = () => {
    if (!iframeOf(name)) {
      endUnload();
      dog.dispose();
    } else setTimeout(poll, 50);
  };
  poll();
}

/** wujie lifecycle hooks that time the unmount phase of applications that export one. */
export function unmountHooks(name: string) {
  return {
    beforeUnmount: () => {
      const dog = createWatchdog(name);
      const end = dog.start('unmount');
      unmountEnds.set(name, () => { end(); dog.dispose(); });
    },
    afterUnmount: () => {
      unmountEnds.get(name)?.();
      unmountEnds.delete(name);
    },
  };
}
