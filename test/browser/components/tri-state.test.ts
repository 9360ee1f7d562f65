// The authority editor's check boxes: a menu can be granted without its buttons, never a button
// without its menu; a parent shows mixed until everything below it is granted.
import { expect } from 'chai';
import { filterTree, toggleNode, triStates } from '../../../src/components/tree/tri-state.ts';

type N = { id: string; children?: readonly N[] };

const tree: N[] = [
  {
    id: 'app',
    children: [
      { id: 'user', children: [{ id: 'user:add' }, { id: 'user:edit' }] },
      { id: 'role', children: [{ id: 'role:add' }] },
    ],
  },
];

describe('tri-state tree', () => {
  it('checking a node grants it, everything below it and its ancestors', () => {
    const granted = toggleNode(tree, new Set(), 'user');
    expect([...granted].sort()).to.deep.equal(['app', 'user', 'user:add', 'user:edit']);
    const states = triStates(tree, granted);
    expect(states.get('user')).to.equal(true);
    expect(states.get('app')).to.equal('mixed');
    expect(states.get('role')).to.equal(false);
  });

  it('checking a button grants its menu too; unchecking it leaves the menu granted (the list without the button)', () => {
    const withButton = toggleNode(tree, new Set(), 'user:add');
    expect([...withButton].sort()).to.deep.equal(['app', 'user', 'user:add']);
    const listOnly = toggleNode(tree, withButton, 'user:add');
    expect([...listOnly].sort()).to.deep.equal(['app', 'user']);
    expect(triStates(tree, listOnly).get('user')).to.equal('mixed');
  });

  it('unchecking a fully checked node revokes its subtree; a mixed node is completed first', () => {
    const all = toggleNode(tree, new Set(), 'app');
    expect(triStates(tree, all).get('app')).to.equal(true);
    const noUser = toggleNode(tree, all, 'user');
    expect([...noUser].sort()).to.deep.equal(['app', 'role', 'role:add']);
    const mixed = new Set(['app', 'user']);
    expect([...toggleNode(tree, mixed, 'user')].sort()).to.deep.equal(['app', 'user', 'user:add', 'user:edit']);
  });

  it('"menu only": checking a menu grants it and its ancestors, not its buttons; unchecking revokes it with them', () => {
    const menuOnly = toggleNode(tree, new Set(), 'user', { only: true });
    expect([...menuOnly].sort()).to.deep.equal(['app', 'user']);
    expect(triStates(tree, menuOnly).get('user')).to.equal('mixed');
    const withAdd = toggleNode(tree, menuOnly, 'user:add', { only: true });
    expect([...withAdd].sort()).to.deep.equal(['app', 'user', 'user:add']);
    expect([...toggleNode(tree, withAdd, 'user', { only: true })].sort()).to.deep.equal(['app']);
  });

  it('search keeps matches with their subtree and the path to them', () => {
    const shown = filterTree(tree, (n) => n.id === 'role');
    expect(shown).to.deep.equal([{ id: 'app', children: [{ id: 'role', children: [{ id: 'role:add' }] }] }]);
  });
});
