// Providers around the route table: jotai store, Lingui, Fluent theme from the platform colour.
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { store } from '../api/store.ts';
import { platformConfigAtom } from '../api/platform-state.ts';
import { i18n } from './i18n/i18n.ts';
import { themeFor } from './theme.ts';
import { ToastBridge } from './toasts.tsx';
import { AppRoutes } from './routes.tsx';
import { SessionWatcher } from './session-watcher.tsx';
import { NavigationEffects } from './navigation/navigation-effects.tsx';
import { LicencePrompt } from '../features/licence-prompt/licence-prompt.tsx';

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
          <ToastBridge />
          <SessionWatcher />
          <NavigationEffects />
          <AppRoutes />
          <LicencePrompt />
        </ThemedShell>
      </I18nProvider>
    </JotaiProvider>
  );
}
