// The roles list and the authority editor against a fake API: delete names how many users and
// departments lose the role and calls the server only after the confirmation; without role:add
// there is no Add button; a data-scope rule without data items is not saved and says why.
import { expect } from 'chai';
import { act } from 'react';
import RolesPage from '../../../../src/features/system-manage/roles/roles-page.tsx';
import RoleAuthorityPage from '../../../../src/features/system-manage/roles/role-authority-page.tsx';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { buttonPermissionsAtom } from '../../../../src/state/session-state.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { envelope, installFakeFetch, pathOf, signIn, type FakeServer } from '../../api/fake-server.ts';
import { renderAdmin, button } from '../../components/render-admin.tsx';
import type { Rendered } from '../../login/render.tsx';

// The system-manage pages' catalog, as the route loads it (src/app/routes.tsx).
await loadAdminCatalog();

const ROLE = {
  id: 7,
  name: 'Auditors',
  code: 'auditors',
  description: '',
  sort: 0,
  status: 1,
  userCount: 3,
  deptCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
};
const entry = { code: 'role', path: '/system-manage/role', href: '/system-manage/role' } as never;
const OPTIONS = {
  functional: [{ key: 'system:10010', kind: 'app', id: 0, code: '10010', name: 'System management', children: [] }],
  dataGroups: [
    {
      code: 'user',
      i18nNames: { en_US: 'Users', zh_CN: '用户管理' },
      items: [{ code: 'username', i18nNames: { en_US: 'Username', zh_CN: '用户名' } }],
    },
  ],
  departments: [],
  apis: [],
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).to.equal(true);
};

describe('roles pages', () => {
  let fake: FakeServer;
  let view: Rendered | undefined;
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    signIn();
  });
  afterEach(async () => {
    await view?.unmount();
    fake?.restore();
  });

  it('delete says how many users and departments lose the role, then deletes; no Add without role:add', async () => {
    store.set(buttonPermissionsAtom, [{ code: 'role:delete' }]);
    fake = installFakeFetch((req) => {
      const path = pathOf(req);
      if (path.endsWith('/system/role/list')) return envelope({ records: [ROLE], total: 1, current: 1, size: 20 });
      if (path.endsWith('/system/role/usage')) return envelope({ users: 3, departments: 1 });
      if (path.endsWith('/system/role/remove')) return envelope({ users: 3, departments: 1 });
      return envelope(null, 404, 'not found');
    });
    view = await renderAdmin(<RolesPage title="Roles" entry={entry} params={{}} />);
    await until(() => Boolean(button('Delete')));
    expect(button('Add role')).to.equal(undefined);
    await act(async () => {
      button('Delete')!.click();
    });
    await until(() => Boolean(document.querySelector('[data-testid="confirm-dialog"]')));
    expect(document.querySelector('[data-testid="confirm-dialog"]')!.textContent).to.contain(
      '3 users and 1 departments lose this role and its permissions',
    );
    expect(fake.requests.some((r) => pathOf(r).endsWith('/system/role/remove'))).to.equal(false);
    const confirmButton = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="confirm-dialog"] button')].find(
      (b) => b.textContent === 'Delete',
    )!;
    await act(async () => {
      confirmButton.click();
    });
    await until(() => fake.requests.some((r) => pathOf(r).endsWith('/system/role/remove')));
  });

  it('a data-scope rule without data items is not saved and shows the spec message', async () => {
    store.set(buttonPermissionsAtom, [{ code: 'role:authority' }]);
    fake = installFakeFetch((req) => {
      const path = pathOf(req);
      if (path.endsWith('/system/role/detail')) return envelope(ROLE);
      if (path.endsWith('/system/role/authority/options')) return envelope(OPTIONS);
      if (path.endsWith('/system/role/authority')) {
        return envelope({
          menuIds: [],
          appIds: [],
          apis: [],
          dataScopes: [{ dataGroup: 'user', visitType: 3, deptIds: [], dataItems: [] }],
        });
      }
      return envelope(true);
    });
    view = await renderAdmin(<RoleAuthorityPage title="Roles" entry={entry} params={{ id: '7' }} />);
    await until(() => Boolean(button('Save permissions')));
    await act(async () => {
      button('Save permissions')!.click();
    });
    await until(() => (document.body.textContent ?? '').includes('The data item cannot be empty'));
    expect(fake.requests.some((r) => pathOf(r).endsWith('/authority/submit'))).to.equal(false);
  });
});
