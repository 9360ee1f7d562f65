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
import { afterPageShown, onPageShown } from '../../lib/page-settled.ts';
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
    });
    // What opening an application from home needs of the shell's own code, the page that hosts it
    // and the breadcrumb above it (a few KiB): fetched as soon as the cards show, not at idle, so a
    // user who clicks a card at once waits only for the application (design notes, "Cold open").
    // Before, the breadcrumb's chunk and the two it imports came after the click, beside the
    // application's page and scripts.
    onPageShown(() => {
      void import('../../features/micro/micro-route.tsx').then((m) => m.preloadMicroPage());
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
