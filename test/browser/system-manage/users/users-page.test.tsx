// The users page on the page kit, against the typed fake API: the list reads its page, status and
// department from the URL and keeps a new choice there; each row's actions are icon buttons named
// for what they do, disabled with the server's reason on an account the caller may not change and
// on a directory account's password, and so are the bulk actions over a selection holding such
// an account; the Permissions link is built from the entry's path; Delete
// and Reset ask first, and a reset shows the generated password once; Add user and Edit open one
// form dialog, which keeps a refused username on its field with the dialog open.
import { expect } from 'chai';
import UsersPage from '../../../../src/features/system-manage/users/users-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal, type FakeRoutes } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, settled, waitFor, within } from '../../../support/render.tsx';
import { confirmWith, dialogField, rowOf, typeIn, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const base = {
  phone: '',
  email: '',
  status: 1,
  passwordNeverExpires: false,
  passwordStatus: 1,
  source: 'local' as const,
  locked: false,
  builtIn: false,
  createdAt: '2026-01-01T00:00:00Z',
  roles: [],
  inheritedRoles: [],
};
const ALICE = { ...base, id: 5, username: 'alice', realName: 'Alice', deptId: 2, deptName: 'North' };
const ADMIN = {
  ...base,
  id: 1,
  username: 'admin',
  realName: 'Admin',
  deptId: 2,
  deptName: 'North',
  builtIn: true,
  changeRefusal: 'Only an administrator may change an administrator',
};
const LDAP = { ...base, id: 6, username: 'dana', realName: 'Dana', deptId: 2, deptName: 'North', source: 'ldap' as const, locked: true };
const NORTH = { id: 2, name: 'North', type: 'dept' as never, sort: 0, parentId: null, roleIds: [], userCount: 3 };
const entry = { code: 'user', path: '/system-manage/user', href: '/system-manage/user?x=1' } as never;
const PERMISSIONS = ['user:add', 'user:edit', 'user:delete', 'user:status', 'user:authority', 'user:reset-password', 'user:unlock'];

function fakeUsers(): FakeRoutes {
  return {
    'GET /system/user/page': ({ query }) => ({ records: [ALICE, ADMIN, LDAP], total: 63, current: Number(query.get('current')), size: 20 }),
    'GET /system/options/departments': () => [NORTH],
    'POST /system/user/remove': () => true,
    'POST /system/user/reset-password': () => ({ generatedPassword: 'Fresh-pass42' }),
    'POST /system/user/unlock': () => true,
    'GET /system/options/roles': () => [],
    'POST /system/user/add': ({ body }) =>
      body.username === 'alice'
        ? new Refusal(400, 'The username "alice" is already taken', { field: 'username' })
        : { user: { ...ALICE, id: 7, username: body.username, realName: body.realName }, generatedPassword: 'Start-pass42' },
    'POST /system/user/update': ({ body }) => ({ ...ALICE, realName: body.realName }),
  };
}

const page = () => <UsersPage title="Users" entry={entry} params={{}} />;

describe('users page (page kit)', () => {
  const fake = useAdminPage(PERMISSIONS, fakeUsers);

  it('lists the page and status named in the URL and keeps a department there', async () => {
    const view = renderPage(page(), '/system-manage/user?page=2&status=0');
    await screen.findByText('alice');
    const first = fake().calls('GET /system/user/page')[0]!.query;
    expect([first.get('current'), first.get('status')]).to.deep.equal(['2', '0']);
    fireEvent.click(await screen.findByRole('treeitem', { name: /North/ }));
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/user?status=0&deptId=2'));
    await waitFor(() => expect(fake().calls('GET /system/user/page').at(-1)?.query.get('deptId')).to.equal('2'));
    await settled(view.client);
  });

  it('disables what the caller may not do, with the reason, and links Permissions from the entry path', async () => {
    const view = renderPage(page(), '/system-manage/user');
    const admin = await waitFor(() => rowOf('admin'));
    const adminEdit = within(admin).getByRole('button', { name: 'Edit admin' });
    expect(adminEdit.getAttribute('aria-disabled')).to.equal('true');
    expect(adminEdit.getAttribute('title')).to.equal(ADMIN.changeRefusal);
    expect(within(admin).queryByRole('button', { name: 'Delete' })).to.equal(null);
    const reset = within(rowOf('dana')).getByRole('button', { name: 'Reset password' });
    expect(reset.getAttribute('title')).to.match(/managed by the directory/);
    expect(within(rowOf('alice')).queryByRole('button', { name: 'Unlock' })).to.equal(null);
    expect(within(rowOf('dana')).getByRole('button', { name: 'Unlock' }).getAttribute('aria-disabled')).to.equal(null);

    fireEvent.click(within(rowOf('alice')).getByRole('button', { name: 'Permissions' }));
    await waitFor(() => expect(view.location.history.at(-1)).to.equal('/system-manage/user/5/authority'));
  });

  it('disables the bulk actions, with the reason, while the selection holds an account the caller may not change', async () => {
    renderPage(page());
    fireEvent.click(within(await waitFor(() => rowOf('alice'))).getByRole('checkbox', { name: 'Select row' }));
    const bar = () => screen.getByRole('button', { name: 'Disable' });
    await waitFor(() => expect(bar().getAttribute('aria-disabled')).to.equal(null));
    fireEvent.click(within(rowOf('admin')).getByRole('checkbox', { name: 'Select row' }));
    await waitFor(() => expect(bar().getAttribute('aria-disabled')).to.equal('true'));
    expect(bar().getAttribute('title')).to.equal(ADMIN.changeRefusal);
    fireEvent.click(bar());
    expect(screen.queryByRole('alertdialog')).to.equal(null);
    expect(screen.queryByText(/Disable 2 users/)).to.equal(null);
  });

  it('deletes only after the confirmation', async () => {
    const view = renderPage(page());
    fireEvent.click(within(await waitFor(() => rowOf('alice'))).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete the user alice?');
    expect(fake().calls('POST /system/user/remove')).to.have.length(0);
    await confirmWith('Delete');
    await waitFor(() => expect(fake().calls('POST /system/user/remove')).to.have.length(1));
    expect(fake().calls('POST /system/user/remove')[0]!.body).to.deep.equal({ ids: [5] });
    await settled(view.client);
  });

  it('resets a password after the confirmation and shows the new one once', async () => {
    renderPage(page());
    fireEvent.click(within(await waitFor(() => rowOf('alice'))).getByRole('button', { name: 'Reset password' }));
    await confirmWith('Reset');
    await waitFor(() => expect(screen.getByDisplayValue('Fresh-pass42')).to.not.equal(null));
    expect(fake().calls('POST /system/user/reset-password')[0]!.body).to.deep.equal({ id: 5 });
  });

  it('adds a user, showing a taken username on its field with the dialog open, then shows the new password once', async () => {
    renderPage(page());
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    await screen.findByRole('dialog');
    typeIn('Username', 'alice');
    typeIn('Real name', 'Alice Two');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialogField('Username').getAttribute('aria-invalid')).to.equal('true'));
    expect(within(screen.getByRole('dialog')).getByText('The username "alice" is already taken')).to.not.equal(null);

    typeIn('Username', 'bob');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByDisplayValue('Start-pass42')).to.not.equal(null));
    expect(
      fake()
        .calls('POST /system/user/add')
        .map((c) => c.body.username),
    ).to.deep.equal(['alice', 'bob']);
    expect(fake().calls('POST /system/user/add')[1]!.body).to.include({ realName: 'Alice Two' });
  });

  it('edits a user through the same dialog, its username fixed', async () => {
    renderPage(page());
    fireEvent.click(within(await waitFor(() => rowOf('alice'))).getByRole('button', { name: 'Edit alice' }));
    await waitFor(() => expect(dialogField('Real name').value).to.equal('Alice'));
    expect(dialogField('Username').disabled).to.equal(true);
    typeIn('Real name', 'Alice Liddell');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/user/update')).to.have.length(1));
    expect(fake().calls('POST /system/user/update')[0]!.body).to.include({ id: 5, realName: 'Alice Liddell' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });
});
