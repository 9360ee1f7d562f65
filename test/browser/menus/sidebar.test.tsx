// The sidebar: expansion mode, hidden entries, i18nNames, new-window entries, collapsed rail and
// the licence gate on system-manage entries.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { licenseStatusAtom } from '../../../src/state/platform-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { Sidebar, sidebarCollapsedAtom } from '../../../src/app/layout/sidebar.tsx';
import { buildNav, type MenuEntry } from '../../../src/api/menu-model.ts';
import { menusAtom } from '../../../src/api/menu-state.ts';
import { envelope, installFakeFetch, signIn, type FakeServer } from '../api/fake-server.ts';
import { act, renderPage, waitFor, type RenderedPage } from '../../support/render.tsx';

const SYSTEM: MenuEntry[] = [
  { id: 5, name: 'Departments', code: 'organization', category: 1, path: 'organization', source: 'organization' },
  { id: 1, name: 'Users', code: 'user', category: 1, path: 'user', source: 'person', i18nNames: { en_US: 'Users', zh_CN: '用户管理' } },
  {
    id: 2,
    name: 'Licence',
    code: 'license',
    category: 1,
    path: 'license',
    source: 'certificate',
    i18nNames: { en_US: 'Licence', zh_CN: '许可管理' },
  },
  { id: 3, name: 'Secret', code: 'secret', category: 1, path: 'secret', hidden: true },
  { id: 4, name: 'Docs', code: 'docs', category: 1, path: 'https://docs.example.com/', isOpen: true },
];
const MONITOR: MenuEntry[] = [
  { id: 10, name: 'Service health', code: 'service-health', category: 1, path: 'service-health', views: '/v/health' },
];

function setMenus(appMode?: 'single' | 'multiple') {
  store.set(menusAtom, {
    status: 'ready',
    system: buildNav(SYSTEM, '/system-manage'),
    monitor: buildNav(MONITOR, '/monitor'),
    app: appMode
      ? {
          code: 'crm',
          nav: buildNav([{ id: 20, name: 'Orders', code: 'orders', category: 1, path: 'orders' }], 'crm'),
          expandMode: appMode,
        }
      : null,
  });
}

const current = (code: string) => document.querySelector(`[data-testid="nav-${code}"]`)?.getAttribute('aria-current');

const isOpen = (area: string) => document.querySelector(`[data-testid="nav-section-${area}"]`)?.getAttribute('aria-expanded') === 'true';

