// Menus of category 1 become navigation entries; category 2 become button permissions.
import { expect } from 'chai';
import {
  buildNav,
  collectButtons,
  findLicenseEntry,
  findOwnerTrail,
  findTrail,
  isEntryDisabled,
  visibleNav,
  type MenuEntry,
} from '../../../src/api/menu-model.ts';
import { localName } from '../../../src/lib/local-name.ts';

const tree: MenuEntry[] = [
  {
    id: 1,
    name: 'Users',
    code: 'user',
    category: 1,
    path: 'user',
    source: 'person',
    sort: 2,
    i18nNames: { en_US: 'Users', zh_CN: '用户管理' },
    children: [{ id: 11, name: 'Add user', code: 'user:add', category: 2, path: '' }],
  },
  { id: 2, name: 'Licence', code: 'license', category: 1, path: 'license', sort: 1 },
  { id: 3, name: 'Secret', code: 'secret', category: 1, path: 'secret', hidden: true, sort: 3 },
  { id: 4, name: 'Docs', code: 'docs', category: 1, path: 'https://docs.test', isOpen: true, sort: 4 },
  {
    id: 5,
    name: 'Roles',
    code: 'role',
    category: 1,
    path: 'role',
    sort: 5,
    children: [
      { id: 51, name: 'Authority', code: 'role-auth', category: 1, path: 'role/:id/authority' },
      { id: 52, name: 'Delete role', code: 'role:delete', category: 2, path: '' },
    ],
  },
];

describe('menu model', () => {
  it('keeps category 1 entries in sort order with resolved paths', () => {
    const nav = buildNav(tree, '/system-manage');
    expect(nav.map((n) => n.code)).to.deep.equal(['license', 'user', 'secret', 'docs', 'role']);
    expect(nav[1]!.href).to.equal('/system-manage/user');
    expect(nav[1]!.children).to.deep.equal([]);
    expect(nav[3]).to.include({ external: true, newWindow: true, href: 'https://docs.test' });
  });

  it('collects category 2 entries as button permissions', () => {
    expect(collectButtons(tree).map((b) => b.code)).to.deep.equal(['user:add', 'role:delete']);
  });

  it('leaves hidden entries out of the sidebar but keeps them routable', () => {
    const nav = buildNav(tree, '/system-manage');
    expect(visibleNav(nav).map((n) => n.code)).to.not.include('secret');
    expect(findTrail(nav, '/system-manage/secret').map((n) => n.code)).to.deep.equal(['secret']);
  });

  it('finds the breadcrumb trail, with :name parameters', () => {
    const nav = buildNav(tree, '/system-manage');
    expect(findTrail(nav, '/system-manage/role/r-1/authority').map((n) => n.code)).to.deep.equal(['role', 'role-auth']);
    expect(findTrail(nav, '/system-manage/nothing')).to.deep.equal([]);
  });

  it('gives a sub-page the trail of the entry it belongs to', () => {
    const nav = buildNav(tree, '/system-manage');
    expect(findOwnerTrail(nav, '/system-manage/user/5/authority').map((n) => n.code)).to.deep.equal(['user']);
    expect(findOwnerTrail(nav, '/system-manage/user/').map((n) => n.code)).to.deep.equal(['user']);
    expect(findOwnerTrail(nav, '/system-manage/role/r-1/authority').map((n) => n.code)).to.deep.equal(['role', 'role-auth']);
    expect(findOwnerTrail(nav, '/system-manage/role/edit/3').map((n) => n.code)).to.deep.equal(['role']);
    expect(findOwnerTrail(nav, '/system-manage/users')).to.deep.equal([], 'a longer name is not a sub-page');
  });

  it('uses i18nNames for the language, falling back to the name', () => {
    const nav = buildNav(tree, '/system-manage');
    expect(localName(nav[1]!, 'zh_CN')).to.equal('用户管理');
    expect(localName(nav[0]!, 'zh_CN')).to.equal('Licence');
  });

  it('disables every system-manage entry but the licence one when the licence is expired or not activated', () => {
    const nav = buildNav(tree, '/system-manage');
    const user = nav[1]!;
    const license = findLicenseEntry(nav)!;
    for (const status of [2, 3]) {
      expect(isEntryDisabled(user, 'system', status)).to.equal(true);
      expect(isEntryDisabled(license, 'system', status)).to.equal(false);
    }
    for (const status of [0, 1, null]) expect(isEntryDisabled(user, 'system', status)).to.equal(false);
    expect(isEntryDisabled(user, 'monitor', 2)).to.equal(false);
  });
});
