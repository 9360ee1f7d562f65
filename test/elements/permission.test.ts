// <arcana-permission>: the gate of spec section 6 fed by a property, the page-wide registry or
// the wujie props and bus; both modes; accessibility.
import { expect } from 'chai';
import { ArcanaPermission, permissionRegistry, setPermissions, type PermissionChangeDetail } from '../../elements/index.ts';
import { axeViolations, cleanup, fixture } from './helpers.ts';

async function gate(attrs: string, content = '<button>Add</button>'): Promise<{ el: ArcanaPermission; button: HTMLButtonElement }> {
  const container = fixture(`<arcana-permission ${attrs}>${content}</arcana-permission>`);
  const el = container.querySelector('arcana-permission')!;
  await el.updateComplete;
  return { el, button: container.querySelector('button')! };
}

/** What a user sees: the content has a box on the page. */
const shown = (node: Element) => node.getClientRects().length > 0;

async function update(el: ArcanaPermission) {
  await el.updateComplete;
}

/** A stand-in for wujie's `window.$wujie` with an event bus like wujie's. */
function fakeWujie(buttonPermissions: unknown) {
  const handlers = new Map<string, Set<(...a: unknown[]) => void>>();
  const bus = {
    $on(event: string, fn: (...a: unknown[]) => void) {
      (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(fn);
    },
    $off(event: string, fn: (...a: unknown[]) => void) {
      handlers.get(event)?.delete(fn);
    },
    $emit(event: string, ...args: unknown[]) {
      for (const fn of handlers.get(event) ?? []) fn(...args);
    },
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
  };
  (window as { $wujie?: unknown }).$wujie = { props: { token: 't', lang: 'en_US', buttonPermissions }, bus };
  return bus;
}

describe('<arcana-permission>', function () {
  // axe and the print emulation (a round trip to the test runner) are slow on a busy machine.
  this.timeout(30000);
  beforeEach(() => setPermissions(null));
  afterEach(() => {
    cleanup();
    setPermissions(null);
    delete (window as { $wujie?: unknown }).$wujie;
  });

  describe('list from the permissions property', () => {
    it('shows the content only when an entry has exactly the required code', async () => {
      const { el, button } = await gate('code="app:add"');
      expect(shown(button)).to.equal(false);
      el.permissions = [{ code: 'app:add' }, { code: 'app:edit' }];
      await update(el);
      expect(shown(button)).to.equal(true);
      expect(el.granted).to.equal(true);
      el.permissions = [{ code: 'app:addx' }, { code: 'APP:ADD' }, { code: 'app' }];
      await update(el);
      expect(shown(button)).to.equal(false);
    });

    it('reacts to a changed list and a changed code, and reports it with an event', async () => {
      const { el, button } = await gate('code="app:add"');
      const events: PermissionChangeDetail[] = [];
      el.addEventListener('arcana-permission-change', (e) => events.push(e.detail));
      el.permissions = [{ code: 'app:add' }];
      await update(el);
      el.permissions = [];
      await update(el);
      expect(shown(button)).to.equal(false);
      el.permissions = [{ code: 'app:remove' }];
      el.code = 'app:remove';
      await update(el);
      expect(shown(button)).to.equal(true);
      expect(events).to.deep.equal([
        { code: 'app:add', granted: true },
        { code: 'app:add', granted: false },
        { code: 'app:remove', granted: true },
      ]);
    });

    it('takes the list as a JSON attribute too', async () => {
      const { button } = await gate(`code="app:add" permissions='[{"code":"app:add"}]'`);
      expect(shown(button)).to.equal(true);
    });

    it('never grants an empty code', async () => {
      const { el, button } = await gate('code=""');
      el.permissions = [{ code: '' }];
      await update(el);
      expect(shown(button)).to.equal(false);
    });
  });

  describe('list from the page-wide registry', () => {
    it('follows setPermissions and announces the change on the registry', async () => {
      const announced: unknown[] = [];
      const listener = (e: Event) => announced.push((e as CustomEvent).detail);
      permissionRegistry.addEventListener('arcana-permissions-changed', listener);
      const { el, button } = await gate('code="app:add"');
      setPermissions([{ code: 'app:add' }]);
      await update(el);
      expect(shown(button)).to.equal(true);
      setPermissions([{ code: 'app:edit' }]);
      await update(el);
      expect(shown(button)).to.equal(false);
      permissionRegistry.removeEventListener('arcana-permissions-changed', listener);
      expect(announced).to.deep.equal([[{ code: 'app:add' }], [{ code: 'app:edit' }]]);
    });

    it('applies to elements created after the list was set', async () => {
      setPermissions([{ code: 'app:add' }]);
      const { button } = await gate('code="app:add"');
      expect(shown(button)).to.equal(true);
    });

    it("lets an element's own property win over the registry", async () => {
      setPermissions([{ code: 'app:add' }]);
      const { el, button } = await gate('code="app:add"');
      el.permissions = [];
      await update(el);
      expect(shown(button)).to.equal(false);
    });
  });

  describe('list from the wujie shell', () => {
    it('reads props.buttonPermissions and follows the permissions-changed bus event', async () => {
      const bus = fakeWujie([{ code: 'app:add', name: 'Add' }]);
      const { el, button } = await gate('code="app:add"');
      expect(shown(button)).to.equal(true);
      bus.$emit('permissions-changed', [{ code: 'app:edit' }]);
      await update(el);
      expect(shown(button)).to.equal(false);
      // The shell may wrap the list: { buttonPermissions: list }.
      bus.$emit('permissions-changed', { buttonPermissions: [{ code: 'app:edit' }, { code: 'app:add' }] });
      await update(el);
      expect(shown(button)).to.equal(true);
      // A removed element stops listening to the bus.
      el.remove();
      expect(bus.listeners('permissions-changed')).to.equal(0);
    });

    it('prefers the registry over the wujie props', async () => {
      fakeWujie([{ code: 'app:add' }]);
      setPermissions([]);
      const { button } = await gate('code="app:add"');
      expect(shown(button)).to.equal(false);
    });
  });

  describe('modes', () => {
    it('hides by default and with mode="hide"', async () => {
      for (const attrs of ['code="x"', 'code="x" mode="hide"']) {
        const { el, button } = await gate(attrs);
        expect(shown(button), attrs).to.equal(false);
        expect(el.shadowRoot!.querySelector('slot') === null, attrs).to.equal(true);
        cleanup();
      }
    });

    it('in mode="disable" shows denied content but makes it inert and aria-disabled', async () => {
      const { el, button } = await gate('code="app:add" mode="disable"');
      expect(shown(button)).to.equal(true);
      expect(el.hasAttribute('inert')).to.equal(true);
      expect(el.getAttribute('aria-disabled')).to.equal('true');
      button.focus();
      expect(document.activeElement === button).to.equal(false);
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part="content"]')!).opacity).to.equal('0.5');

      el.permissions = [{ code: 'app:add' }];
      await update(el);
      expect(el.hasAttribute('inert')).to.equal(false);
      expect(el.hasAttribute('aria-disabled')).to.equal(false);
      button.focus();
      expect(document.activeElement === button).to.equal(true);
    });
  });

  it('has no accessibility violations in any state', async () => {
    setPermissions([{ code: 'yes' }]);
    const container = fixture(`<main><h1>Apps</h1>
      <arcana-permission code="yes"><button>Add</button></arcana-permission>
      <arcana-permission code="no"><button>Remove</button></arcana-permission>
      <arcana-permission code="no" mode="disable"><button>Edit</button></arcana-permission></main>`);
    for (const el of container.querySelectorAll('arcana-permission')) await el.updateComplete;
    expect(await axeViolations(container)).to.deep.equal([]);
  });
});
