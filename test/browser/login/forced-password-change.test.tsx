// The forced password change (passwordStatus 3 at first login, 2 after the lifetime ended):
// the rules of spec section 5 with the policy's character classes, the server's verdict, and
// the way out once it is done.
import { expect } from 'chai';
import { ForcedPasswordChange } from '../../../src/features/login/forced-password-change.tsx';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { clearSession, passwordStatusAtom } from '../../../src/state/session-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { envelope, installFakeFetch, json, pathOf, signIn, type FakeServer } from '../api/fake-server.ts';
import { act, fireEvent, renderPage, waitFor, type RenderedPage } from '../../support/render.tsx';

const POLICY = {
  requireDigits: true,
  requireUppercase: true,
  requireLowercase: true,
  requireSpecial: false,
  lifetimeDays: 90,
  reminderDays: 7,
  lockCount: 5,
  lockWindowMinutes: 30,
  lockMinutes: 30,
  loginTimeoutMinutes: 120,
  useCaptcha: false,
  ipFailureLimit: 50,
};

const submit = (host: HTMLElement) =>
  act(async () => {
    fireEvent.click(host.querySelector<HTMLButtonElement>('button[type=submit]')!);
  });

/** Types `value` into the form's input named `name` (an input event with the new value, as a keystroke sends). */
const fill = (name: string, value: string) => fireEvent.input(document.querySelector(`input[name=${name}]`)!, { target: { value } });

describe('forced password change', () => {
  let server: FakeServer;
  let view: RenderedPage | undefined;
  let changes: unknown[];

  beforeEach(async () => {
    store.set(langAtom, 'en_US');
    await activateLanguage('en_US');
    changes = [];
    server = installFakeFetch(async (request) => {
      if (pathOf(request).endsWith('/system/password/policy')) return envelope(POLICY);
      if (pathOf(request).endsWith('/user/update-password')) {
        const body = (await request.json()) as { oldPassword: string };
        changes.push(body);
        return body.oldPassword === 'right-old'
          ? envelope(true)
          : json({ code: 400, success: false, msg: 'The old password is wrong' }, 400);
      }
      return json({}, 404);
    });
    signIn();
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    server.restore();
    clearSession();
  });

  it('explains an expired password (status 2) and checks the policy before calling the server', async () => {
    store.set(passwordStatusAtom, 2);
    view = renderPage(<ForcedPasswordChange />, '/home');
    expect(view.container.textContent).to.contain('Your password has expired');
    await waitFor(() => expect(server.requests.some((r) => pathOf(r).endsWith('/system/password/policy'))).to.equal(true));
    fill('oldPassword', 'right-old');
    fill('newPassword', 'lowercase-only');
    fill('confirmPassword', 'lowercase-only');
    await submit(view.container);
    await waitFor(() => expect(view!.container.textContent).to.contain('The password must contain digits, uppercase letters'));
    fill('newPassword', 'Abcdef1');
    fill('confirmPassword', 'Abcdef2');
    await submit(view.container);
    expect(view.container.textContent).to.contain('The passwords entered twice do not match');
    expect(changes).to.deep.equal([]);
  });

  it('shows the server message, then leaves the page once the change succeeded', async () => {
    store.set(passwordStatusAtom, 3);
    expect(localStorage.getItem('isFirstLogin')).to.equal('true');
    view = renderPage(<ForcedPasswordChange />, '/home');
    expect(view.container.textContent).to.contain('This is your first login');
    fill('oldPassword', 'wrong-old');
    fill('newPassword', 'Abcdef12');
    fill('confirmPassword', 'Abcdef12');
    await submit(view.container);
    await waitFor(() => expect(view!.container.querySelector('[role=alert]')!.textContent).to.equal('The old password is wrong'));
    expect(server.messages).to.deep.equal([]); // under the form, not twice

    fill('oldPassword', 'right-old');
    await submit(view.container);
    await waitFor(() => expect(store.get(passwordStatusAtom)).to.equal(0));
    expect(localStorage.getItem('isFirstLogin')).to.equal('false');
    expect(localStorage.getItem('passwordStatus')).to.equal('0');
    expect(server.messages).to.deep.equal([{ message: 'The password was changed', intent: 'success' }]);
  });

  it('uses the Chinese form messages', async () => {
    await activateLanguage('zh_CN');
    store.set(passwordStatusAtom, 3);
    view = renderPage(<ForcedPasswordChange />, '/home');
    fill('newPassword', 'abc');
    await submit(view.container);
    expect(view.container.textContent).to.contain('请输入旧密码');
    expect(view.container.textContent).to.contain('新密码长度须在6到32个字符之间');
  });
});
