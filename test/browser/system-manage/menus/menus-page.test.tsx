// The menus page on the tree page shape, against the typed fake API: an application's tree loads,
// the application and the selected entry are kept in the URL and the selected one's route and
// component show beside the tree; a code is quiet monospace text beside the name; Add saves
// through the form dialog and shows a duplicate name on its field with the dialog open; Edit (a
// node's own button) saves the change; Delete asks first, naming the entries under it, and only
// then calls the server.
import { expect } from 'chai';
import MenusPage from '../../../../src/features/system-manage/menus/menus-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal, type FakeRoutes } from '../../../support/fake-api.ts';
import type { MenuEntry } from '../../../../src/features/system-manage/menus/menus-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../../support/render.tsx';
import { confirmWith, dialogField, nodeButton, treeItem, typeIn, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const ADD_USER = { id: 3, parentId: 2, name: 'Add user', code: 'user:add', category: 2 as const, type: 'button' as const, path: '' };
const USERS = {
  id: 2,
  parentId: 1,
  name: 'Users',
  code: 'user',
  category: 1 as const,
  path: 'user',
  component: 'users-page',
  children: [ADD_USER],
};
const SYSTEM = { id: 1, parentId: null, name: 'System', code: 'system', category: 1 as const, path: '/system', children: [USERS] };
const HEALTH = { id: 31, parentId: null, name: 'Service health', code: 'service-health', category: 1 as const, path: 'health' };
const entry = { code: 'menu', path: '/system-manage/menu', href: '/system-manage/menu' } as never;
const PATH = '/system-manage/menu';

/** The server's menus, changed by its writes, so the page shows what it reads again. */
function fakeMenus(): FakeRoutes {
  let system: MenuEntry[] = [SYSTEM];
  return {
    'GET /system/app/list/by': () => ({ records: [], total: 0, current: 1, size: 100 }),
    'GET /system/menu/tree': ({ query }) => (query.get('appCode') === '10012' ? [HEALTH] : system),
    'POST /system/menu/submit': ({ body }) => {
      if (body.name === 'Users') return new Refusal(400, 'Duplicate menu name', { field: 'name' });
      const added: MenuEntry = {
        id: 9,
        parentId: null,
        name: body.name,
        code: body.code,
        category: 1,
        path: body.path ?? '',
        children: [],
      };
      system = [...system, added];
      return added;
    },
    'POST /system/menu/update': ({ body }) => {
      const users: MenuEntry = { ...USERS, path: body.path ?? '' };
      system = [{ ...SYSTEM, children: [users] }];
      return users;
    },
    'POST /system/menu/remove': () => {
      system = [];
      return 3;
    },
  };
}

const page = () => <MenusPage title="Menus" entry={entry} params={{}} />;

describe('menus page (tree page)', () => {
  const fake = useAdminPage(['menu:add', 'menu:edit', 'menu:delete'], fakeMenus);

  it('shows the selected entry beside the tree and keeps the application and the selection in the URL', async () => {
    const view = renderPage(page(), `${PATH}?selected=2`);
    const details = await screen.findByRole('region', { name: 'Users' });
    expect(within(details).getByText('users-page')).to.not.equal(null);
    expect(treeItem('Users').getAttribute('aria-selected')).to.equal('true');
    expect(fake().calls('GET /system/menu/tree')[0]!.query.get('appCode')).to.equal('10010');

    fireEvent.change(screen.getByTestId('menu-app'), { target: { value: '10012' } });
    await waitFor(() => expect(view.location.history.at(-1)).to.equal(`${PATH}?app=10012`));
    await waitFor(() => treeItem('Service health'));
    expect(fake().calls('GET /system/menu/tree').at(-1)!.query.get('appCode')).to.equal('10012');
    expect(screen.queryByRole('region', { name: 'Users' })).to.equal(null);
  });

  it('shows each code as quiet monospace text beside the name, not as a badge', async () => {
    renderPage(page(), PATH);
    const users = await waitFor(() => treeItem('Users'));
    const code = within(users).getAllByTestId('menu-code')[0]!;
    expect(code.textContent).to.equal('user');
    expect(code.closest('.fui-Badge')).to.equal(null);
    const style = getComputedStyle(code);
    expect(style.fontFamily).to.match(/consolas|courier|monospace/i);
    expect(style.color).to.not.equal(getComputedStyle(within(users).getAllByText('Users')[0]!).color);
  });

  it('adds a menu, showing a duplicate name on its field with the dialog open', async () => {
    renderPage(page(), PATH);
    await waitFor(() => treeItem('System'));
    fireEvent.click(screen.getByRole('button', { name: 'Add menu' }));
    const dialog = await screen.findByRole('dialog');
    typeIn('Menu name', 'Users');
    typeIn('Code', 'reports');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Duplicate menu name');
    expect(dialogField('Menu name').getAttribute('aria-invalid')).to.equal('true');

    typeIn('Menu name', 'Reports');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await waitFor(() => treeItem('Reports'));
    expect(fake().calls('POST /system/menu/submit').at(-1)!.body).to.include({
      appCode: '10010',
      parentId: null,
      name: 'Reports',
      code: 'reports',
    });
  });

  it('edits an entry from its own button in the tree', async () => {
    renderPage(page(), PATH);
    fireEvent.click(await nodeButton('Users', 'Edit Users'));
    const dialog = await screen.findByRole('dialog');
    expect(dialogField('Menu name').value).to.equal('Users');
    typeIn('Route address', 'people');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    // The save reloads the tree: its nodes are back once the new list is drawn.
    fireEvent.click(await waitFor(() => treeItem('Users')));
    await waitFor(() => within(screen.getByRole('region', { name: 'Users' })).getByText('people'));
    expect(fake().calls('POST /system/menu/update')[0]!.body).to.include({ id: 2, parentId: 1, name: 'Users', path: 'people' });
  });

  it('deletes an entry only after a confirmation that names the entries under it', async () => {
    renderPage(page(), `${PATH}?selected=1`);
    const details = await screen.findByRole('region', { name: 'System' });
    fireEvent.click(within(details).getByRole('button', { name: 'Delete' }));
    await screen.findByText('These entries under it are deleted too: Users, Add user.');
    expect(fake().calls('POST /system/menu/remove')).to.have.length(0);
    await confirmWith('Delete');
    await waitFor(() =>
      expect(
        fake()
          .calls('POST /system/menu/remove')
          .map((c) => c.query.get('id')),
      ).to.deep.equal(['1']),
    );
  });
});
