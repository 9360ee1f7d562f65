// The dictionary items page: items shown parents-first and indented under their parent, in the
// user's language; disabling an item asks first and only then calls the server; without the
// dict:edit permission there is no Edit. On the typed fake API and test/support, so no act warning.
import { expect } from 'chai';
import DictItemsPage from '../../../../src/features/system-manage/dictionaries/dict-items-page.tsx';
import { inTreeOrder } from '../../../../src/features/system-manage/dictionaries/dict-item-form.ts';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { buttonPermissionsAtom } from '../../../../src/state/session-state.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { signIn } from '../../api/fake-server.ts';
import { installFakeApi, type FakeApi } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor } from '../../../support/render.tsx';
import { confirmWith } from '../../../support/admin-page.ts';

// The system-manage pages' catalog, as the route loads it (src/app/routes.tsx).
await loadAdminCatalog();

const ITEMS = [
  { id: 3, typeId: 5, parentId: 1, key: 'cn', value: 'China', i18nNames: { zh_CN: '中国' }, sort: 0, status: 1 as const },
  { id: 1, typeId: 5, parentId: null, key: 'asia', value: 'Asia', i18nNames: { zh_CN: '亚洲' }, sort: 0, status: 1 as const },
  { id: 2, typeId: 5, parentId: null, key: 'eu', value: 'Europe', i18nNames: {}, sort: 1, status: 1 as const },
];
const TYPE = {
  id: 5,
  code: 'regions',
  name: 'Regions',
  i18nNames: { zh_CN: '区域' },
  status: 1 as const,
  sort: 0,
  builtIn: false,
  itemCount: 3,
};
const entry = { code: 'data-dictionary', href: '/system-manage/data-dictionary' } as never;

const rowKeys = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('[role="gridcell"]')?.textContent);

describe('dictionary items page', () => {
  let fake: FakeApi | undefined;
  afterEach(() => {
    expect(fake?.unknown ?? []).to.deep.equal([]);
    fake?.restore();
    fake = undefined;
  });

  it('orders items parents-first with their depth', () => {
    expect(inTreeOrder(ITEMS as never).map((i) => `${i.key}:${i.depth}`)).to.deep.equal(['asia:0', 'cn:1', 'eu:0']);
  });

  it('disables an item only after the confirmation, in Chinese', async () => {
    await activateLanguage('zh_CN');
    store.set(langAtom, 'zh_CN');
    store.set(buttonPermissionsAtom, [{ code: 'dict:status' }, { code: 'dict:add' }]);
    signIn();
    let items = ITEMS.map((i) => ({ ...i, status: i.status as 0 | 1 }));
    fake = installFakeApi({
      'GET /system/dict/detail': () => TYPE,
      'GET /system/dict/item/list': () => items,
      'POST /system/dict/item/modify/status': ({ query }) => {
        items = items.map((i) => (i.id === Number(query.get('id')) ? { ...i, status: Number(query.get('status')) as 0 | 1 } : i));
        return true;
      },
    });
    renderPage(<DictItemsPage title="数据字典" entry={entry} params={{ id: '5' }} />, '/system-manage/data-dictionary/5/items');
    await waitFor(() => expect(rowKeys()).to.deep.equal(['asia', 'cn', 'eu']));
    await screen.findByRole('heading', { name: '区域的字典项', level: 1 });
    expect(screen.getAllByRole('button', { name: '添加下级' })).to.not.have.length(0);
    expect(screen.queryByRole('button', { name: '编辑' }), 'no dict:edit permission').to.equal(null);

    fireEvent.click(screen.getByRole('switch', { name: '禁用Europe' }));
    await screen.findByTestId('confirm-dialog');
    expect(fake.calls('POST /system/dict/item/modify/status')).to.have.length(0);
    await confirmWith('禁用');
    await waitFor(() => expect(fake!.calls('POST /system/dict/item/modify/status')).to.have.length(1));
    const call = fake.calls('POST /system/dict/item/modify/status')[0]!;
    expect(call.query.get('status')).to.equal('0');
    expect(call.query.get('id')).to.equal('2');
    // The list is read again and the switch follows it: the test ends with nothing left to update.
    await screen.findByRole('switch', { name: '启用Europe' });
  });
});
