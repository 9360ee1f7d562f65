// The command palette against the typed fake API: Ctrl+K opens it from the shell's launcher;
// typing filters the user's pages and applications by their name in either language; the arrow
// keys move the active option and Enter opens it; users, roles and departments are searched only
// when the user holds their admin page; the last choices come first, per user.
import { expect } from 'chai';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { currentUserAtom } from '../../../src/state/session-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { EMPTY_MENUS, menusAtom } from '../../../src/api/menu-state.ts';
import type { NavEntry } from '../../../src/api/menu-model.ts';
import { PaletteLauncher } from '../../../src/features/command-palette/palette-launcher.tsx';
import { signIn } from '../api/fake-server.ts';
import { installFakeApi, type FakeApi } from '../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../support/render.tsx';

const nav = (code: string, en: string, zh: string, extra: Partial<NavEntry> = {}): NavEntry => ({
  code,
  name: en,
  i18nNames: { en_US: en, zh_CN: zh },
  path: `/system-manage/${code}`,
  href: `/system-manage/${code}`,
  query: {},
  external: false,
  newWindow: false,
  hidden: false,
  collapsed: false,
  children: [],
  ...extra,
});
const USERS = nav('user', 'User management', '用户管理');
const ROLES = nav('role', 'Role management', '角色管理');
const ORG = nav('organization', 'Organisation', '组织机构');
const AUDIT = nav('audit-log', 'Audit log', '审计日志');
const HIDDEN = nav('secret', 'Secret settings', '隐藏设置', { hidden: true });

const APP = {
  id: 7,
  appId: 'a7',
  code: 'crm',
  name: 'CRM',
  i18nNames: { en_US: 'Customer desk', zh_CN: '客户中心' },
  state: 1,
  groupId: null,
  address: '/crm/',
  baseUrl: 'crm',
};
const ANN = { id: 12, username: 'ann', realName: 'Ann Lee' };

function fakePlatform(): FakeApi {
  return installFakeApi({
    'GET /system/app/list': () => [APP] as never,
    'GET /system/user/page': ({ query }) =>
      ({
        records: query.get('keyword') && 'ann lee'.includes(query.get('keyword')!.toLowerCase()) ? [ANN] : [],
        total: 1,
        current: 1,
        size: 5,
      }) as never,
    'GET /system/role/list': () => ({ records: [{ id: 3, name: 'Auditor', code: 'auditor' }], total: 1, current: 1, size: 5 }) as never,
    'GET /system/options/departments': () => [{ id: 4, name: 'Annex office', parentId: null }] as never,
  });
}

const openPalette = async () => {
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  return screen.findByRole('combobox', { name: 'Go to' });
};
const typeIn = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const options = () => screen.queryAllByRole('option').map((o) => o.firstChild!.textContent);
const groupNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('group')
    .map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent);

