// The open application's menus (menu-state.ts loadAppMenus): cached per application, so opening
// it again asks the server nothing while they are fresh; fetched again after a menu write in
// this tab (its invalidation) and when the permissions fingerprint changes (reloadMenus).
import { expect } from 'chai';
import { queryClient } from '../../../src/api/query-client.ts';
import { store } from '../../../src/state/store.ts';
import { loadAppMenus, loadShellMenus, menusAtom, prefetchAppMenus, reloadMenus, resetMenus } from '../../../src/api/menu-state.ts';
import { buttonPermissionsAtom } from '../../../src/state/session-state.ts';
import type { MenuEntry } from '../../../src/api/menu-model.ts';
import { envelope, installFakeFetch, signIn, type FakeServer } from '../api/fake-server.ts';

/** What the server answers for each application; `version` changes the entries' names. */
let version = 1;
const treeOf = (appCode: string): MenuEntry[] => [
  { id: 1, name: `${appCode} v${version}`, code: `${appCode}-overview`, category: 1, path: 'overview', sort: 1 },
  ...(appCode === 'app-c' ? [{ id: 2, name: 'Export', code: 'app-c:export', category: 2 as const, path: '', sort: 2 }] : []),
];
const appA = { code: 'app-a', baseUrl: 'app-a' };
const appB = { code: 'app-b', baseUrl: 'app-b' };
/** An application with a button of its own. */
const appC = { code: 'app-c', baseUrl: 'app-c' };

describe('application menus', () => {
  let server: FakeServer;
  /** How many times the menus of `appCode` were asked for. */
  const asked = (appCode: string) =>
    server.requests.filter((r) => r.url.includes('/system/menu/app-routes') && new URL(r.url).searchParams.get('appCode') === appCode)
      .length;
  const shown = () => store.get(menusAtom).app?.nav.map((n) => n.name);

  beforeEach(async () => {
    version = 1;
    queryClient.clear();
    resetMenus();
    await loadAppMenus(null);
    server = installFakeFetch((request) => {
      const appCode = new URL(request.url).searchParams.get('appCode');
      return envelope(appCode ? treeOf(appCode) : null);
    });
    signIn();
  });
  afterEach(() => {
    server.restore();
    queryClient.clear();
    resetMenus();
  });

  it('opens an application again with its cached menus, without a request', async () => {
    await loadAppMenus(appA);
    expect(shown()).to.deep.equal(['app-a v1']);
    await loadAppMenus(null);
    expect(store.get(menusAtom).app).to.equal(null);
    await loadAppMenus(appA);
    expect(shown()).to.deep.equal(['app-a v1']);
    expect(asked('app-a')).to.equal(1);
  });

  it('asks again after a menu write in this tab invalidates the menus', async () => {
    await loadAppMenus(appA);
    await loadAppMenus(null);
    version = 2;
    await queryClient.invalidateQueries({ queryKey: ['system', 'menus'] }); // what menus management's writes do
    await loadAppMenus(appA);
    expect(shown()).to.deep.equal(['app-a v2']);
    expect(asked('app-a')).to.equal(2);
  });

  it('when the permissions change, reloads the open application and the next open of another asks again', async () => {
    await loadShellMenus();
    await loadAppMenus(appB);
    await loadAppMenus(null);
    await loadAppMenus(appA);
    version = 2;
    await reloadMenus();
    expect(shown()).to.deep.equal(['app-a v2']);
    expect(asked('app-a')).to.equal(2);
    await loadAppMenus(null);
    await loadAppMenus(appB);
    expect(shown()).to.deep.equal(['app-b v2']);
    expect(asked('app-b')).to.equal(2);
  });

  it('shows menus older than the cache time at once and updates them from the answer behind them', async () => {
    await loadAppMenus(appA);
    await loadAppMenus(null);
    // A minute later: past the query's staleTime.
    queryClient
      .getQueryCache()
      .find({ queryKey: ['system', 'menus', 'app-routes', 'app-a'], exact: true })!
      .setState({ dataUpdatedAt: Date.now() - 60_000 });
    version = 2;
    const opening = loadAppMenus(appA);
    expect(shown(), 'before any answer').to.deep.equal(['app-a v1']);
    await opening;
    expect(shown()).to.deep.equal(['app-a v2']);
    expect(asked('app-a')).to.equal(2);
  });

  it('never shows menus a menu write invalidated while the new ones load', async () => {
    await loadAppMenus(appA);
    await loadAppMenus(null);
    version = 2;
    await queryClient.invalidateQueries({ queryKey: ['system', 'menus'], refetchType: 'none' });
    const opening = loadAppMenus(appA);
    expect(store.get(menusAtom).app, 'before the answer').to.equal(null);
    await opening;
    expect(shown()).to.deep.equal(['app-a v2']);
  });

  it('opens a prefetched application with its menus without a request of its own', async () => {
    await prefetchAppMenus('app-a');
    const opening = loadAppMenus(appA);
    expect(shown(), 'at once').to.deep.equal(['app-a v1']);
    await opening;
    expect(asked('app-a')).to.equal(1);
  });

  it('shows nothing of an application left while its menus were loading', async () => {
    const opening = loadAppMenus(appA);
    await loadAppMenus(null);
    await opening;
    expect(store.get(menusAtom).app).to.equal(null);
  });

  it('tells the permission gates and applications of a change of the button list only', async () => {
    await loadShellMenus();
    const lists: string[][] = [];
    const stop = store.sub(buttonPermissionsAtom, () => lists.push(store.get(buttonPermissionsAtom).map((b) => b.code)));
    try {
      // Opening and leaving an application without buttons of its own changes nothing.
      await loadAppMenus(appA);
      await loadAppMenus(null);
      expect(lists).to.deep.equal([]);
      await loadAppMenus(appC);
      await loadAppMenus(null);
      expect(lists).to.deep.equal([['app-c:export'], []]);
    } finally {
      stop();
    }
  });
});
