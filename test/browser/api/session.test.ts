// Session rules of spec section 4 in the client: 401 body codes, the single refresh with replay
// (the refresh storm), and the ways a session ends.
import { expect } from 'chai';
import { api, unwrap, ApiRequestError } from '../../../src/api/client.ts';
import { TOKEN_PATH, isRefreshing } from '../../../src/api/session-fetch.ts';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import {
  SESSION_ENDED,
  TOKEN_UPDATED,
  authorityAtom,
  clearSession,
  currentUserAtom,
  expireAfterDaysAtom,
  passwordStatusAtom,
  sessionEvents,
} from '../../../src/state/session-state.ts';
import { flushPendingNotices } from '../../../src/api/notify.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { envelope, installFakeFetch, json, pathOf, signIn, type FakeServer } from './fake-server.ts';

const expired = (code: number) => json({ code, success: false, msg: 'token problem' }, 401);

/** A platform whose access tokens are "access-N"; only the newest one is accepted. */
function platform(opts: { refreshAnswer?: () => Response | Promise<Response>; slow?: string[] } = {}) {
  let generation = 1;
  let refreshCalls = 0;
  const handler = async (request: Request): Promise<Response> => {
    if (pathOf(request) === TOKEN_PATH) {
      refreshCalls++;
      const form = new URLSearchParams(await request.text());
      expect(form.get('grant_type')).to.equal('refresh_token');
      expect(form.get('refresh_token')).to.equal(`refresh-${generation}`);
      if (opts.refreshAnswer) return opts.refreshAnswer();
      await new Promise((r) => setTimeout(r, 30)); // a refresh takes a while: others pile up meanwhile
      generation++;
      return envelope({ access_token: `access-${generation}`, refresh_token: `refresh-${generation}` });
    }
    const n = new URL(request.url).searchParams.get('n');
    if (opts.slow?.includes(n ?? '')) await new Promise((r) => setTimeout(r, 80)); // answered after the refresh
    const sent = request.headers.get('Arcana-Auth');
    // Like the reference server: the stale token expired (402) until a refresh rotates it away,
    // after which the platform no longer knows it at all (401/401).
    if (sent !== `bearer access-${generation}`) return expired(generation === 1 ? 402 : 401);
    return envelope({ ok: n });
  };
  return { handler, refreshCalls: () => refreshCalls };
}

