// The role's menu tree: ticking a menu grants its buttons too by default; with "The menu only" it
// grants the menu alone, and its buttons are ticked one by one.
import { expect } from 'chai';
import { useState } from 'react';
import { FunctionalTab } from '../../../../src/features/system-manage/roles/functional-tab.tsx';
import type { AuthorityNode } from '../../../../src/features/system-manage/roles/roles-api.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { cleanup, fireEvent, renderPage, screen, waitFor } from '../../../support/render.tsx';

await loadAdminCatalog();

const TREE = [
  {
    key: 'menu:1',
    kind: 'menu',
    id: 1,
    code: 'user',
    name: 'Users',
    children: [
      { key: 'button:2', kind: 'button', id: 2, code: 'user:add', name: 'Add user', children: [] },
      { key: 'button:3', kind: 'button', id: 3, code: 'user:delete', name: 'Delete user', children: [] },
    ],
  },
] as unknown as AuthorityNode[];

let granted: Set<string> = new Set();
function Editor() {
  const [value, setValue] = useState<Set<string>>(new Set());
  granted = value;
  return <FunctionalTab tree={TREE} granted={value} onChange={setValue} readOnly={false} />;
}

/** The check box of the tree item named `name`. */
const box = (name: string) =>
  screen
    .getAllByRole('treeitem')
    .find((item) => item.querySelector('.fui-TreeItemLayout__main')?.textContent?.startsWith(name))!
    .querySelector('input[type="checkbox"]') as HTMLInputElement;

describe('role menu tree: menu only, or the menu and all its buttons', () => {
  before(() => activateLanguage('en_US'));
  afterEach(cleanup);

  it('grants the buttons with the menu by default', async () => {
    renderPage(<Editor />);
    await screen.findByText('Users');
    fireEvent.click(box('Users'));
    await waitFor(() => expect([...granted].sort()).to.deep.equal(['button:2', 'button:3', 'menu:1']));
  });

  it('grants the menu alone with "The menu only", then a button of it', async () => {
    renderPage(<Editor />);
    fireEvent.click(await screen.findByRole('radio', { name: 'The menu only' }));
    fireEvent.click(box('Users'));
    await waitFor(() => expect([...granted]).to.deep.equal(['menu:1']));
    fireEvent.click(box('Add user'));
    await waitFor(() => expect([...granted].sort()).to.deep.equal(['button:2', 'menu:1']));
    await waitFor(() => expect(box('Delete user').checked).to.equal(false));
    expect(box('Add user').checked).to.equal(true);
  });
});
