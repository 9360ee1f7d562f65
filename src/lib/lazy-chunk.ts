// React.lazy suspends on a component's first render even when its chunk has already arrived (a
// preload fetched it): React then commits the nearest fallback and holds back what replaces it
// until 300 ms after that fallback (React's FALLBACK_THROTTLE_MS). From home to the users list,
// the licence gate, the area and the page each did so in turn, and the rows came about half a
// second after the click although every chunk and the list had arrived in 160 ms (issue 28).
// A chunk loaded through `loadKept` (the preloads, and lazyChunk itself) is recorded, and a
// `lazyChunk` component whose chunk is recorded renders at once, with no fallback.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from './chunk-load.ts';

type Loader<M> = () => Promise<M>;
const kept = new WeakMap<Loader<unknown>, unknown>();

/** Runs `loader` and records its module for lazyChunk. */
export function loadKept<M>(loader: Loader<M>): Promise<M> {
  return loader().then((module) => {
    kept.set(loader, module);
    return module;
  });
}

/** `lazy(() => loader().then(m => ({ default: pick(m) })))`, without suspending once the chunk is recorded. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint on the component type
export function lazyChunk<M, C extends ComponentType<any>>(loader: Loader<M>, pick: (module: M) => C): LazyExoticComponent<C> {
  return lazy(() => {
    if (kept.has(loader)) {
      const component = pick(kept.get(loader) as M);
      // A thenable that calls back at once: React.lazy reads it as resolved and does not suspend.
      return { then: (done: (m: { default: C }) => void) => done({ default: component }) } as unknown as Promise<{ default: C }>;
    }
    return loadChunk(() => loadKept(loader)).then((module) => ({ default: pick(module) }));
  });
}
