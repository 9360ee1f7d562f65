// The organisation page on the tree page shape, against the typed fake API: the department named
// by `?selected` is selected with the way to it open and its facts beside the tree; a search
// keeps its keyword in the URL and leaves the matches with what is above them; Add top-level
// saves through the form dialog and shows a refused name on its field with the dialog open; Edit
// (a node's own button) saves the change; Move offers no parent inside the department and shows
// a refused parent on its field with the dialog open; Delete asks first and only then calls the server;
// a delegate's department outside their scope offers its actions disabled with the reason.
import { expect } from 'chai';
import OrganizationPage from '../../../../src/features/system-manage/organization/organization-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal, type FakeRoutes } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../../support/render.tsx';
import { confirmWith, dialogField, nodeButton, treeItem, typeIn, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const dept = (id: number, name: string, type: string, parentId: number | null, more: object = {}) => ({
  id,
  name,
  type,
  parentId,
  sort: 0,
  roleIds: [] as number[],
  userCount: 1,
  ...more,
});
const COMPANY = dept(1, 'Arcana', 'company', null);
const SALES = dept(2, 'Sales', 'department', 1, { roleIds: [5], userCount: 4 });
const EAST = dept(3, 'East', 'group', 2);
const NORTH = dept(5, 'North', 'department', 1);
const LAB = dept(4, 'Lab', 'department', 1, { scopeRefusal: 'The department Lab is outside your data scope' });
const TYPES = ['company', 'department', 'group'].map((key) => ({
  key,
  value: key,
  label: key[0]!.toUpperCase() + key.slice(1),
  children: [],
}));
const entry = { code: 'organization', path: '/system-manage/organization', href: '/system-manage/organization' } as never;
const PATH = '/system-manage/organization';

/** The server's departments, changed by its writes, so the page shows what it reads again. */
function fakeDepartments(start = [COMPANY, SALES, EAST, NORTH]): FakeRoutes {
  let tree: Array<ReturnType<typeof dept>> = [...start];
  return {
    'GET /system/options/departments': () => tree,
    'GET /system/options/roles': () => [{ id: 5, name: 'Viewer', code: 'viewer', status: 1, grantable: true }],
    'GET /system/dict/items': () => TYPES,
    'POST /system/dept/add': ({ body }) => {
      if (body.name === 'Sales') return new Refusal(400, 'name: is already used', { field: 'name', reason: 'is already used' });
      const added = dept(9, body.name, body.type, body.parentId ?? null);
      tree = [...tree, added];
      return added;
    },
    'POST /system/dept/update': ({ body }) => {
      tree = tree.map((d) => (d.id === body.id ? { ...d, ...body } : d));
      return tree.find((d) => d.id === body.id)!;
    },
    'POST /system/dept/move': ({ body }) => {
      if (body.parentId === 5)
        return new Refusal(400, 'parentId: North takes no sub-departments', {
          field: 'parentId',
          reason: 'North takes no sub-departments',
        });
      tree = tree.map((d) => (d.id === body.id ? { ...d, parentId: body.parentId ?? null } : d));
      return tree.find((d) => d.id === body.id)!;
    },
    'POST /system/dept/remove': ({ body }) => {
      tree = tree.filter((d) => d.id !== body.id);
      return true;
    },
  };
}

const page = () => <OrganizationPage title="Organisation" entry={entry} params={{}} />;

describe('organisation page (tree page)', () => {
  const fake = useAdminPage(['dept:add', 'dept:edit', 'dept:move', 'dept:delete'], fakeDepartments);

  it('selects the department of ?selected with the way to it open, shows its facts, and keeps a search in the URL', async () => {
    const view = renderPage(page(), `${PATH}?selected=3`);
    const east = await waitFor(() => treeItem('East'));
    expect(east.getAttribute('aria-selected')).to.equal('true');
    const detail = screen.getByRole('region', { name: 'East' });
    expect(within(detail).getByText('Group')).to.not.equal(null);

    fireEvent.click(treeItem('Sales'));
    await waitFor(() => expect(view.location.history.at(-1)).to.equal(`${PATH}?selected=2`));
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('Viewer')).to.not.equal(null);
    expect(within(sales).getByText('4')).to.not.equal(null);

    expect(screen.getAllByRole('treeitem')).to.have.length(4);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search departments' }), { target: { value: 'eas' } });
    await waitFor(() => expect(view.location.history.at(-1)).to.equal(`${PATH}?selected=2&keyword=eas`));
    await waitFor(() =>
      expect(screen.getAllByRole('treeitem').map((i) => i.getAttribute('data-testid'))).to.deep.equal([
        'tree-node-1',
        'tree-node-2',
        'tree-node-3',
      ]),
    );
  });

  it('adds a top-level department, showing a refused name on its field with the dialog open', async () => {
    renderPage(page(), PATH);
    await waitFor(() => treeItem('Sales'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add top-level department' }));
    const dialog = await screen.findByRole('dialog');
    typeIn('Name', 'Sales');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('name: is already used');
    expect(dialogField('Name').getAttribute('aria-invalid')).to.equal('true');

    typeIn('Name', 'Support');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(
      fake()
        .calls('POST /system/dept/add')
        .map((c) => c.body),
    ).to.deep.equal([
      { name: 'Sales', type: 'company', sort: 0, roleIds: [], parentId: null },
      { name: 'Support', type: 'company', sort: 0, roleIds: [], parentId: null },
    ]);
  });

  it('edits a department from its own button in the tree', async () => {
    renderPage(page(), PATH);
    fireEvent.click(await nodeButton('Sales', 'Edit Sales'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit department')).to.not.equal(null);
    await waitFor(() => expect(dialogField('Name').value).to.equal('Sales'));
    typeIn('Name', 'Sales and marketing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await waitFor(() => treeItem('Sales and marketing'));
    expect(fake().calls('POST /system/dept/update')[0]!.body).to.deep.equal({
      id: 2,
      name: 'Sales and marketing',
      type: 'department',
      sort: 0,
      roleIds: [5],
    });
  });

  it('moves a department under another parent, showing a refused parent on its field with the dialog open', async () => {
    renderPage(page(), PATH);
    fireEvent.click(await nodeButton('Sales', 'Move Sales'));
    const dialog = await screen.findByRole('dialog');
    const parent = within(dialog).getByRole('combobox');
    // The department itself and those below it are not offered.
    fireEvent.click(parent);
    const offered = (await within(dialog).findAllByRole('option')).map((o) => o.textContent);
    expect(offered.filter((o) => o?.includes('Sales'))).to.deep.equal([]);
    fireEvent.click(within(dialog).getByRole('option', { name: 'Arcana / North' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await within(dialog).findByText('parentId: North takes no sub-departments');
    await waitFor(() => expect(within(dialog).getByRole('combobox').getAttribute('aria-invalid')).to.equal('true'));

    fireEvent.click(within(dialog).getByRole('combobox'));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Top level' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(
      fake()
        .calls('POST /system/dept/move')
        .map((c) => c.body),
    ).to.deep.equal([
      { id: 2, parentId: 5 },
      { id: 2, parentId: null },
    ]);
  });

  it("deletes a department only after the confirmation, from the selected one's panel", async () => {
    renderPage(page(), `${PATH}?selected=3`);
    const detail = await screen.findByRole('region', { name: 'East' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete the department East?');
    expect(fake().calls('POST /system/dept/remove')).to.have.length(0);
    await confirmWith('Delete');
    await waitFor(() =>
      expect(
        fake()
          .calls('POST /system/dept/remove')
          .map((c) => c.body),
      ).to.deep.equal([{ id: 3 }]),
    );
    await waitFor(() => expect(screen.queryByTestId('tree-node-3')).to.equal(null));
  });
});

describe('organisation page for a delegate (tree page)', () => {
  useAdminPage(['dept:add', 'dept:edit'], () => fakeDepartments([COMPANY, SALES, LAB]));

  it('offers adding at the top and the actions on a department outside the data scope disabled, with the reason', async () => {
    renderPage(page(), PATH);
    const top = screen.getByRole('button', { name: 'Add top-level department' });
    await waitFor(() => expect(top.getAttribute('aria-disabled')).to.equal('true'));
    expect(top.getAttribute('title')).to.match(/data scope does not reach the top level/);
    const edit = await nodeButton('Lab', 'Edit Lab');
    expect(edit.getAttribute('aria-disabled')).to.equal('true');
    expect(edit.getAttribute('title')).to.equal('The department Lab is outside your data scope');
    fireEvent.click(edit);
    expect(screen.queryByRole('dialog')).to.equal(null);
  });
});