describe('sidebar', () => {
  let server: FakeServer;
  let view: RenderedPage | undefined;
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    store.set(sidebarCollapsedAtom, false);
    store.set(licenseStatusAtom, { status: 0 });
    server = installFakeFetch(() => envelope([]));
    signIn();
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    server.restore();
  });

  it('shows menu entries with their localised names and leaves hidden ones out', async () => {
    setMenus();
    store.set(langAtom, 'zh_CN');
    await activateLanguage('zh_CN');
    view = renderPage(<Sidebar />, '/system-manage/user');
    await waitFor(() => expect(document.querySelector('[data-testid="nav-user"]')?.textContent).to.contain('用户管理'));
    expect(document.querySelector('[data-testid="nav-secret"]')).to.equal(null);
    expect(document.querySelector('[data-testid="nav-license"]')?.textContent).to.contain('许可管理');
  });

  it('keeps one category open in single mode', async () => {
    setMenus();
    view = renderPage(<Sidebar />, '/system-manage/user');
    await waitFor(() => expect(isOpen('system')).to.equal(true));
    await act(async () => (document.querySelector('[data-testid="nav-section-monitor"]') as HTMLElement).click());
    await waitFor(() => expect(isOpen('monitor')).to.equal(true));
    expect(isOpen('system')).to.equal(false);
  });

  it("keeps several open in an application's multiple mode", async () => {
    setMenus('multiple');
    view = renderPage(<Sidebar />, '/passportal/crm/orders');
    await waitFor(() => expect(isOpen('app')).to.equal(true));
    expect(
      document.querySelector('nav')?.getAttribute('data-expand-mode') ??
        document.querySelector('[data-expand-mode]')?.getAttribute('data-expand-mode'),
    ).to.equal('multiple');
    await act(async () => (document.querySelector('[data-testid="nav-section-monitor"]') as HTMLElement).click());
    await waitFor(() => expect(isOpen('monitor')).to.equal(true));
    expect(isOpen('app')).to.equal(true);
  });

  it('opens new-window entries in a new tab and routes the others', async () => {
    setMenus();
    const opened: unknown[][] = [];
    const realOpen = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      view = renderPage(<Sidebar />, '/system-manage/user');
      await waitFor(() => expect(document.querySelector('[data-testid="nav-docs"]')).to.not.equal(null));
      await act(async () => (document.querySelector('[data-testid="nav-docs"]') as HTMLElement).click());
      expect(opened[0]?.[0]).to.equal('https://docs.example.com/');
      expect(opened[0]?.[1]).to.equal('_blank');
      await act(async () => (document.querySelector('[data-testid="nav-license"]') as HTMLElement).click());
      expect(view.location.history.at(-1)).to.equal('/system-manage/license');
    } finally {
      window.open = realOpen;
    }
  });

  it('collapses to an icon rail and expands again', async () => {
    setMenus();
    view = renderPage(<Sidebar />, '/system-manage/user');
    await waitFor(() => expect(document.querySelector('[data-testid="nav-user"]')).to.not.equal(null));
    await act(async () => (document.querySelector('button[aria-label="Collapse menu"]') as HTMLElement).click());
    await waitFor(() => expect(document.querySelector('[data-testid="nav-user"]')).to.equal(null));
    expect(document.querySelector('button[aria-label="Expand menu"]')).to.not.equal(null);
    expect(document.querySelector('button[aria-label="System management"]')).to.not.equal(null);
    await act(async () => (document.querySelector('button[aria-label="Expand menu"]') as HTMLElement).click());
    await waitFor(() => expect(document.querySelector('[data-testid="nav-user"]')).to.not.equal(null));
  });

  // The menus arrive after the sidebar first renders (a reload of the page): the entry of the page
  // is marked all the same, and it follows the location from then on, sub-pages included.
  it("marks the current page's entry, when the menus come after the first render too", async () => {
    store.set(menusAtom, { status: 'loading', system: [], monitor: [], app: null });
    view = renderPage(<Sidebar />, '/system-manage/organization');
    await act(async () => setMenus());
    await waitFor(() => expect(current('organization')).to.equal('page'));
    expect(current('user')).to.equal('false');
    await act(async () => view!.location.navigate('/system-manage/user/5/authority'));
    await waitFor(() => expect(current('user')).to.equal('page'));
    expect(current('organization')).to.equal('false');
    await act(async () => view!.location.navigate('/monitor/service-health'));
    await waitFor(() => expect(current('service-health')).to.equal('page'));
    await act(async () => view!.location.navigate('/system-manage/no-such-page'));
    await waitFor(() => expect(document.querySelectorAll('[aria-current="page"]').length).to.equal(0));
  });

  it('disables every system-manage entry but the licence one when the licence expired', async () => {
    setMenus();
    store.set(licenseStatusAtom, { status: 2 });
    view = renderPage(<Sidebar />, '/system-manage/license');
    await waitFor(() => expect(document.querySelector('[data-testid="nav-user"]')?.getAttribute('aria-disabled')).to.equal('true'));
    expect(document.querySelector('[data-testid="nav-license"]')?.getAttribute('aria-disabled')).to.equal(null);
    await act(async () => (document.querySelector('[data-testid="nav-user"]') as HTMLElement).click());
    expect(view.location.history.at(-1)).to.equal('/system-manage/license');
  });

  it('moves between its items with the arrow keys, wrapping around', async () => {
    setMenus();
    view = renderPage(<Sidebar />, '/system-manage/user');
    await waitFor(() => expect(document.querySelector('[data-testid="nav-user"]')).to.not.equal(null));
    const home = [...document.querySelectorAll<HTMLElement>('a,button')].find((el) => el.textContent === 'Home')!;
    home.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-testid')).to.equal('nav-section-system');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-testid')).to.equal('nav-section-personal');
  });
});
