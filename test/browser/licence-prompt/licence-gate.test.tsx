// The licence gate's confirmation: to the licence page for a holder of the licence entry, else
// to /no-auth; nothing of the page shows behind it.
import { expect } from 'chai';
import { store } from '../../../src/state/store.ts';
import { licencePromptOpenAtom, licenseStatusAtom } from '../../../src/state/platform-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { buildNav } from '../../../src/api/menu-model.ts';
import { menusAtom } from '../../../src/api/menu-state.ts';
import { LicenseGate } from '../../../src/features/licence-prompt/licence-gate.tsx';
import { act, renderPage, waitFor, type RenderedPage } from '../../support/render.tsx';

const confirmButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Confirm');

describe('licence gate', () => {
  let view: RenderedPage | undefined;
  beforeEach(() => activateLanguage('en_US'));
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    store.set(licencePromptOpenAtom, false);
  });

  const setup = (withLicenseEntry: boolean, status: 0 | 2 | 3) => {
    const entries = [{ id: 1, name: 'Users', code: 'user', category: 1 as const, path: 'user' }];
    if (withLicenseEntry) entries.push({ id: 2, name: 'Licence', code: 'license', category: 1, path: 'license' });
    store.set(menusAtom, { status: 'ready', system: buildNav(entries, '/system-manage'), monitor: [], app: null });
    store.set(licenseStatusAtom, { status });
  };

  it('lets the page through with a valid licence', async () => {
    setup(true, 0);
    view = renderPage(
      <LicenseGate>
        <p>users page</p>
      </LicenseGate>,
      '/system-manage/user',
    );
    expect(view.container.textContent).to.equal('users page');
  });

  it('sends a holder of the licence entry to the licence page', async () => {
    setup(true, 2);
    view = renderPage(
      <LicenseGate>
        <p>users page</p>
      </LicenseGate>,
      '/system-manage/user',
    );
    await waitFor(() => expect(confirmButton()).to.not.equal(undefined));
    expect(document.body.textContent).to.contain('The platform licence has expired.');
    expect(view.container.textContent).to.not.contain('users page');
    await act(async () => confirmButton()!.click());
    expect(view.location.history.at(-1)).to.equal('/system-manage/license');
  });

  it('waits while the start-up prompt is open, then blocks the page itself', async () => {
    setup(true, 2);
    store.set(licencePromptOpenAtom, true);
    view = renderPage(
      <LicenseGate>
        <p>users page</p>
      </LicenseGate>,
      '/system-manage/user',
    );
    expect(confirmButton()).to.equal(undefined);
    expect(view.container.textContent).to.equal('');
    await act(async () => store.set(licencePromptOpenAtom, false));
    await waitFor(() => expect(confirmButton()).to.not.equal(undefined));
    expect(view.container.textContent).to.not.contain('users page');
  });

  it('sends anyone else to /no-auth (not activated)', async () => {
    setup(false, 3);
    view = renderPage(
      <LicenseGate>
        <p>users page</p>
      </LicenseGate>,
      '/monitor/service-health',
    );
    await waitFor(() => expect(confirmButton()).to.not.equal(undefined));
    expect(document.body.textContent).to.contain('The platform licence is not activated.');
    await act(async () => confirmButton()!.click());
    expect(view.location.history.at(-1)).to.equal('/no-auth');
  });
});
