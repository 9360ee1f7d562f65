// The app bridge (elements/app/arcana-app.ts) against a fake shell: a stand-in for wujie's
// `window.$wujie` (an event bus like wujie's and a props channel that records calls) and a
// stand-in for the portal's API behind window.fetch.
import { expect } from 'chai';
import { connectPortal, type Portal } from '../../elements/app/arcana-app.ts';
import type { BridgeCalls, BridgeContext, BridgeMethod, HostChannel, TokenGrant } from '../../elements/app/app-protocol.ts';

type Handler = (payload: unknown) => void;

const CONTEXT: BridgeContext = {
  app: 'demo',
  user: { id: 7, username: 'sam', realName: 'Sam' },
  lang: 'en_US',
  permissions: ['demo:add'],
  theme: { mode: 'light', brand: '#705ada', tokens: { '--colorBrandBackground': '#705ada' } },
  apiBase: 'https://portal.test',
  basePath: '/passportal/demo',
};

function fakeShell(answers: Partial<{ [M in BridgeMethod]: (arg: BridgeCalls[M][0]) => unknown }> = {}) {
  const handlers = new Map<string, Set<Handler>>();
  const calls: Array<[string, unknown]> = [];
  const disposers = new Set<() => void>();
  const bus = {
    $on: (event: string, fn: Handler) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(fn),
    $off: (event: string, fn: Handler) => void handlers.get(event)?.delete(fn),
    $emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((fn) => fn(payload)),
  };
  const channel: HostChannel = {
    version: 1,
    call: async (method, arg) => {
      calls.push([method, arg]);
      const answer = (answers as Record<string, ((a: unknown) => unknown) | undefined>)[method];
      if (answer) return answer(arg) as never;
      return (method === 'context' ? CONTEXT : method === 'confirm' ? true : null) as never;
    },
    attach(dispose) {
      disposers.add(dispose);
      return () => void disposers.delete(dispose);
    },
  };
  (window as { $wujie?: unknown }).$wujie = { bus, props: { arcana: channel } };
  const count = () => [...handlers.values()].reduce((n, set) => n + set.size, 0);
  return { bus, calls, count, unmount: () => [...disposers].forEach((d) => d()) };
}

const realFetch = window.fetch;
interface Sent {
  url: string;
  auth: string | null;
  lang: string | null;
}
/** window.fetch answering from `reply` and recording what the bridge sent. */
function fakeApi(reply: (sent: Sent, n: number) => Response) {
  const sent: Sent[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const s = { url: request.url, auth: request.headers.get('Arcana-Auth'), lang: request.headers.get('Accept-Language') };
    sent.push(s);
    return reply(s, sent.length);
  };
  return sent;
}
const envelope = (status: number, code: number) => new Response(JSON.stringify({ code, success: status === 200, data: null }), { status });
const grant = (token: string): TokenGrant => ({ token, expiresAt: Date.now() + 5000 });

