// What embedded applications receive: props kept current in place, and bus events for token
// refresh, language change, permission change and logout.
import { expect } from 'chai';
import { bus } from 'wujie';
import { store } from '../../../src/api/store.ts';
import { langAtom } from '../../../src/api/lang-state.ts';
import { buttonPermissionsAtom, storeRefreshedTokens, sessionEvents, SESSION_ENDED } from '../../../src/api/session-state.ts';
import { BUS_EVENTS, microProps, wireMicroBus } from '../../../src/features/micro/micro-props.ts';
import { signIn } from '../api/fake-server.ts';

describe('micro-app props and bus events', () => {
  const seen: Array<[string, unknown]> = [];
  const listeners = Object.values(BUS_EVENTS).map((name) => [name, (payload: unknown) => seen.push([name, payload])] as const);
  before(() => {
    wireMicroBus();
    for (const [name, fn] of listeners) bus.$on(name, fn);
  });
  after(() => {
    for (const [name, fn] of listeners) bus.$off(name, fn);
  });
  beforeEach(() => {
    seen.length = 0;
    signIn('token-a', 'refresh-a');
    store.set(langAtom, 'en_US');
  });

  it('hands token, language, user, button permissions and platform config', () => {
    store.set(buttonPermissionsAtom, [{ code: 'user:add' }]);
    const props = microProps();
    expect(props).to.include({ token: 'token-a', lang: 'en_US' });
    expect(props.user).to.deep.include({ username: 'admin' });
    expect(props.buttonPermissions).to.deep.equal([{ code: 'user:add' }]);
    expect(props).to.have.property('platformConfig');
  });

  it('emits token-refreshed with the new token and updates the same props object', () => {
    const props = microProps();
    storeRefreshedTokens('token-b', 'refresh-b');
    expect(seen).to.deep.include([BUS_EVENTS.tokenRefreshed, { token: 'token-b' }]);
    expect(props.token).to.equal('token-b');
  });

  it('emits language-changed', () => {
    const props = microProps();
    store.set(langAtom, 'zh_CN');
    expect(seen).to.deep.include([BUS_EVENTS.languageChanged, { lang: 'zh_CN' }]);
    expect(props.lang).to.equal('zh_CN');
  });

  it('emits permissions-changed', () => {
    store.set(buttonPermissionsAtom, [{ code: 'role:add' }]);
    expect(seen).to.deep.include([BUS_EVENTS.permissionsChanged, { buttonPermissions: [{ code: 'role:add' }] }]);
  });

  it('emits logout when the session ends', () => {
    sessionEvents.dispatchEvent(new CustomEvent(SESSION_ENDED, { detail: 'logout' }));
    expect(seen).to.deep.include([BUS_EVENTS.logout, { reason: 'logout' }]);
  });

  it('emits nothing nobody listens to, so wujie logs no "no subscriber" warning', () => {
    const [name, fn] = listeners.find(([n]) => n === BUS_EVENTS.permissionsChanged)!;
    bus.$off(name, fn);
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      store.set(buttonPermissionsAtom, [{ code: 'dict:add' }]);
    } finally {
      console.warn = warn;
      bus.$on(name, fn);
    }
    expect(seen).to.deep.equal([]);
    expect(warnings.map((w) => String(w[0]))).to.deep.equal([]);
  });

  it('uses the documented event names', () => {
    expect(BUS_EVENTS).to.deep.equal({
      tokenRefreshed: 'token-refreshed',
      languageChanged: 'language-changed',
      logout: 'logout',
      permissionsChanged: 'permissions-changed',
    });
  });
});
