// Renders a signed-in piece of the portal (a page, a dialog) with Testing Library, inside what
// the signed-in layout provides: the store, Lingui, Fluent, a memory router (its location is
// returned, to assert on the URL a page keeps), a fresh TanStack Query client without retries,
// and the confirm dialog. Queries and `waitFor` come from Testing Library, so every wait is on a
// condition and every update is wrapped in act (no "not wrapped in act" warning).
import type { ReactNode } from 'react';
import { configure, render as rtlRender, waitFor, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { store } from '../../src/state/store.ts';
import { i18n } from '../../src/app/i18n/i18n.ts';
import { ConfirmProvider } from '../../src/components/confirm-dialog/confirm-dialog.tsx';

export { act, screen, waitFor, within, fireEvent, cleanup } from '@testing-library/react';

// findBy… and waitFor wait for a condition, never a time; 1 s (Testing Library's default) is too
// short on a loaded CI machine, and a test's own 10 s time-out still catches a stuck page.
configure({ asyncUtilTimeout: 5000 });

// Testing Library turns React's act environment on only where `beforeAll` exists (Jest), not under
// Mocha in the browser: without this React never reports an update outside act, so a test that
// ends before its last answer is shown would pass unnoticed.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderedPage extends RenderResult {
  location: ReturnType<typeof memoryLocation> & { history: string[] };
  client: QueryClient;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/**
 * Waits until none of the page's reads and writes is under way, so what they answered is shown
 * inside act. A test that ends on a call being sent (a search, a delete) ends with this: the
 * answer would otherwise land after the test, which React reports as "not wrapped in act".
 */
export async function settled(client: QueryClient): Promise<void> {
  await waitFor(() => {
    if (client.isFetching() > 0 || client.isMutating() > 0) throw new Error('a request is still under way');
  });
}

/** Renders `ui` at `path` (with its query: `/x?page=2`), under `client` (a fresh one unless given). */
export function renderPage(ui: ReactNode, path = '/', client = testQueryClient()): RenderedPage {
  const location = memoryLocation({ path, record: true });
  const result = rtlRender(
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <QueryClientProvider client={client}>
              <ConfirmProvider>{ui}</ConfirmProvider>
            </QueryClientProvider>
          </Router>
        </FluentProvider>
      </I18nProvider>
    </JotaiProvider>,
  );
  return { ...result, location, client };
}
