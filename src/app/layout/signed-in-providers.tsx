// What every signed-in page stands on, mounted once by the main layout (so none of it is in the
// login route's JS): the TanStack Query client, the confirm dialog, and the session's shared data
// (menus and button permissions, licence status) loaded at sign-in rather than by whichever
// component happens to be mounted.
import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/query-client.ts';
import { loadShellMenus } from '../../api/menu-state.ts';
import { licenseStatusAtom, loadLicenseStatus } from '../../api/platform-state.ts';
import { store } from '../../api/store.ts';
import { ConfirmProvider } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { PermissionsWatcher } from '../../features/permissions/permissions-watcher.tsx';

function useSessionData() {
  useEffect(() => {
    void loadShellMenus();
    if (!store.get(licenseStatusAtom)) void loadLicenseStatus();
    // Prefetch the user's applications once the shell is idle (wujie stays out of this chunk).
    void import('../../features/micro/micro-apps.ts').then((m) => m.prefetchMicroApps());
    // The micro-app page itself, so opening an application does not wait for its chunk.
    const idle =
      (window as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    idle(() => {
      void import('../../features/micro/micro-route.tsx').then((m) => m.preloadMicroPage());
    });
  }, []);
}

export function SignedInProviders({ children }: { children: ReactNode }) {
  useSessionData();
  return (
    <QueryClientProvider client={queryClient}>
      <PermissionsWatcher />
      <ConfirmProvider>{children}</ConfirmProvider>
    </QueryClientProvider>
  );
}
