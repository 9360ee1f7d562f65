// What every signed-in page stands on, mounted once by the main layout (so none of it is in the
// login route's JS): the TanStack Query client, the confirm dialog, and the session's shared data
// (menus and button permissions, licence status) loaded at sign-in rather than by whichever
// component happens to be mounted.
import { memo, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/query-client.ts';
import { loadShellMenus, menusAtom } from '../../api/menu-state.ts';
import { licenseStatusAtom } from '../../state/platform-state.ts';
import { loadLicenseStatus } from '../../api/platform-load.ts';
import { store } from '../../state/store.ts';
import { ConfirmProvider } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { PermissionsWatcher } from '../../features/permissions/permissions-watcher.tsx';
import { syncMenuTitles } from '../navigation/menu-titles.ts';
import { loadMenuBreadcrumb, preloadMenuAreas } from '../navigation/area-preload.ts';
import { loadKept } from '../../lib/lazy-chunk.ts';
import { afterPageShown } from '../../lib/page-settled.ts';
import { ensureThemeTables } from '../../state/theme-state.ts';

function useSessionData() {
  useEffect(() => syncMenuTitles(), []);
  useEffect(() => {
    void loadShellMenus();
    if (!store.get(licenseStatusAtom)) void loadLicenseStatus();
    // Once home has shown its cards and the browser is idle: prefetch the user's applications
    // (wujie, ~25 KiB gzip, stays out of what home needs to render) and the micro-app page, so
    // opening an application waits for neither. The theme tables first: the shell hands
    // applications Fluent's tokens (components/app-bridge/shell-context.ts), prefetched ones too.
    // And the code of the admin areas the menus hold (area-preload.ts).
    afterPageShown(() => {
      void loadShellMenus().then(() => preloadMenuAreas(store.get(menusAtom), store.get(licenseStatusAtom)?.status));
      const tables = ensureThemeTables(store).catch(() => undefined);
      void import('../../features/micro/micro-apps.ts').then(async (m) => {
        await tables;
        m.prefetchMicroApps();
      });
      void import('../../features/micro/micro-route.tsx').then((m) => m.preloadMicroPage());
      // The breadcrumb above an application: preloaded with the areas only for a user who has one.
      if (!(window as { __ARCANA_NO_PREFETCH__?: boolean }).__ARCANA_NO_PREFETCH__)
        void loadKept(loadMenuBreadcrumb).catch(() => undefined);
    });
  }, []);
}

/** Rendered again only by its own query, not by each navigation (which renders the providers again). */
const Watcher = memo(PermissionsWatcher);

export function SignedInProviders({ children }: { children: ReactNode }) {
  useSessionData();
  return (
    <QueryClientProvider client={queryClient}>
      <Watcher />
      <ConfirmProvider>{children}</ConfirmProvider>
    </QueryClientProvider>
  );
}
