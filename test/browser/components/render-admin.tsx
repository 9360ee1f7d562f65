// Renders a signed-in piece (a table, a form, a page) with what the signed-in layout provides:
// a fresh TanStack Query client (no retries, so a failure shows at once) and the confirm dialog.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfirmProvider } from '../../../src/components/confirm-dialog/confirm-dialog.tsx';
import { render, type Rendered } from '../login/render.tsx';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export function renderAdmin(ui: ReactNode, path = '/', client = testQueryClient()): Promise<Rendered & { client: QueryClient }> {
  return render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>{ui}</ConfirmProvider>
    </QueryClientProvider>,
    path,
  ).then((view) => ({ ...view, client }));
}

/** The button whose visible text or accessible name is `name`. */
export const button = (name: string): HTMLButtonElement | undefined =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
