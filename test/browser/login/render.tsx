// Renders a piece of the portal with its providers (store, Lingui, Fluent) in a memory router,
// for the browser tests of the login, navigation and licence features.
import { createRoot, type Root } from 'react-dom/client';
import { act, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { store } from '../../../src/state/store.ts';
import { i18n } from '../../../src/app/i18n/i18n.ts';
import { isActEnvironment } from '../../support/real-keys.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  host: HTMLElement;
  location: ReturnType<typeof memoryLocation> & { history: string[] };
  unmount(): Promise<void>;
}

export async function render(ui: ReactNode, path = '/'): Promise<Rendered> {
  const host = document.createElement('div');
  document.body.append(host);
  const location = memoryLocation({ path, record: true });
  const root: Root = createRoot(host);
  await act(async () => {
    root.render(
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <FluentProvider theme={webLightTheme}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {ui}
            </Router>
          </FluentProvider>
        </I18nProvider>
      </JotaiProvider>,
    );
  });
  return {
    host,
    location,
    async unmount() {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

/** Waits until `check` passes (it throws until then), letting React and fetches settle. */
export async function until<T>(check: () => T, timeoutMs = 3000): Promise<T> {
  const started = performance.now();
  for (;;) {
    try {
      return check();
    } catch (err) {
      if (performance.now() - started > timeoutMs) throw err;
      const pause = () => new Promise((r) => setTimeout(r, 20));
      // Inside realKeys (test/support/real-keys.ts) React is told there is no act environment.
      if (isActEnvironment()) await act(pause);
      else await pause();
    }
  }
}

/** Text of the whole document (dialogs render in portals outside the host). */
export const pageText = () => document.body.innerText;

/** Types `value` into the form's input named `name` as the browser would (React reads the native
 *  setter and the input event), inside act so the form's update is flushed before the next step. */
export function fill(host: HTMLElement, name: string, value: string): void {
  const input = host.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
