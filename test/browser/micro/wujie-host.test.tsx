// The wujie host in a real browser: a loading indicator once an open takes a while, then the
// application's content with the shell's props; singular mode (mounting a second app destroys the
// first); an error panel with retry when the entry fails to load. The test server serves the
// repository, so a small fixture application is loaded from test/browser/micro/fixture-app/.
import { expect } from 'chai';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { WujieHost } from '../../../src/features/micro/wujie-host.tsx';
import { ConfirmProvider } from '../../../src/components/confirm-dialog/confirm-dialog.tsx';
import type { MicroApp } from '../../../src/features/micro/micro-apps.ts';
import { signIn } from '../api/fake-server.ts';
import { act, renderPage, waitFor, type RenderedPage } from '../../support/render.tsx';

const demo = (code: string, address: string): MicroApp => ({ id: 1, appId: code, code, name: code, state: 1, address });
const PROPS_DEMO = `${location.origin}/test/browser/micro/fixture-app/index.html`;

/** The application's DOM lives in wujie's open shadow root. */
const inApp = (code: string, selector: string) =>
  document.querySelector(`[data-micro-app="${code}"] wujie-app`)?.shadowRoot?.querySelector(selector) ?? null;

describe('wujie host', () => {
  let views: RenderedPage[] = [];
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    signIn('tok-12345678901', 'r');
  });
  afterEach(async () => {
    for (const v of views) v.unmount();
    views = [];
  });
  /** Renders a host of the application `code` at `url`; the test ends by unmounting it unless `own`. */
  const host = (code: string, url: string, name: string, path = '/', own = false) => {
    const view = renderPage(
      <ConfirmProvider>
        <WujieHost app={demo(code, url)} url={url} name={name} />
      </ConfirmProvider>,
      path,
    );
    if (!own) views.push(view);
    return view;
  };

  it('shows a loading indicator only once the open takes longer than a moment, then the app with the shell props', async () => {
    // The entry is held until released, as a slow network would hold it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).startsWith(PROPS_DEMO)) await held;
      return realFetch(input, init);
    };
    try {
      const view = host('host-a', PROPS_DEMO, 'Demo A', '/passportal/host-a');
      // Nothing drawn over the area at first: a prefetched application would be there already.
      expect(view.container.querySelector('[data-micro-app]')?.getAttribute('data-state')).to.equal('loading');
      expect(view.container.textContent).to.not.contain('Loading Demo A');
      await waitFor(() => expect(view.container.textContent).to.contain('Loading Demo A'));
      release();
      await waitFor(() => expect(inApp('host-a', '[data-testid="fixture-user"]')?.textContent).to.contain('admin'), { timeout: 8000 });
      expect(inApp('host-a', '[data-testid="fixture-lang"]')?.textContent).to.equal('en_US');
      await waitFor(() => expect(view.container.querySelector('[data-micro-app]')?.getAttribute('data-state')).to.equal('ready'));
      expect(view.container.textContent).to.not.contain('Loading Demo A');
    } finally {
      release();
      window.fetch = realFetch;
    }
  });

  it('keeps one application mounted: starting another destroys the first', async () => {
    host('host-b', PROPS_DEMO, 'B');
    await waitFor(() => expect(inApp('host-b', '[data-testid="fixture-user"]')).to.not.equal(null), { timeout: 8000 });
    expect(document.querySelector('iframe[name="host-b"]')).to.not.equal(null);
    host('host-c', PROPS_DEMO, 'C');
    await waitFor(() => expect(inApp('host-c', '[data-testid="fixture-user"]')).to.not.equal(null), { timeout: 8000 });
    await waitFor(() => expect(document.querySelector('iframe[name="host-b"]')).to.equal(null));
    expect(inApp('host-b', '[data-testid="fixture-user"]')).to.equal(null);
  });

  it('destroys the application when the host goes away', async () => {
    const view = host('host-d', PROPS_DEMO, 'D', '/', true);
    await waitFor(() => expect(document.querySelector('iframe[name="host-d"]')).to.not.equal(null), { timeout: 8000 });
    view.unmount();
    await waitFor(() => expect(document.querySelector('iframe[name="host-d"]')).to.equal(null));
  });

  it('shows an error panel with retry when the entry cannot be loaded', async () => {
    const missing = `${location.origin}/no-such-app-${Date.now()}/`;
    const view = host('host-e', missing, 'Broken app');
    await waitFor(() => expect(view.container.textContent).to.contain('Broken app could not be loaded'), { timeout: 8000 });
    const retry = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!;
    await act(async () => retry.click());
    // Retrying shows the loading state again, then the error again (the entry is still missing).
    expect(view.container.querySelector('[data-micro-app]')?.getAttribute('data-state')).to.equal('loading');
    await waitFor(() => expect(view.container.querySelector('[data-micro-app]')?.getAttribute('data-state')).to.equal('error'), {
      timeout: 8000,
    });
  });
});
