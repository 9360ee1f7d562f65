// The interface tab names each operation by its summary (the server sends it in the interface
// language), with the code and path beside it, and its search finds an operation by summary.
import { expect } from 'chai';
import { InterfaceTab } from '../../../../src/features/system-manage/roles/interface-tab.tsx';
import type { AuthorityOptions } from '../../../../src/features/system-manage/roles/roles-api.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { cleanup, fireEvent, renderPage, screen, waitFor } from '../../../support/render.tsx';

await loadAdminCatalog();

const AREAS: AuthorityOptions['apis'] = [
  {
    area: 'user',
    operations: [
      { code: 'listUsers', method: 'GET', path: '/arcana-system/system/user/page', summary: '分页查询用户列表' },
      { code: 'createUser', method: 'POST', path: '/arcana-system/system/user/add', summary: '新增用户' },
    ],
  },
];

describe('role interface tab', () => {
  before(() => activateLanguage('zh_CN'));
  after(() => activateLanguage('en_US'));
  afterEach(cleanup);

  it('shows each operation by its summary and finds it by summary', async () => {
    renderPage(<InterfaceTab areas={AREAS} apis={new Set()} onChange={() => {}} readOnly={false} />);
    const listUsers = await screen.findByRole('checkbox', { name: /分页查询用户列表/ });
    expect(listUsers.closest('label, div')?.textContent).to.contain('listUsers');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '新增' } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /分页查询用户列表/ })).to.equal(null));
    expect(screen.queryByRole('checkbox', { name: /新增用户/ })).to.not.equal(null);
  });
});
