// The chunks of the first signed-in page (the shell's chrome and home), each imported from one
// place: the routes render them lazily, and the login page fetches them as soon as its user starts
// typing (guards.tsx). Otherwise the click on Log in started a chain of chunk round trips (the
// layout, then its sidebar and bell, then home, then home's own imports) before home's data calls.
import { loadKept } from '../../lib/lazy-chunk.ts';

export const loadMainLayout = () => import('../layout/main-layout.tsx');
export const loadHomePage = () => import('../../features/home/home-page.tsx');

/** Fetches the first signed-in page's code; a failure surfaces when the route renders it, not here. */
export function preloadSignedIn(): void {
  void loadKept(loadMainLayout)
    .then((m) => m.preloadShellParts())
    .catch(() => undefined);
  void loadKept(loadHomePage).catch(() => undefined);
}