describe('command palette', () => {
  let fake: FakeApi;
  beforeEach(async () => {
    localStorage.clear();
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    signIn();
    store.set(menusAtom, { ...EMPTY_MENUS, status: 'ready', system: [USERS, ROLES, ORG, AUDIT, HIDDEN] });
    fake = fakePlatform();
  });
  afterEach(() => {
    expect(fake.unknown).to.deep.equal([]);
    fake.restore();
    store.set(menusAtom, EMPTY_MENUS);
  });

  it('opens with Ctrl+K, filters pages and applications by either language, and opens the chosen one with the keyboard', async () => {
    const view = renderPage(<PaletteLauncher />, '/home');
    const box = await openPalette();
    await screen.findByRole('option', { name: /Customer desk/ });
    expect(options()).to.include.members(['User management', 'Audit log', 'Customer desk']);
    expect(options(), 'a hidden menu is not offered').not.to.include('Secret settings');

    typeIn(box, '审计'); // the Chinese name, in the English interface
    await waitFor(() => expect(options()).to.deep.equal(['Audit log']));
    typeIn(box, '客户');
    await waitFor(() => expect(options()).to.deep.equal(['Customer desk']));
    expect(groupNames()).to.deep.equal(['Applications']);

    typeIn(box, 'management');
    await waitFor(() => expect(options()).to.deep.equal(['User management', 'Role management']));
    expect(box.getAttribute('aria-activedescendant')).to.equal(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(box.getAttribute('aria-activedescendant')).to.equal(second.id);
    expect(second.getAttribute('aria-selected')).to.equal('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' }); // wraps to the first
    fireEvent.keyDown(box, { key: 'ArrowUp' }); // and back to the last
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/role'));
    await waitFor(() => expect(screen.queryByRole('combobox')).to.equal(null));
  });

  it('closes with Escape and reopens from the header button', async () => {
    renderPage(<PaletteLauncher />, '/home');
    await openPalette();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).to.equal(null));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to…' }));
    await screen.findByRole('combobox', { name: 'Go to' });
  });

  it('searches users, roles and departments with the keyword and opens the admin page filtered', async () => {
    const view = renderPage(<PaletteLauncher />, '/home');
    const box = await openPalette();
    typeIn(box, 'Ann');
    await screen.findByRole('option', { name: /Ann Lee/ });
    await screen.findByRole('option', { name: /Annex office/ });
    expect(fake.calls('GET /system/user/page').at(-1)!.query.get('keyword')).to.equal('Ann');
    expect(Number(fake.calls('GET /system/user/page').at(-1)!.query.get('size'))).to.be.at.most(5);
    expect(groupNames()).to.include.members(['Users', 'Departments']);
    fireEvent.click(screen.getByRole('option', { name: /Ann Lee/ }));
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/user?keyword=ann'));

    await openPalette();
    typeIn(screen.getByRole('combobox'), 'Annex');
    fireEvent.click(await screen.findByRole('option', { name: /Annex office/ }));
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/organization?selected=4'));
  });

  it('searches only the kinds whose admin page the user holds', async () => {
    store.set(menusAtom, { ...EMPTY_MENUS, status: 'ready', system: [USERS, AUDIT] });
    renderPage(<PaletteLauncher />, '/home');
    const box = await openPalette();
    typeIn(box, 'Ann');
    // The users search answered: the debounced searches have been sent.
    await screen.findByRole('option', { name: /Ann Lee/ });
    expect(groupNames()).to.deep.equal(['Users']);
    expect(fake.calls('GET /system/role/list')).to.deep.equal([]);
    expect(fake.calls('GET /system/options/departments')).to.deep.equal([]);
    typeIn(box, 'management');
    await waitFor(() => expect(options()).to.deep.equal(['User management']));
  });

  it('lists the last choices first, for the user who made them', async () => {
    const view = renderPage(<PaletteLauncher />, '/home');
    let box = await openPalette();
    typeIn(box, 'audit');
    await waitFor(() => expect(options()).to.deep.equal(['Audit log']));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/audit-log'));
    await waitFor(() => expect(screen.queryByRole('combobox')).to.equal(null));

    box = await openPalette();
    await screen.findByRole('option', { name: /Customer desk/ });
    expect(groupNames()[0]).to.equal('Recent');
    expect(options()[0]).to.equal('Audit log');
    expect(
      options().filter((o) => o === 'Audit log'),
      'once, under Recent',
    ).to.have.length(1);
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).to.equal(null));
    view.unmount();

    store.set(currentUserAtom, { id: 2, username: 'bob' });
    renderPage(<PaletteLauncher />, '/home');
    await openPalette();
    await screen.findByRole('option', { name: /Customer desk/ });
    expect(groupNames()).not.to.include('Recent');
  });

  it('speaks Chinese in the Chinese interface', async () => {
    await activateLanguage('zh_CN');
    store.set(langAtom, 'zh_CN');
    renderPage(<PaletteLauncher />, '/home');
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    const box = await screen.findByRole('combobox', { name: '前往' });
    typeIn(box, 'audit'); // the English name, in the Chinese interface
    await waitFor(() => expect(options()).to.deep.equal(['审计日志']));
    expect(groupNames()).to.deep.equal(['页面']);
  });
});
