// The hierarchy tree (departments, menus): a click or Enter selects, the expand icon and the
// arrow keys open and close, Up/Down move between visible nodes.
import { expect } from 'chai';
import { act, useState } from 'react';
import { sendKeys } from '@web/test-runner-commands';
import { HierarchyTree, type TreeNode } from '../../../src/components/tree/hierarchy-tree.tsx';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { until, type Rendered } from '../login/render.tsx';
import { renderAdmin } from './render-admin.tsx';
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

const node = (id: number) => document.querySelector(`[data-testid="tree-node-${id}"]`) as HTMLElement | null;
const visible = () => [...document.querySelectorAll('[role="treeitem"]')].map((n) => n.getAttribute('data-testid'));

describe('hierarchy tree', () => {
  let view: Rendered | undefined;
  beforeEach(async () => {
    picked = [];
    await activateLanguage('en_US');
  });
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('opens the first level, selects on click without closing, and toggles with the expand icon', async () => {
    view = await renderAdmin(<Departments />);
    expect(visible()).to.deep.equal(['tree-node-1', 'tree-node-2', 'tree-node-3']);
    expect(document.querySelector('[role="tree"]')!.getAttribute('aria-label')).to.equal('Departments');
    await act(async () => ((node(2)!.querySelector('.fui-TreeItemLayout__main') as HTMLElement) ?? node(2)!).click());
    expect(picked).to.deep.equal([2]);
    expect(node(2)!.getAttribute('aria-selected')).to.equal('true');
    expect(visible()).to.not.include('tree-node-4', 'a click selects, it does not open');
    await act(async () => (node(2)!.querySelector('.fui-TreeItemLayout__expandIcon') as HTMLElement).click());
    await until(() => expect(visible()).to.include('tree-node-4'));
    await act(async () => (node(1)!.querySelector('.fui-TreeItemLayout__expandIcon') as HTMLElement).click());
    await until(() => expect(visible()).to.deep.equal(['tree-node-1']));
  });

  it('works from the keyboard', async () => {
    view = await renderAdmin(<Departments />);
    await realKeys(async () => {
      node(1)!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await until(() => expect(document.activeElement).to.equal(node(2)));
      await sendKeys({ press: 'ArrowRight' });
      await until(() => expect(visible()).to.include('tree-node-4'));
      await sendKeys({ press: 'ArrowRight' });
      await until(() => expect(document.activeElement).to.equal(node(4)));
      await sendKeys({ press: 'Enter' });
      await until(() => expect(picked).to.deep.equal([4]));
      expect(node(4)!.getAttribute('aria-selected')).to.equal('true');
      await sendKeys({ press: 'ArrowLeft' });
      await until(() => expect(document.activeElement).to.equal(node(2)));
      await sendKeys({ press: 'ArrowLeft' });
      await until(() => expect(visible()).to.not.include('tree-node-4'));
    });
  });
});
