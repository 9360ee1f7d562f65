// The forced password change (passwordStatus 3 at first login, 2 after the lifetime ended):
// the rules of spec section 5 with the policy's character classes, the server's verdict, and
// the way out once it is done.
import { expect } from 'chai';
import { act } from 'react';
import { ForcedPasswordChange } from '../../../src/features/login/forced-password-change.tsx';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { clearSession, passwordStatusAtom } from '../../../src/state/session-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { envelope, installFakeFetch, json, pathOf, signIn, type FakeServer } from '../api/fake-server.ts';
import { fill, render, until, type Rendered } from './render.tsx';

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

const submit = (host: HTMLElement) => act(async () => host.querySelector<HTMLButtonElement>('button[type=submit]')!.click());

describe('forced password change', () => {
  let server: FakeServer;
  let view: Rendered | undefined;
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
    await view?.unmount();
    view = undefined;
    server.restore();
    clearSession();
  });

  it('explains an expired password (status 2) and checks the policy before calling the server', async () => {
    store.set(passwordStatusAtom, 2);
    view = await render(<ForcedPasswordChange />, '/home');
    expect(view.host.textContent).to.contain('Your password has expired');
    await until(() => expect(server.requests.some((r) => pathOf(r).endsWith('/system/password/policy'))).to.equal(true));
    fill(view.host, 'oldPassword', 'right-old');
    fill(view.host, 'newPassword', 'lowercase-only');
    fill(view.host, 'confirmPassword', 'lowercase-only');
    await submit(view.host);
    await until(() => expect(view!.host.textContent).to.contain('The password must contain digits, uppercase letters'));
    fill(view.host, 'newPassword', 'Abcdef1');
    fill(view.host, 'confirmPassword', 'Abcdef2');
    await submit(view.host);
    expect(view.host.textContent).to.contain('The passwords entered twice do not match');
    expect(changes).to.deep.equal([]);
  });

  it('shows the server message, then leaves the page once the change succeeded', async () => {
    store.set(passwordStatusAtom, 3);
    expect(localStorage.getItem('isFirstLogin')).to.equal('true');
    view = await render(<ForcedPasswordChange />, '/home');
    expect(view.host.textContent).to.contain('This is your first login');
    fill(view.host, 'oldPassword', 'wrong-old');
    fill(view.host, 'newPassword', 'Abcdef12');
    fill(view.host, 'confirmPassword', 'Abcdef12');
    await submit(view.host);
    await until(() => expect(view!.host.querySelector('[role=alert]')!.textContent).to.equal('The old password is wrong'));
    expect(server.messages).to.deep.equal([]); // under the form, not twice

    fill(view.host, 'oldPassword', 'right-old');
    await submit(view.host);
    await until(() => expect(store.get(passwordStatusAtom)).to.equal(0));
    expect(localStorage.getItem('isFirstLogin')).to.equal('false');
    expect(localStorage.getItem('passwordStatus')).to.equal('0');
    expect(server.messages).to.deep.equal([{ message: 'The password was changed', intent: 'success' }]);
  });

  it('uses the Chinese form messages', async () => {
    await activateLanguage('zh_CN');
    store.set(passwordStatusAtom, 3);
    view = await render(<ForcedPasswordChange />, '/home');
    fill(view.host, 'newPassword', 'abc');
    await submit(view.host);
    expect(view.host.textContent).to.contain('请输入旧密码');
    expect(view.host.textContent).to.contain('新密码长度须在6到32个字符之间');
  });
});
