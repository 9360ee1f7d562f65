// Page-chunk loading (spec section 8): a failed preload dispatches a preload-error event and
// rethrows unless a listener handled it (called preventDefault, e.g. to reload the page after a
// deployment replaced the chunks). Wrap lazy imports with it: lazy(() => loadChunk(() => import(...))).
export const PRELOAD_ERROR_EVENT = 'arcana:preloadError';

export type PreloadErrorEvent = CustomEvent<{ error: unknown }>;

export function loadChunk<T>(importer: () => Promise<T>, target: EventTarget = globalThis): Promise<T> {
  return importer().catch((error: unknown) => {
    const event: PreloadErrorEvent = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error } });
    target.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
    // Handled: whoever handled it takes over (a reload, typically); this load never settles.
    return new Promise<T>(() => undefined);
  });
}
