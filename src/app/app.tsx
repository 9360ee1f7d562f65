// Providers around the route table: jotai store, Lingui, Fluent theme from the platform colour,
// and wouter's router on the shell's guarded location (leave guards, lib/leave-guard.ts).
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { store } from '../state/store.ts';
import { platformConfigAtom } from '../state/platform-state.ts';
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
  return (
    <FluentProvider theme={themeFor(config?.style)} style={{ height: '100%' }}>
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
