// The applications page on the page kit, against the typed fake API: the list reads its page and
// filters from the URL; Register and Edit save through the form dialog, and an appId the server
// refuses shows on the appId field with the dialog open; Delete asks first; the quick-access
// maximum is checked against the contract's range (AppPlatformSettings.maxQuickAccess) before
// anything is sent, then saved; the default application is picked by its name in the interface
// language (and in Chinese, below); a group name is checked against the contract's length.
import { expect } from 'chai';
import ApplicationsPage from '../../../../src/features/system-manage/applications/applications-page.tsx';
import { constraints } from '../../../../src/api/gen/constraints.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal, type FakeRoutes } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../../support/render.tsx';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { store } from '../../../../src/state/store.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { confirmWith, dialogField, rowOf, typeIn, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const LEDGER = {
  id: 7,
  name: 'Ledger',
  appId: 'ledger',
  code: 'ledger',
  state: 1 as const,
  address: 'https://ledger.example.com/',
  openMode: 'embedded' as const,
  menuExpandMode: 'single' as const,
  prefetch: true,
  multiOpen: false,
  carryToken: false,
  memoryBudgetMb: 50,
  sort: 0,
};
const entry = { code: 'application', path: '/system-manage/application', href: '/system-manage/application' } as never;
const PERMISSIONS = ['app:add', 'app:edit', 'app:delete', 'app:status', 'app:settings', 'app:distribute', 'app:group'];

function fakeApps(): FakeRoutes {
  return {
    'GET /system/app/list/by': ({ query }) => ({
      records: [
        LEDGER,
        { ...LEDGER, id: 9, name: 'Payroll', appId: 'payroll', code: 'payroll', i18nNames: { en_US: 'Payroll', zh_CN: '薪资' } },
      ],
      total: 30,
      current: Number(query.get('current') ?? 1),
      size: 20,
    }),
    'GET /system/app/overview': () => ({
      total: 1,
      enabled: 1,
      disabled: 0,
      license: { effect: 1, narrow: 0, overdue: 0, unactivated: 0 },
    }),
    'GET /system/app/category/list': () => [],
    'GET /system/app/manage/detail': () => LEDGER,
    'GET /system/app/manage/settings': () => ({ defaultAppId: null, maxQuickAccess: 8 }),
    'POST /system/app/manage/settings': ({ body }) => body,
    'POST /system/app/submit': ({ body }) =>
      body.appId === 'ledger' ? new Refusal(400, 'This appId is already used') : { ...LEDGER, ...body, id: 8 },
    'POST /system/app/update': ({ body }) => ({ ...LEDGER, ...body }),
    'POST /system/app/remove': () => null,
    'POST /system/app/category/batch/submit': ({ body }) => body.groups.map((g, i) => ({ ...g, id: i + 1, sort: i })),
  };
}

const page = () => <ApplicationsPage title="Applications" entry={entry} params={{}} />;

describe('applications page (page kit)', () => {
  const fake = useAdminPage(PERMISSIONS, fakeApps);

  it('lists the page and status named in the URL', async () => {
    renderPage(page(), '/system-manage/application?page=2&state=0');
    await screen.findByText('Ledger');
    const first = fake().calls('GET /system/app/list/by')[0]!.query;
    expect([first.get('current'), first.get('state')]).to.deep.equal(['2', '0']);
  });

  it('registers an application, showing a taken appId on its field with the dialog open', async () => {
    renderPage(page());
    await screen.findByText('Ledger');
    fireEvent.click(screen.getByRole('button', { name: 'Register application' }));
    const dialog = await screen.findByRole('dialog');
    typeIn('Name', 'Payroll');
    typeIn('appId', 'ledger');
    typeIn('Code', 'payroll');
    typeIn('Address (entry URL)', 'https://payroll.example.com/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('This appId is already used');
    expect(dialogField('appId').getAttribute('aria-invalid')).to.equal('true');
    typeIn('appId', 'payroll');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(fake().calls('POST /system/app/submit').at(-1)?.body).to.include({ name: 'Payroll', appId: 'payroll', code: 'payroll' });
  });

  it('edits an application through the same dialog, and deletes one after the confirmation', async () => {
    renderPage(page());
    fireEvent.click(within(await waitFor(() => rowOf('Ledger'))).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(dialogField('Code').value).to.equal('ledger'));
    typeIn('Name', 'General ledger');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/app/update')).to.have.length(1));
    expect(fake().calls('POST /system/app/update')[0]!.body).to.include({ id: 7, name: 'General ledger' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));

    fireEvent.click(await waitFor(() => within(rowOf('Ledger')).getByRole('button', { name: 'Delete' })));
    await screen.findByText('Delete Ledger?');
    expect(fake().calls('POST /system/app/remove')).to.have.length(0);
    await confirmWith('Delete');
    await waitFor(() => expect(fake().calls('POST /system/app/remove')[0]?.query.get('id')).to.equal('7'));
  });

  it("refuses a quick-access maximum outside the contract's range before sending, then saves", async () => {
    const { maximum } = constraints.AppPlatformSettings.maxQuickAccess;
    renderPage(page());
    fireEvent.click(await screen.findByRole('button', { name: 'Default app and quick access' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialogField('Quick-access maximum').value).to.equal('8'));
    // Applications are named in the interface language.
    await within(dialog).findByRole('option', { name: 'Payroll' });
    typeIn('Quick-access maximum', String(maximum + 1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialogField('Quick-access maximum').getAttribute('aria-invalid')).to.equal('true'));
    expect(fake().calls('POST /system/app/manage/settings')).to.have.length(0);
    typeIn('Quick-access maximum', '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake().calls('POST /system/app/manage/settings')[0]?.body).to.deep.equal({ defaultAppId: null, maxQuickAccess: 12 }),
    );
  });

  it("refuses a group name longer than the contract's before sending, then saves", async () => {
    const { maxLength } = constraints.AppGroupInput.name;
    renderPage(page());
    fireEvent.click(await screen.findByRole('button', { name: 'Groups' }));
    const dialog = await screen.findByRole('dialog');
    // the groups have loaded: Save is on
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).to.equal(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    const name = within(dialog).getByRole('textbox', { name: 'Group name' });
    fireEvent.change(name, { target: { value: 'g'.repeat(maxLength + 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(`Group name must be at most ${maxLength} characters`);
    expect(fake().calls('POST /system/app/category/batch/submit')).to.have.length(0);
    fireEvent.change(name, { target: { value: 'g'.repeat(maxLength) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake().calls('POST /system/app/category/batch/submit')[0]?.body).to.deep.equal({
        groups: [{ name: 'g'.repeat(maxLength), i18nNames: {} }],
      }),
    );
  });

  it('names the applications of the default-app list in Chinese in the Chinese interface', async () => {
    await activateLanguage('zh_CN');
    store.set(langAtom, 'zh_CN');
    renderPage(page());
    fireEvent.click(await screen.findByRole('button', { name: '默认应用与快捷访问' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: '薪资' });
    expect(within(dialog).queryByRole('option', { name: 'Payroll' })).to.equal(null);
  });
});