describe('session rules of the client', () => {
  let server: FakeServer;
  let ended: string[];
  const onEnded = (e: Event) => ended.push((e as CustomEvent<string>).detail);

  beforeEach(async () => {
    store.set(langAtom, 'en_US');
    await activateLanguage('en_US');
    ended = [];
    sessionEvents.addEventListener(SESSION_ENDED, onEnded);
  });
  afterEach(() => {
    server.restore();
    sessionEvents.removeEventListener(SESSION_ENDED, onEnded);
    clearSession();
  });

  for (const code of [401, 403]) {
    it(`a 401 answer with body code ${code} clears the auth data and announces the expiry`, async () => {
      server = installFakeFetch(() => expired(code));
      signIn();
      store.set(passwordStatusAtom, 1);
      store.set(expireAfterDaysAtom, 3);
      localStorage.setItem('currentLang', JSON.stringify('en_US'));
      const err = await unwrap(api.GET('/system/ldap/status')).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(ApiRequestError);
      expect(store.get(authorityAtom)).to.equal(null);
      expect(store.get(currentUserAtom)).to.equal(null);
      expect(localStorage.getItem('authority')).to.equal(null);
      expect(localStorage.getItem('currentLang')).to.equal('"en_US"');
      expect(Object.keys(localStorage).filter((k) => !['currentLang', 'platformConfig'].includes(k))).to.deep.equal([]);
      expect(ended).to.deep.equal(['expired']);
      // One expiry message, kept for the login page that the reload brings up.
      expect(server.messages).to.deep.equal([]);
      flushPendingNotices();
      expect(server.messages).to.deep.equal([
        { message: 'Sorry, your identity information has expired. Please log in again', intent: 'warning' },
      ]);
    });
  }

  it('refresh storm: 20 requests fail with 402 at once, one refresh, all 20 replayed, no logout', async () => {
    const p = platform();
    server = installFakeFetch(p.handler);
    // The platform accepts only "access-1" at first; the portal holds a stale "access-0".
    signIn('access-0', 'refresh-1');
    const updates: Event[] = [];
    const onUpdate = (e: Event) => updates.push(e);
    sessionEvents.addEventListener(TOKEN_UPDATED, onUpdate);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => unwrap(api.GET('/system/ldap/status', { params: { query: { n: String(i) } } as never }))),
    );
    sessionEvents.removeEventListener(TOKEN_UPDATED, onUpdate);
    expect(p.refreshCalls()).to.equal(1);
    expect(results).to.deep.equal(Array.from({ length: 20 }, (_, i) => ({ ok: String(i) })));
    expect(ended).to.deep.equal([]);
    expect(server.messages).to.deep.equal([]);
    expect(updates).to.have.length(1);
    // New token and refresh token stored, with the same session expiry and the refreshed flag.
    const authority = store.get(authorityAtom)!;
    expect(authority.token).to.equal('access-2');
    expect(authority.refreshToken).to.equal('refresh-2');
    expect(authority.tokenRefreshed).to.equal(true);
    expect(JSON.parse(localStorage.getItem('authority')!).token).to.equal('access-2');
    // 20 first attempts + 1 refresh + 20 replays, each replay with the new token.
    const replays = server.requests.filter((r) => pathOf(r) !== TOKEN_PATH && r.headers.get('Arcana-Auth') === 'bearer access-2');
    expect(replays).to.have.length(20);
    expect(isRefreshing()).to.equal(false);
  });

  it('replays a request whose old token the platform forgot during the refresh (401/401), without a logout', async () => {
    const p = platform({ slow: ['late'] });
    server = installFakeFetch(p.handler);
    signIn('access-0', 'refresh-1');
    const results = await Promise.all(
      ['early', 'late'].map((n) => unwrap(api.GET('/system/ldap/status', { params: { query: { n } } as never }))),
    );
    expect(results).to.deep.equal([{ ok: 'early' }, { ok: 'late' }]);
    expect(p.refreshCalls()).to.equal(1);
    expect(ended).to.deep.equal([]);
    expect(store.get(authorityAtom)?.token).to.equal('access-2');
  });

  it('uses the token another tab already refreshed instead of spending a used refresh token', async () => {
    const p = platform();
    server = installFakeFetch(p.handler);
    const expireTime = Date.now() + 3_600_000;
    signIn('access-0', 'refresh-0', expireTime);
    // Another tab refreshed: the storage holds the new pair, this tab's memory the old one.
    localStorage.setItem('authority', JSON.stringify({ token: 'access-1', refreshToken: 'refresh-1', expireTime }));
    expect(await unwrap(api.GET('/system/ldap/status'))).to.deep.equal({ ok: null });
    expect(p.refreshCalls()).to.equal(0);
    expect(store.get(authorityAtom)!.token).to.equal('access-1');
    expect(ended).to.deep.equal([]);
  });

  it('waits for the pair of the tab that just spent the refresh token (refresh answered 401/402), without a logout', async () => {
    // Chromium hands the Web Lock to this tab before the other tab's localStorage write reaches
    // it: this tab still presents the spent refresh token, and the server answers "re-read".
    const expireTime = Date.now() + 3_600_000;
    let refreshCalls = 0;
    server = installFakeFetch(async (request) => {
      if (pathOf(request) === TOKEN_PATH) {
        refreshCalls++;
        expect(new URLSearchParams(await request.text()).get('refresh_token')).to.equal('refresh-0');
        setTimeout(() => {
          localStorage.setItem('authority', JSON.stringify({ token: 'access-1', refreshToken: 'refresh-1', expireTime }));
          window.dispatchEvent(new StorageEvent('storage', { key: 'authority', storageArea: localStorage }));
        });
        return json({ code: 402, success: false, msg: 'rotated' }, 401);
      }
      return request.headers.get('Arcana-Auth') === 'bearer access-1' ? envelope({ ok: true }) : expired(402);
    });
    signIn('access-0', 'refresh-0', expireTime);
    expect(await unwrap(api.GET('/system/ldap/status'))).to.deep.equal({ ok: true });
    expect(refreshCalls).to.equal(1);
    expect(store.get(authorityAtom)).to.deep.equal({ token: 'access-1', refreshToken: 'refresh-1', expireTime });
    expect(ended).to.deep.equal([]);
  });

  it('follows a refresh of the same session made by another tab (storage event), nothing else', () => {
    server = installFakeFetch(() => envelope(true));
    const expireTime = Date.now() + 60_000;
    signIn('access-0', 'refresh-0', expireTime);
    const storageEvent = () => window.dispatchEvent(new StorageEvent('storage', { key: 'authority', storageArea: localStorage }));
    localStorage.setItem('authority', JSON.stringify({ token: 'other', refreshToken: 'other', expireTime: expireTime + 1 }));
    storageEvent();
    expect(store.get(authorityAtom)!.token).to.equal('access-0'); // another session: not ours
    const next = { token: 'access-9', refreshToken: 'refresh-9', expireTime };
    localStorage.setItem('authority', JSON.stringify(next));
    storageEvent();
    expect(store.get(authorityAtom)).to.deep.equal(next);
  });

  it('keeps the session expiry across a refresh', async () => {
    const p = platform();
    server = installFakeFetch(p.handler);
    const expireTime = Date.now() + 7 * 86_400_000;
    signIn('access-0', 'refresh-1', expireTime);
    await unwrap(api.GET('/system/ldap/status'));
    expect(store.get(authorityAtom)!.expireTime).to.equal(expireTime);
  });

  it('a refresh answered with code 403 ends the session', async () => {
    const p = platform({ refreshAnswer: () => json({ code: 403, success: false, msg: 'refused' }, 401) });
    server = installFakeFetch(p.handler);
    signIn('access-0', 'refresh-1');
    const results = await Promise.allSettled([1, 2, 3].map(() => unwrap(api.GET('/system/ldap/status'))));
    expect(results.every((r) => r.status === 'rejected')).to.equal(true);
    expect(p.refreshCalls()).to.equal(1);
    expect(store.get(authorityAtom)).to.equal(null);
    expect(ended).to.deep.equal(['expired']);
  });

  it("the expiry message is in the user's language", async () => {
    store.set(langAtom, 'zh_CN');
    await activateLanguage('zh_CN');
    server = installFakeFetch(() => expired(401));
    signIn();
    await unwrap(api.GET('/system/ldap/status')).catch(() => undefined);
    flushPendingNotices();
    expect(server.messages.map((m) => m.message)).to.deep.equal(['抱歉，您的身份信息已过期，请重新登录']);
  });

  for (const [label, expireTime] of [
    ['missing', 0],
    ['past', Date.now() - 1000],
  ] as const) {
    it(`an expireTime ${label} ends the session instead of refreshing`, async () => {
      const p = platform();
      server = installFakeFetch(p.handler);
      signIn('access-0', 'refresh-1', expireTime);
      await unwrap(api.GET('/system/ldap/status')).catch(() => undefined);
      expect(p.refreshCalls()).to.equal(0);
      expect(store.get(authorityAtom)).to.equal(null);
      expect(ended).to.deep.equal(['expired']);
    });
  }

  it('the refresh flag is reset when the session ends, so the next session can refresh', async () => {
    const p = platform();
    server = installFakeFetch(p.handler);
    signIn('access-0', 'refresh-1', 0); // ends at once
    await unwrap(api.GET('/system/ldap/status')).catch(() => undefined);
    expect(ended).to.deep.equal(['expired']);
    expect(isRefreshing()).to.equal(false);

    signIn('access-0', 'refresh-1'); // a new login
    expect(await unwrap(api.GET('/system/ldap/status'))).to.deep.equal({ ok: null });
    expect(p.refreshCalls()).to.equal(1);
    expect(store.get(authorityAtom)!.token).to.equal('access-2');
  });

  it('a refresh the network cannot reach keeps the session and fails the call with the network message', async () => {
    const p = platform({
      refreshAnswer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    server = installFakeFetch(p.handler);
    signIn('access-0', 'refresh-1');
    await unwrap(api.GET('/system/ldap/status')).catch(() => undefined);
    expect(store.get(authorityAtom)?.token).to.equal('access-0');
    expect(ended).to.deep.equal([]);
    expect(server.messages.map((m) => m.message)).to.deep.equal(['There is a network error, please try again later.']);
    expect(isRefreshing()).to.equal(false);
  });
});
