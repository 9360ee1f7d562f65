// The shell's navigation chrome (sidebar, breadcrumb) follows the route one render behind the page:
// a click renders the page at once and the chrome in a transition after it, so the page's first
// content does not wait for the chrome. Opening an application expands its sidebar section (Fluent's
// Collapse motion), selects its entry and builds its breadcrumb (tabster's arrow-key group): with
// that work in the click's task, a prefetched open often missed the next frame (`npm run bench`:
// median 16-19 ms before, 10-16 ms after). The chrome shows the new route a frame later at most.
import { memo, useDeferredValue, type ComponentType } from 'react';
import { useLocation } from 'wouter';

export interface LocationProps {
  /** The route the chrome shows (deferred). */
  location: string;
  /** wouter's navigate, stable across renders. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** `Inner` rendered with the deferred location; it must not call useLocation itself. */
export function withDeferredLocation(Inner: ComponentType<LocationProps>): ComponentType {
  const Shown = memo(Inner);
  function DeferredLocation() {
    const [location, navigate] = useLocation();
    return <Shown location={useDeferredValue(location)} navigate={navigate} />;
  }
  DeferredLocation.displayName = `Deferred(${Inner.displayName ?? Inner.name})`;
  return DeferredLocation;
}
