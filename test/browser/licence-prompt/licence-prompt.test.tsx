// The licence prompt at start (spec sections 1 and 8): status 2 and 3 only, with a token; not
// dismissible; its button goes home.
import { expect } from 'chai';
import { LicencePrompt } from '../../../src/features/licence-prompt/licence-prompt.tsx';
import { store } from '../../../src/state/store.ts';
import { licenseStatusAtom } from '../../../src/state/platform-state.ts';
import { clearSession } from '../../../src/state/session-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../src/lib/support-contacts.ts';
import { signIn } from '../api/fake-server.ts';
import { act, renderPage, waitFor, type RenderedPage } from '../../support/render.tsx';

const dialog = () => document.querySelector<HTMLElement>('[role=alertdialog]');

describe('licence prompt', () => {
  let view: RenderedPage | undefined;
  beforeEach(() => activateLanguage('en_US'));
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    store.set(licenseStatusAtom, null);
    clearSession();
  });

  it('shows nothing for an effective or narrowing licence, or without a token', async () => {
    signIn();
    store.set(licenseStatusAtom, { status: 1 });
    view = renderPage(<LicencePrompt />, '/system-manage');
    expect(dialog()).to.equal(null);
    view.unmount();
    clearSession();
    store.set(licenseStatusAtom, { status: 2 });
    view = renderPage(<LicencePrompt />, '/login');
    expect(dialog()).to.equal(null);
  });

  it('expired (2): a blocking alert with the support contacts; Esc does nothing; OK goes home', async () => {
    signIn();
    store.set(licenseStatusAtom, { status: 2 });
    view = renderPage(<LicencePrompt />, '/system-manage/user');
    const d = await waitFor(() => {
      expect(dialog()).to.not.equal(null);
      return dialog()!;
    });
    expect(d.textContent).to.contain('Prompt');
    expect(d.textContent).to.contain('licence has expired');
    expect(d.textContent).to.contain(SUPPORT_PHONE);
    expect(d.textContent).to.contain(SUPPORT_EMAIL);
    expect(d.querySelectorAll('button')).to.have.length(1); // no close button
    await waitFor(() => expect(document.activeElement).to.equal(d.querySelector('button')));
    await act(async () => {
      d.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).to.not.equal(null);
    await act(async () => d.querySelector('button')!.click());
    expect(view.location.history.at(-1)).to.equal('/home');
    await waitFor(() => expect(dialog()).to.equal(null));
  });

  it('not activated (3): its own text, in Chinese for a Chinese user', async () => {
    await activateLanguage('zh_CN');
    signIn();
    store.set(licenseStatusAtom, { status: 3 });
    view = renderPage(<LicencePrompt />, '/home');
    const d = await waitFor(() => {
      expect(dialog()).to.not.equal(null);
      return dialog()!;
    });
    expect(d.textContent).to.contain('提示');
    expect(d.textContent).to.contain('尚未激活');
    expect(d.querySelector('button')!.textContent).to.equal('确认返回首页');
  });
});
