// The dictionary items page: items shown parents-first and indented under their parent, in the
// user's language; disabling an item asks first and only then calls the server; without the
// dict:status permission the switch cannot be used.
import { expect } from 'chai';
import { act } from 'react';
import DictItemsPage from '../../../../src/features/system-manage/dictionaries/dict-items-page.tsx';
import { inTreeOrder } from '../../../../src/features/system-manage/dictionaries/dict-item-form.ts';
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

const ITEMS = [
  { id: 3, typeId: 5, parentId: 1, key: 'cn', value: 'China', i18nNames: { zh_CN: '中国' }, sort: 0, status: 1 },
  { id: 1, typeId: 5, parentId: null, key: 'asia', value: 'Asia', i18nNames: { zh_CN: '亚洲' }, sort: 0, status: 1 },
  { id: 2, typeId: 5, parentId: null, key: 'eu', value: 'Europe', i18nNames: {}, sort: 1, status: 1 },
];
const TYPE = { id: 5, code: 'regions', name: 'Regions', i18nNames: { zh_CN: '区域' }, status: 1, sort: 0, builtIn: false, itemCount: 3 };
const entry = { code: 'data-dictionary', href: '/system-manage/data-dictionary' } as never;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).to.equal(true);
};
const rowKeys = () => [...document.querySelectorAll('[role="row"]')].slice(1).map((r) => r.querySelector('[role="gridcell"]')?.textContent);

describe('dictionary items page', () => {
  let fake: FakeServer;
  let view: Rendered | undefined;
  afterEach(async () => {
    await view?.unmount();
    fake?.restore();
  });

  it('orders items parents-first with their depth', () => {
    expect(inTreeOrder(ITEMS as never).map((i) => `${i.key}:${i.depth}`)).to.deep.equal(['asia:0', 'cn:1', 'eu:0']);
  });

  it('disables an item only after the confirmation, in Chinese', async () => {
    await activateLanguage('zh_CN');
    store.set(langAtom, 'zh_CN');
    store.set(buttonPermissionsAtom, [{ code: 'dict:status' }, { code: 'dict:add' }]);
    signIn();
    fake = installFakeFetch((req) => {
      const path = pathOf(req);
      if (path.endsWith('/system/dict/list')) return envelope({ records: [TYPE], total: 1, current: 1, size: 100 });
      if (path.endsWith('/system/dict/item/list')) return envelope(ITEMS);
      if (path.endsWith('/system/dict/item/modify/status')) return envelope(true);
      return envelope(null, 404, 'not found');
    });
    view = await renderAdmin(<DictItemsPage title="数据字典" entry={entry} params={{ id: '5' }} />);
    await until(() => rowKeys().length === 3);
    expect(rowKeys()).to.deep.equal(['asia', 'cn', 'eu']);
    await until(() => document.querySelector('h1')?.textContent === '区域的字典项');
    expect(button('添加下级')).to.not.equal(undefined);
    expect(button('编辑'), 'no dict:edit permission').to.equal(undefined);

    const toggle = document.querySelector<HTMLInputElement>('input[role="switch"][aria-label="禁用Europe"]')!;
    await act(async () => {
      toggle.click();
    });
    await until(() => Boolean(document.querySelector('[data-testid="confirm-dialog"]')));
    expect(fake.requests.some((r) => pathOf(r).endsWith('/modify/status'))).to.equal(false);
    await act(async () => {
      button('禁用')!.click();
    });
    await until(() => fake.requests.some((r) => pathOf(r).endsWith('/item/modify/status')));
    const call = fake.requests.find((r) => pathOf(r).endsWith('/item/modify/status'))!;
    expect(new URL(call.url).searchParams.get('status')).to.equal('0');
    expect(new URL(call.url).searchParams.get('id')).to.equal('2');
  });
});
