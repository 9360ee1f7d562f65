// What embedded applications receive: props kept current in place, and bus events for token
// refresh (with the access token's expiry), language change, permission change and logout.
import { expect } from 'chai';
import { bus } from 'wujie';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { buttonPermissionsAtom, storeRefreshedTokens, sessionEvents, SESSION_ENDED } from '../../../src/state/session-state.ts';
import { BUS_EVENTS, microProps, wireMicroBus } from '../../../src/features/micro/micro-props.ts';
import { signIn } from '../api/fake-server.ts';
import type { UserApp } from '../../../src/api/app-list.ts';

const app = { code: 'props-demo', name: 'Props demo', baseUrl: 'props-demo', address: '/demo-apps/props-demo/' } as UserApp;

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

  it('hands each application its own props object, with its own bridge channel', () => {
    const other = microProps({ ...app, code: 'elements-demo', baseUrl: 'elements-demo' });
    expect(microProps(app)).to.equal(microProps(app));
    expect(other).to.not.equal(microProps(app));
    expect(other.arcana).to.not.equal(microProps(app).arcana);
    expect(microProps(app).arcana.version).to.equal(1);
  });

  it('hands token, language, user, button permissions and platform config', () => {
    store.set(buttonPermissionsAtom, [{ code: 'user:add' }]);
    const props = microProps(app);
    expect(props).to.include({ token: 'token-a', lang: 'en_US' });
    expect(props.user).to.deep.include({ username: 'admin' });
    expect(props.buttonPermissions).to.deep.equal([{ code: 'user:add' }]);
    expect(props).to.have.property('platformConfig');
  });

  it('emits token-refreshed with the new token and updates the same props object', () => {
    const props = microProps(app);
    const before = Date.now();
    storeRefreshedTokens('token-b', 'refresh-b', 5);
    const [, payload] = seen.find(([name]) => name === BUS_EVENTS.tokenRefreshed) as [string, { token: string; expiresAt: number }];
    expect(payload.token).to.equal('token-b');
    expect(payload.expiresAt).to.be.within(before + 5000, Date.now() + 5000);
    expect(props.token).to.equal('token-b');
  });

  it('emits language-changed', () => {
    const props = microProps(app);
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
      themeChanged: 'theme-changed',
    });
  });
});
