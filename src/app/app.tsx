// Providers around the route table: jotai store, Lingui, Fluent theme from the platform colour
// in light or dark (state/theme-state.ts),
// and wouter's router on the shell's guarded location (leave guards, lib/leave-guard.ts).
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { FluentProvider } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { Router } from 'wouter';
import { store } from '../state/store.ts';
import { platformConfigAtom } from '../state/platform-state.ts';
import { themeModeAtom, themeTablesReadyAtom } from '../state/theme-state.ts';
import { i18n } from './i18n/i18n.ts';
import { themeFor } from '../lib/theme.ts';
import { ToastBridge } from './toasts.tsx';
import { AppRoutes } from './routes.tsx';
import { SessionWatcher } from './session-watcher.tsx';
import { NavigationEffects } from './navigation/navigation-effects.tsx';
import { LicencePrompt } from '../features/licence-prompt/licence-prompt.tsx';
import { useGuardedLocation } from './navigation/guarded-location.ts';

function ThemedShell({ children }: { children: ReactNode }) {
  const config = useAtomValue(platformConfigAtom);
  const mode = useAtomValue(themeModeAtom);
  // Until the theme tables load, the build's stylesheet paints the default light theme (lib/theme.ts).
  const drawn = useAtomValue(themeTablesReadyAtom) ? themeFor(config?.style, mode) : undefined;
  // The browser's own parts (scrollbars, the page behind the shell, native controls) follow too.
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <FluentProvider theme={drawn} style={{ height: '100%' }}>
      {children}
    </FluentProvider>
  );
}

export function App() {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemedShell>
          <Router hook={useGuardedLocation}>
            <ToastBridge />
            <SessionWatcher />
            <NavigationEffects />
            <AppRoutes />
            <LicencePrompt />
          </Router>
        </ThemedShell>
      </I18nProvider>
    </JotaiProvider>
  );
}
