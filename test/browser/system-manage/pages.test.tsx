// The system-manage page registry: a menu code opens its lazily loaded page, a sub-route by
// prefix opens the page's sub-page with its parameters, a code without a page says it has
// none, and a path no menu entry covers goes to /no-auth. Menus come from shared state, with no
// sidebar mounted.
import { expect } from 'chai';
import type { ComponentType } from 'react';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { licenseStatusAtom } from '../../../src/state/platform-state.ts';
import { buildNav, type MenuEntry } from '../../../src/api/menu-model.ts';
import { menusAtom } from '../../../src/api/menu-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { loadAdminCatalog } from '../../../src/lib/catalogs.ts';
import { matchSubRoute, resolveSystemPage } from '../../../src/features/system-manage/page-resolution.ts';
import type { PageDefinition, SystemPageProps } from '../../../src/features/system-manage/page-types.ts';
import { SYSTEM_PAGES } from '../../../src/features/system-manage/pages.ts';
import { SystemManagePage } from '../../../src/features/system-manage/system-manage-page.tsx';
import { envelope, installFakeFetch, signIn, type FakeServer } from '../api/fake-server.ts';
import { renderPage, screen, waitFor, type RenderedPage } from '../../support/render.tsx';

// The system-manage pages' catalog, as the route loads it (src/app/routes.tsx).
await loadAdminCatalog();

// Reports: an entry an administrator added, with no page in this portal ("an entry without a page" below).
const MENUS: MenuEntry[] = [
  {
    id: 5,
    name: 'Reports',
    code: 'reports',
    category: 1,
    path: 'reports',
    i18nNames: { en_US: 'Reports', zh_CN: '报表' },
  },
  { id: 1, name: 'Users', code: 'user', category: 1, path: 'user', i18nNames: { en_US: 'Users', zh_CN: '用户管理' } },
  { id: 2, name: 'Licence', code: 'license', category: 1, path: 'license' },
  {
    id: 3,
    name: 'Organisation',
    code: 'organization',
    category: 1,
    path: 'organization',
    children: [{ id: 4, name: 'Posts', code: 'post', category: 1, path: 'organization/post' }],
  },
];
const nav = buildNav(MENUS, '/system-manage');

const page = (): PageDefinition['page'] => async () => ({ default: (() => null) as ComponentType<SystemPageProps> });
const userPage = page();
const authorityPage = page();
const postPage = page();
const PAGES: Record<string, PageDefinition> = {
  user: { page: userPage, sub: { ':id/authority': authorityPage } },
  post: { page: postPage },
};

describe('system-manage page resolution', () => {
  it('finds the page of the menu entry at the location', () => {
    const hit = resolveSystemPage(nav, '/system-manage/user', PAGES)!;
    expect(hit.entry.code).to.equal('user');
    expect(hit.loader).to.equal(userPage);
    expect(hit.subRoute).to.equal(null);
    expect(resolveSystemPage(nav, '/system-manage/user/', PAGES)!.loader).to.equal(userPage);
    expect(resolveSystemPage(nav, '/system-manage/organization/post', PAGES)!.loader).to.equal(postPage);
  });

  it('sends a sub-route to the sub-page of the entry whose path it starts with, with its parameters', () => {
    const hit = resolveSystemPage(nav, '/system-manage/user/5/authority', PAGES)!;
    expect(hit.entry.code).to.equal('user');
    expect(hit.loader).to.equal(authorityPage);
    expect(hit.params).to.deep.equal({ id: '5' });
    expect(hit.subRoute).to.equal(':id/authority');
  });

  it('has no page for an unknown sub-route or a path no entry covers', () => {
    expect(resolveSystemPage(nav, '/system-manage/user/5/roles', PAGES)).to.equal(null);
    expect(resolveSystemPage(nav, '/system-manage/user/5', PAGES)).to.equal(null);
    expect(resolveSystemPage(nav, '/system-manage/secret', PAGES)).to.equal(null);
  });

  it('names an entry without a page as such', () => {
    const hit = resolveSystemPage(nav, '/system-manage/organization', PAGES)!;
    expect(hit.entry.code).to.equal('organization');
    expect(hit.loader).to.equal(null);
  });

  it('matches sub-route patterns segment by segment', () => {
    expect(matchSubRoute(':id/authority', '42/authority')).to.deep.equal({ id: '42' });
    expect(matchSubRoute(':id/authority', '42/authority/x')).to.equal(null);
    expect(matchSubRoute('import', 'import')).to.deep.equal({});
    expect(matchSubRoute(':name', 'a%20b')).to.deep.equal({ name: 'a b' });
  });

  it('registers the licence page', () => {
    expect(Object.keys(SYSTEM_PAGES)).to.include('license');
  });
});

describe('system-manage page', () => {
  let server: FakeServer;
  let view: RenderedPage | undefined;
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    store.set(licenseStatusAtom, { status: 0 });
    store.set(menusAtom, { status: 'ready', system: nav, monitor: [], app: null });
    server = installFakeFetch(() => envelope({ license: { type: 'Recurring', licenseId: 'LIC-42', status: 0, apps: [] } }));
    signIn();
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    server.restore();
  });

  it('opens the licence page from the registry, with no sidebar mounted', async () => {
    view = renderPage(<SystemManagePage />, '/system-manage/license');
    await screen.findByText(/LIC-42/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Licence');
    expect(screen.queryByRole('navigation')).to.equal(null);
  });

  it("says an entry without a page has none, in the entry's language", async () => {
    store.set(langAtom, 'zh_CN');
    await activateLanguage('zh_CN');
    view = renderPage(<SystemManagePage />, '/system-manage/reports');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('报表'));
    expect(document.querySelector('section p')?.textContent).to.equal('此版本的门户没有该菜单项的页面。');
  });

  it('sends a path no entry covers to /no-auth and the area root to the first entry', async () => {
    view = renderPage(<SystemManagePage />, '/system-manage/user/5/nothing');
    await waitFor(() => expect(view!.location.history.at(-1)).to.equal('/no-auth'));
    view.unmount();
    view = renderPage(<SystemManagePage />, '/system-manage');
    await waitFor(() => expect(view!.location.history.at(-1)).to.equal('/system-manage/reports'));
  });
});
