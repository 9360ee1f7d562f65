// The /passportal route's entry: tiny, so the route table can import it statically. It renders
// the micro-app page synchronously once its chunk is preloaded (the shell does that at idle);
// React.lazy would still suspend once and React's fallback throttling adds ~300 ms to the open.
import { useEffect, useState, type ComponentType } from 'react';
import { DeferredSpinner } from '../../components/deferred-spinner/deferred-spinner.tsx';

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

export function preloadMicroPage(): Promise<ComponentType> {
  loading ??= import('./micro-app-page.tsx').then((m) => {
    loaded = m.MicroAppPage;
    return loaded;
  });
  return loading;
}

export function MicroRoute() {
  const [Page, setPage] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (!Page) void preloadMicroPage().then((p) => setPage(() => p));
  }, [Page]);
  return Page ? <Page /> : <DeferredSpinner />;
}