describe('app bridge (arcana-app.js) inside wujie', () => {
  let portal: Portal | undefined;
  afterEach(() => {
    portal?.dispose();
    portal = undefined;
    window.fetch = realFetch;
    delete (window as { $wujie?: unknown }).$wujie;
  });

  it('connects with the shell context: user, language, permissions, theme', async () => {
    fakeShell();
    portal = await connectPortal();
    expect(portal.inPortal).to.equal(true);
    expect(portal.user).to.deep.equal({ id: 7, username: 'sam', realName: 'Sam' });
    expect(portal.lang).to.equal('en_US');
    expect(portal.can('demo:add')).to.equal(true);
    expect(portal.can('demo:remove')).to.equal(false);
    expect(portal.theme.tokens['--colorBrandBackground']).to.equal('#705ada');
  });

  it('turns the bus events into typed events and keeps its values current; unsubscribing stops them', async () => {
    const shell = fakeShell();
    portal = await connectPortal();
    const seen: unknown[] = [];
    const off = portal.on('lang', (p) => seen.push(p));
    portal.on('permissions', (p) => seen.push(p));
    portal.on('token', (p) => seen.push(p));
    portal.on('logout', (p) => seen.push(p));
    shell.bus.$emit('language-changed', { lang: 'zh_CN' });
    shell.bus.$emit('permissions-changed', { buttonPermissions: [{ code: 'demo:remove' }] });
    shell.bus.$emit('token-refreshed', { token: 'secret', expiresAt: 42 });
    shell.bus.$emit('logout', { reason: 'logout' });
    expect(seen).to.deep.equal([{ lang: 'zh_CN' }, { permissions: ['demo:remove'] }, { expiresAt: 42 }, { reason: 'logout' }]);
    expect(portal.lang).to.equal('zh_CN');
    expect(portal.can('demo:remove')).to.equal(true);
    off();
    shell.bus.$emit('language-changed', { lang: 'en_US' });
    expect(seen).to.have.length(4);
  });

  it('applies a theme or language change that arrives before the context answer, after it', async () => {
    // The shell switches to dark and to Chinese while its context answer is on its way.
    const shell: ReturnType<typeof fakeShell> = fakeShell({
      context: () => {
        shell.bus.$emit('theme-changed', { theme: { ...CONTEXT.theme, mode: 'dark' } });
        shell.bus.$emit('language-changed', { lang: 'zh_CN' });
        return { ...CONTEXT };
      },
    });
    portal = await connectPortal();
    expect(portal.theme.mode).to.equal('dark');
    expect(portal.lang).to.equal('zh_CN');
  });

  it('removes every bus handler when the shell unmounts the application, and rejects later calls', async () => {
    const shell = fakeShell();
    const before = shell.count();
    portal = await connectPortal();
    portal.on('lang', () => undefined);
    expect(shell.count()).to.be.greaterThan(before);
    shell.unmount();
    expect(shell.count()).to.equal(before);
    let error: unknown;
    await portal.getToken().catch((e: unknown) => (error = e));
    expect(String(error)).to.match(/disposed/);
    expect(() => portal!.on('lang', () => undefined)).to.throw(/disposed/);
  });

  it('sends the token to the portal API only, resolving relative paths against the API base', async () => {
    fakeShell({ getToken: () => grant('t1') });
    const sent = fakeApi(() => envelope(200, 200));
    portal = await connectPortal();
    await portal.fetch('/arcana-system/system/user/current/info');
    await portal.fetch('https://elsewhere.test/data');
    expect(sent).to.deep.equal([
      { url: 'https://portal.test/arcana-system/system/user/current/info', auth: 'bearer t1', lang: 'en_US' },
      { url: 'https://elsewhere.test/data', auth: null, lang: null },
    ]);
  });

  it('asks the shell for one refresh on 401/402 and retries once with the new token', async () => {
    const shell = fakeShell({ getToken: () => grant('old'), refresh: () => grant('new') });
    const sent = fakeApi((s) => (s.auth === 'bearer old' ? envelope(401, 402) : envelope(200, 200)));
    portal = await connectPortal();
    const response = await portal.fetch('/arcana-system/x', { method: 'POST', body: '{"a":1}' });
    expect(response.status).to.equal(200);
    expect(sent.map((s) => s.auth)).to.deep.equal(['bearer old', 'bearer new']);
    expect(shell.calls.filter(([m]) => m === 'refresh')).to.deep.equal([['refresh', { failed: 'old' }]]);
  });

  it('resolves with the 401 and raises logout once when the session has ended', async () => {
    fakeShell({ getToken: () => grant('old'), refresh: () => null });
    const sent = fakeApi(() => envelope(401, 401));
    portal = await connectPortal();
    const logouts: unknown[] = [];
    portal.on('logout', (p) => logouts.push(p));
    const response = await portal.fetch('/arcana-system/x');
    expect(response.status).to.equal(401);
    expect(sent).to.have.length(1);
    expect(logouts).to.deep.equal([{ reason: 'expired' }]);
  });

  it('passes navigate, notify, confirm, setDirty to the shell and says ready on the bus', async () => {
    const shell = fakeShell();
    portal = await connectPortal();
    const ready: unknown[] = [];
    shell.bus.$on('app-ready', (p) => ready.push(p));
    await portal.navigate('/passportal/demo/orders', { replace: true });
    await portal.notify({ intent: 'success', title: 'Saved', body: '<b>3</b> orders' });
    expect(await portal.confirm({ title: 'Delete?', body: 'Really', danger: true })).to.equal(true);
    await portal.setDirty(true);
    portal.ready();
    expect(shell.calls.slice(1)).to.deep.equal([
      ['navigate', { path: '/passportal/demo/orders', replace: true }],
      ['notify', { intent: 'success', title: 'Saved', body: '<b>3</b> orders' }],
      ['confirm', { title: 'Delete?', body: 'Really', danger: true }],
      ['setDirty', { dirty: true }],
    ]);
    expect(ready).to.have.length(1);
  });
});

describe('app bridge on its own (standalone)', () => {
  afterEach(() => {
    window.fetch = realFetch;
  });

  it('is not in the portal and uses the token and permissions it was given', async () => {
    const sent = fakeApi(() => envelope(200, 200));
    const portal = await connectPortal({ standalone: { token: 'dev', lang: 'zh_CN', permissions: ['a'], apiBase: 'https://api.test' } });
    expect(portal.inPortal).to.equal(false);
    expect(portal.lang).to.equal('zh_CN');
    expect(portal.can('a')).to.equal(true);
    expect(await portal.getToken()).to.equal('dev');
    await portal.fetch('/arcana-system/y');
    expect(sent).to.deep.equal([{ url: 'https://api.test/arcana-system/y', auth: 'bearer dev', lang: 'zh_CN' }]);
    portal.dispose();
  });
});
