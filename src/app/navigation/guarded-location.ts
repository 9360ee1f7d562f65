// The shell's location hook: wouter's browser location, with every navigation (links, redirects,
// navigate calls, back and forward) first asking the leave guards (lib/leave-guard.ts), so an
// embedded application with unsaved changes gets the user's answer before the shell leaves it.
import { navigate, useBrowserLocation, type BrowserLocationHook } from 'wouter/use-browser-location';
import { hasLeaveGuard, mayLeave } from '../../lib/leave-guard.ts';

const here = () => `${location.pathname}${location.search}`;

/** wouter's navigate, once the guards agree. */
export const guardedNavigate: typeof navigate = (to, options) => {
  if (!hasLeaveGuard()) {
    navigate(to, options);
    return;
  }
  void mayLeave(String(to)).then((ok) => {
    if (ok) navigate(to, options);
  });
};

export const useGuardedLocation: BrowserLocationHook = (options) => [useBrowserLocation(options)[0], guardedNavigate];

// Back and forward: the browser has already moved when popstate fires. While a guard stands, the
// event is kept from wouter (this listener is registered before wouter's own), the address goes
// back to where the shell still is, and the move is replayed once the guards agree.
let shown = typeof location === 'undefined' ? '' : here();
if (typeof window !== 'undefined') {
  const track = () => {
    shown = here();
  };
  for (const event of ['pushState', 'replaceState']) window.addEventListener(event, track);
  window.addEventListener('popstate', (event) => {
    const to = here();
    if (!hasLeaveGuard() || to === shown) {
      track();
      return;
    }
    event.stopImmediatePropagation();
    const from = shown;
    history.pushState(history.state, '', from);
    void mayLeave(to).then((ok) => {
      if (ok) navigate(to);
    });
  });
}
