// The roles list and a role's bindings on the page kit, against the typed fake API: the list
// reads its page from the URL; its row links are built from the entry's path; Add and Edit save
// through the form dialog, and a taken code shows on the code field with the dialog open; Delete
// asks first. The bindings page keeps the users' page and search in the URL under `bindings.`
// (it was component state with a literal size of 20) and unbinds after a confirmation. Without
// role:add there is no Add; the authority editor does not save a data rule without data items.
import { expect } from 'chai';
import RolesPage from '../../../../src/features/system-manage/roles/roles-page.tsx';
import RoleAuthorityPage from '../../../../src/features/system-manage/roles/role-authority-page.tsx';
import RoleBindingsPage from '../../../../src/features/system-manage/roles/role-bindings-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { Refusal, type FakeRoutes } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../../support/render.tsx';
import { confirmWith, dialogField, rowOf, typeIn, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const ROLE = {
  id: 7,
  name: 'Auditors',
  i18nNames: { zh_CN: '审计员', en_US: 'Auditors' },
  code: 'auditors',
  description: '',
  sort: 0,
  status: 1,
  userCount: 3,
  deptCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
};
const CAROL = { id: 11, username: 'carol', realName: 'Carol', deptName: 'North' };
const entry = { code: 'role', path: '/system-manage/role', href: '/system-manage/role?x=1' } as never;

function fakeRoles(): FakeRoutes {
  return {
    'GET /system/role/list': ({ query }) => ({ records: [ROLE], total: 45, current: Number(query.get('current')), size: 20 }),
    'GET /system/role/usage': () => ({ users: 3, departments: 1 }),
    'POST /system/role/remove': () => ({ users: 3, departments: 1 }),
    'POST /system/role/add': ({ body }) =>
      body.code === 'auditors' ? new Refusal(400, 'A role with the code "auditors" already exists') : { ...ROLE, ...body, id: 8 },
    'POST /system/role/update': ({ body }) => ({ ...ROLE, ...body }),
    'GET /system/role/detail': () => ROLE,
    'GET /system/role/users': ({ query }) => ({ records: [CAROL], total: 41, current: Number(query.get('current')), size: 20 }),
    'GET /system/role/departments': () => [{ id: 2, name: 'North', userCount: 4 }],
    'GET /system/role/authority/options': () => ({ functional: [], dataGroups: [], departments: [], apis: [] }),
    'POST /system/role/users/bind': () => true,
  };
}

describe('roles pages (page kit)', () => {
  const fake = useAdminPage(['role:add', 'role:edit', 'role:delete', 'role:status', 'role:bind'], fakeRoles);

  it('lists the page named in the URL and links a role to its bindings from the entry path', async () => {
    const view = renderPage(<RolesPage title="Roles" entry={entry} params={{}} />, '/system-manage/role?page=2');
    fireEvent.click(within(await waitFor(() => rowOf('Auditors'))).getByRole('button', { name: 'Users and departments' }));
    expect(fake().calls('GET /system/role/list')[0]!.query.get('current')).to.equal('2');
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/role/7/bindings'));
  });

  it('names a role in the interface language (its i18n name, as seeded roles carry)', async () => {
    await activateLanguage('zh_CN');
    store.set(langAtom, 'zh_CN');
    const view = renderPage(<RolesPage title="Roles" entry={entry} params={{}} />);
    await screen.findByText('审计员');
    expect(screen.queryByText('Auditors')).to.equal(null);
    view.unmount();
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
  });

  it('adds a role, showing a taken code on its field with the dialog open, and edits one', async () => {
    renderPage(<RolesPage title="Roles" entry={entry} params={{}} />);
    await screen.findByText('Auditors');
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog');
    typeIn('Role name', 'Reviewers');
    typeIn('Role code', 'auditors');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('A role with the code "auditors" already exists');
    expect(dialogField('Role code').getAttribute('aria-invalid')).to.equal('true');
    typeIn('Role code', 'reviewers');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(fake().calls('POST /system/role/add').at(-1)?.body).to.include({ name: 'Reviewers', code: 'reviewers' });

    // The page is inert until the closed dialog's modal layer is gone: wait for Edit to be reachable.
    fireEvent.click(await waitFor(() => within(rowOf('Auditors')).getByRole('button', { name: 'Edit' })));
    await screen.findByRole('dialog');
    typeIn('Description', 'Read the audit log');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/role/update')).to.have.length(1));
    expect(fake().calls('POST /system/role/update')[0]!.body).to.include({ id: 7, description: 'Read the audit log' });
  });

  it('deletes after a confirmation naming who loses the role', async () => {
    renderPage(<RolesPage title="Roles" entry={entry} params={{}} />);
    fireEvent.click(within(await waitFor(() => rowOf('Auditors'))).getByRole('button', { name: 'Delete' }));
    await screen.findByText(/3 users and 1 departments lose this role/);
    expect(fake().calls('POST /system/role/remove')).to.have.length(0);
    await confirmWith('Delete');
    await waitFor(() => expect(fake().calls('POST /system/role/remove')[0]?.body).to.deep.equal({ id: 7 }));
  });

  it('bindings: the users page and search live in the URL; Unbind asks first', async () => {
    const view = renderPage(
      <RoleBindingsPage title="Roles" entry={entry} params={{ id: '7' }} />,
      '/system-manage/role/7/bindings?bindings.page=3',
    );
    await screen.findByText('carol');
    const first = fake().calls('GET /system/role/users')[0]!.query;
    expect([first.get('roleId'), first.get('current'), first.get('size')]).to.deep.equal(['7', '3', '20']);
    const search = screen.getAllByRole('searchbox')[0]!;
    fireEvent.change(search, { target: { value: 'car' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/role/7/bindings?bindings.keyword=car'));
    await waitFor(() => expect(fake().calls('GET /system/role/users').at(-1)?.query.get('keyword')).to.equal('car'));

    fireEvent.click(within(rowOf('carol')).getByRole('button', { name: 'Unbind' }));
    await confirmWith('Unbind');
    await waitFor(() =>
      expect(fake().calls('POST /system/role/users/bind')[0]?.body).to.deep.equal({ roleId: 7, userIds: [11], bound: false }),
    );
  });
});

describe('roles pages without the add button, and the authority editor', () => {
  const OPTIONS = {
    functional: [{ key: 'system:10010', kind: 'app' as const, id: 0, code: '10010', name: 'System management', children: [] }],
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
  const fake = useAdminPage(['role:delete', 'role:authority'], () => ({
    ...fakeRoles(),
    'GET /system/role/authority/options': () => OPTIONS,
    'GET /system/role/authority': () => ({
      menuIds: [],
      appIds: [],
      apis: [],
      dataScopes: [{ dataGroup: 'user', visitType: 3, deptIds: [], dataItems: [] }],
    }),
    'POST /system/role/authority/submit': () => true,
    'GET /system/dict/items': () => [], // the data-scope names
  }));

  it('offers no Add and no Edit without their buttons', async () => {
    renderPage(<RolesPage title="Roles" entry={entry} params={{}} />);
    const row = await waitFor(() => rowOf('Auditors'));
    expect(within(row).getByRole('button', { name: 'Delete' })).to.not.equal(null);
    expect(within(row).queryByRole('button', { name: 'Edit' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Add role' })).to.equal(null);
  });

  it('a data-scope rule without data items is not saved and says why', async () => {
    renderPage(<RoleAuthorityPage title="Roles" entry={entry} params={{ id: '7' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save permissions' }));
    await screen.findAllByText('The data item cannot be empty');
    expect(fake().calls('POST /system/role/authority/submit')).to.have.length(0);
  });
});
