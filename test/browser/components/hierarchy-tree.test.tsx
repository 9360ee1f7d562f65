// The hierarchy tree (departments, menus): a click or Enter selects, the expand icon and the
// arrow keys open and close, Up/Down move between visible nodes.
import { expect } from 'chai';
import { useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { HierarchyTree, type TreeNode } from '../../../src/components/tree/hierarchy-tree.tsx';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { fireEvent, renderPage, screen, waitFor } from '../../support/render.tsx';
import { realKeys } from '../../support/real-keys.ts';

const NODES: TreeNode[] = [
  {
    id: 1,
    label: 'Head office',
    children: [
      { id: 2, label: 'Engineering', children: [{ id: 4, label: 'Platform team' }] },
      { id: 3, label: 'Finance' },
    ],
  },
];

let picked: (string | number)[] = [];

function Departments() {
  const [selected, setSelected] = useState<string | number | null>(null);
  return (
    <HierarchyTree
      label="Departments"
      nodes={NODES}
      selectedId={selected}
      onSelect={(id) => {
        picked.push(id);
        setSelected(id);
      }}
    />
  );
}

const node = (id: number) => screen.queryByTestId(`tree-node-${id}`);
const visible = () => screen.queryAllByRole('treeitem').map((n) => n.getAttribute('data-testid'));

describe('hierarchy tree', () => {
  beforeEach(async () => {
    picked = [];
    await activateLanguage('en_US');
  });

  it('opens the first level, selects on click without closing, and toggles with the expand icon', async () => {
    renderPage(<Departments />);
    expect(visible()).to.deep.equal(['tree-node-1', 'tree-node-2', 'tree-node-3']);
    expect(screen.getByRole('tree').getAttribute('aria-label')).to.equal('Departments');
    fireEvent.click(node(2)!.querySelector('.fui-TreeItemLayout__main') ?? node(2)!);
    expect(picked).to.deep.equal([2]);
    expect(node(2)!.getAttribute('aria-selected')).to.equal('true');
    expect(visible()).to.not.include('tree-node-4', 'a click selects, it does not open');
    fireEvent.click(node(2)!.querySelector('.fui-TreeItemLayout__expandIcon')!);
    await waitFor(() => expect(visible()).to.include('tree-node-4'));
    fireEvent.click(node(1)!.querySelector('.fui-TreeItemLayout__expandIcon')!);
    await waitFor(() => expect(visible()).to.deep.equal(['tree-node-1']));
  });

  it('works from the keyboard', async () => {
    renderPage(<Departments />);
    await realKeys(async () => {
      node(1)!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => expect(document.activeElement).to.equal(node(2)));
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => expect(visible()).to.include('tree-node-4'));
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => expect(document.activeElement).to.equal(node(4)));
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(picked).to.deep.equal([4]));
      expect(node(4)!.getAttribute('aria-selected')).to.equal('true');
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => expect(document.activeElement).to.equal(node(2)));
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => expect(visible()).to.not.include('tree-node-4'));
    });
  });
});
