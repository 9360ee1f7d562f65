// The login page against a faked platform: branding from the configuration, the LDAP tab only
// when directory login is on (and its grant type), the captcha, the server's failure message,
// and the password reminder after a login.
import { expect } from 'chai';
import { LoginPage } from '../../../src/features/login/login-page.tsx';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { platformConfigAtom, type PlatformConfig } from '../../../src/state/platform-state.ts';
import { authorityAtom, clearSession } from '../../../src/state/session-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { envelope, installFakeFetch, json, pathOf, type FakeServer } from '../api/fake-server.ts';
import { act, fireEvent, renderPage, screen, waitFor, type RenderedPage } from '../../support/render.tsx';

const CONFIG: PlatformConfig = {
  title: 'Arcana',
  style: '#705ADA',
  showName: true,
  i18nName: { en_US: 'Arcana Portal', zh_CN: 'Arcana 门户' },
  loginPageLogo: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
};

interface Switches {
  ldap?: boolean;
  captcha?: boolean;
  login?: (form: URLSearchParams) => Response;
}

function fakePlatform(s: Switches): FakeServer {
  return installFakeFetch(async (request) => {
    const path = pathOf(request);
    if (path.endsWith('/system/ldap/status')) return envelope(s.ldap === true);
    if (path.endsWith('/system/password/policy/useCaptcha')) return envelope(s.captcha === true);
    if (path.endsWith('/oauth/captcha'))
      return envelope({ key: `k${Math.random()}`, image: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', expires_in: 120 });
    if (path.endsWith('/oauth/token')) {
      const form = new URLSearchParams(await request.text());
      return (
        s.login?.(form) ??
        json({ code: 400, success: false, msg: 'Wrong username or password. 4 attempt(s) left', data: { remaining: 4 } }, 400)
      );
    }
    return json({ code: 404, success: false, msg: 'no' }, 404);
  });
}

const grant = (status = 0, days = -1) =>
  envelope({
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 1800,
    expire_time: Date.now() + 3_600_000,
    user_id: 1,
    username: 'admin',
    password_status: status,
    expire_after_days: days,
  });

/** Submits once the form is ready (it waits for the captcha policy before it accepts a submit). */
async function submit(host: HTMLElement) {
  const button = await waitFor(() => {
    const b = host.querySelector<HTMLButtonElement>('button[type=submit]')!;
    expect(b.disabled).to.equal(false);
    return b;
  });
  await act(async () => {
    fireEvent.click(button);
  });
}

/** Types `value` into the form's input named `name` (an input event with the new value, as a keystroke sends). */
const fill = (name: string, value: string) => fireEvent.input(document.querySelector(`input[name=${name}]`)!, { target: { value } });

describe('login page', () => {
  let server: FakeServer;
  let view: RenderedPage | undefined;

  beforeEach(async () => {
    clearSession(); // test files share the origin's localStorage
    store.set(langAtom, 'en_US');
    await activateLanguage('en_US');
    store.set(platformConfigAtom, CONFIG);
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    server.restore();
    clearSession();
  });

  it('shows the configured name and logo, and no slogan line when none is set', async () => {
    server = fakePlatform({});
    view = renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(view!.container.querySelector('h1')!.textContent).to.equal('Arcana Portal'));
    expect(view.container.querySelector('img')!.getAttribute('src')).to.equal(CONFIG.loginPageLogo);
    expect(view.container.querySelector('[data-testid=login-slogan]')).to.equal(null);
  });

  it('shows the slogan in its colour and the background image', async () => {
    store.set(platformConfigAtom, { ...CONFIG, loginPageSlogan: 'Work in one place', sloganColor: '#ff0000', background: '/bg.png' });
    server = fakePlatform({});
    view = renderPage(<LoginPage />, '/login');
    const slogan = view.container.querySelector<HTMLElement>('[data-testid=login-slogan]')!;
    expect(slogan.textContent).to.equal('Work in one place');
    expect(getComputedStyle(slogan).color).to.equal('rgb(255, 0, 0)');
    expect(view.container.querySelector<HTMLElement>('main')!.style.backgroundImage).to.contain('/bg.png');
  });

  it('hides the name when showName is false', async () => {
    store.set(platformConfigAtom, { ...CONFIG, showName: false });
    server = fakePlatform({});
    view = renderPage(<LoginPage />, '/login');
    expect(view.container.querySelector('h1')).to.equal(null);
  });

  it('puts the cursor in the username field when it opens', async () => {
    server = fakePlatform({});
    view = renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).to.equal('username'));
  });

  it('has no directory tab while LDAP is off', async () => {
    server = fakePlatform({ ldap: false });
    view = renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(server.requests.some((r) => pathOf(r).endsWith('/ldap/status'))).to.equal(true));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    const tabs = [...view.container.querySelectorAll('[role=tab]')].map((t) => t.textContent);
    expect(tabs).to.have.length(1);
    expect(tabs).to.deep.equal(['Account login']);
  });

  it('logs in through the directory tab with grant_type=ldap when LDAP is on', async () => {
    let form: URLSearchParams | undefined;
    server = fakePlatform({
      ldap: true,
      login: (f) => {
        form = f;
        return json({ code: 400, success: false, msg: 'Directory (LDAP) login is not configured' }, 400);
      },
    });
    view = renderPage(<LoginPage />, '/login');
    const ldapTab = await waitFor(() => {
      const tabs = [...view!.container.querySelectorAll<HTMLElement>('[role=tab]')];
      const tab = tabs.find((t) => t.textContent?.startsWith('Directory login'));
      expect(tab, tabs.map((t) => t.textContent).join('|')).to.not.equal(undefined);
      return tab!;
    });
    fireEvent.click(ldapTab);
    expect(view.container.textContent).to.contain('Directory account');
    fill('username', 'jdoe');
    fill('password', 'secret');
    await submit(view.container);
    await waitFor(() =>
      expect(view!.container.querySelector('[role=alert]')!.textContent).to.contain('Directory (LDAP) login is not configured'),
    );
    expect(form!.get('grant_type')).to.equal('ldap');
    expect(form!.get('username')).to.equal('jdoe');
  });

  it('shows the server message of a wrong password (tries left) under the form, not as a toast', async () => {
    server = fakePlatform({});
    view = renderPage(<LoginPage />, '/login');
    fill('username', 'admin');
    fill('password', 'bad');
    await submit(view.container);
    await waitFor(() =>
      expect(view!.container.querySelector('[role=alert]')!.textContent).to.equal('Wrong username or password. 4 attempt(s) left'),
    );
    expect(server.messages).to.deep.equal([]);
    expect(store.get(authorityAtom)).to.equal(null);
  });

  it('shows the lockout minutes from a 423 answer', async () => {
    server = fakePlatform({
      login: () => json({ code: 423, success: false, msg: 'The account is locked. Try again in 30 minute(s)', data: { minutes: 30 } }, 423),
    });
    view = renderPage(<LoginPage />, '/login');
    fill('username', 'admin');
    fill('password', 'bad');
    await submit(view.container);
    await waitFor(() => expect(view!.container.querySelector('[role=alert]')!.textContent).to.contain('30 minute(s)'));
  });

  it('requires and sends the captcha when the policy asks for it, and fetches a new one after a failure', async () => {
    let form: URLSearchParams | undefined;
    server = fakePlatform({
      captcha: true,
      login: (f) => {
        form = f;
        return json({ code: 400, success: false, msg: 'The verification code is wrong or has expired', data: { captcha: 'wrong' } }, 400);
      },
    });
    view = renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(view!.container.querySelector('img[alt="Verification code image"]')).to.not.equal(null));
    fill('username', 'admin');
    fill('password', 'pw');
    await submit(view.container);
    expect(view.container.textContent).to.contain('Please enter Verification code');
    expect(form).to.equal(undefined);

    fill('captchaCode', 'ab12');
    await submit(view.container);
    await waitFor(() => expect(view!.container.querySelector('.fui-MessageBar')!.textContent).to.contain('verification code is wrong'));
    expect(form!.get('captcha_code')).to.equal('ab12');
    expect(form!.get('captcha_key')).to.match(/^k/);
    await waitFor(() => expect(server.requests.filter((r) => pathOf(r).endsWith('/oauth/captcha'))).to.have.length(2));
  });

  it('sends remember_me and reminds of a password that expires soon (status 1)', async () => {
    let form: URLSearchParams | undefined;
    server = fakePlatform({
      login: (f) => {
        form = f;
        return grant(1, 5);
      },
    });
    view = renderPage(<LoginPage />, '/login');
    fill('username', 'admin');
    fill('password', 'pw');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit(view.container);
    await waitFor(() => expect(view!.location.history.at(-1)).to.equal('/home'));
    expect(form!.get('remember_me')).to.equal('true');
    // The reminder follows the landing on home.
    await waitFor(() =>
      expect(server.messages).to.deep.equal([
        { message: 'Your password expires in 5 day(s). Please change it in your personal space.', intent: 'warning' },
      ]),
    );
  });

  it('speaks Chinese to a Chinese user', async () => {
    store.set(langAtom, 'zh_CN');
    await activateLanguage('zh_CN');
    server = fakePlatform({});
    view = renderPage(<LoginPage />, '/login');
    await submit(view.container);
    expect(view.container.textContent).to.contain('请输入用户名');
    expect(view.container.textContent).to.contain('请输入密码');
    expect(view.container.textContent).to.contain('账号登录');
    expect(screen.getByLabelText('7 天内记住我')).to.not.equal(null);
  });
});
