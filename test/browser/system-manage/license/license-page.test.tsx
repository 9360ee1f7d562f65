// The licence page on the settings page shape, against the typed fake API: a failed load shows
// the error with Retry, which loads the licence and its instances; a file that is not .lic is
// refused before any call, and a .lic file the server refuses shows the server's words where the
// file was chosen; a good one is previewed (nothing installed yet), and Apply installs it and
// shows the new licence. Without license:upload there is no Update licence. The seeded scope
// ('All functions') reads in Chinese in the Chinese interface, through the license-scope dictionary.
import { expect } from 'chai';
import LicensePage from '../../../../src/features/system-manage/license/license-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal, type FakeRoutes } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../../support/render.tsx';
import { useAdminPage } from '../../../support/admin-page.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { langAtom } from '../../../../src/state/lang-state.ts';
import { store } from '../../../../src/state/store.ts';

await loadAdminCatalog();

const TRIAL = { licenseId: 'ARC-TRIAL-0001', type: 'Trial' as const, status: 0 as const, cpuCoresTotal: 8, cpuCoresUsed: 2, apps: [] };
const NEW = { ...TRIAL, licenseId: 'ARC-2027', type: 'Recurring' as const, apps: [{ code: 'ledger', version: '2.0' }] };
const entry = { code: 'license', path: '/system-manage/license', href: '/system-manage/license' } as never;

const SCOPE_NAMES = { en_US: 'All functions', zh_CN: '全部功能' };
const SCOPED = { ...TRIAL, apps: [{ code: 'ledger', scope: 'All functions', version: '1.0' }] };

let installed: typeof TRIAL | typeof NEW | typeof SCOPED = TRIAL;
let infoFails = false;

function fakeLicence(): FakeRoutes {
  installed = TRIAL;
  infoFails = false;
  return {
    'GET /license/manage/info': () => (infoFails ? new Refusal(500, 'The server failed') : { license: installed }),
    'GET /license/manage/instances/info': () => ({ instanceId: 'node-a', cpuCores: 2, nodes: [{ host: 'app-1', cpuCores: 2 }] }),
    'GET /license/manage/status': () => ({ status: 0 }),
    'GET /system/dict/items': ({ query }) =>
      query.get('code') === 'license-scope'
        ? [{ key: 'All functions', value: 'All functions', label: 'All functions', i18nNames: SCOPE_NAMES, children: [] }]
        : [],
    'POST /license/manage/parse/license': ({ body }) => (body.content === 'forged' ? new Refusal(400, 'Invalid licence file') : NEW),
    'POST /license/manage/upload/license': () => {
      installed = NEW;
      return NEW;
    },
  };
}

const page = () => <LicensePage title="Licence" entry={entry} params={{}} />;
const choose = (name: string, content: string) =>
  fireEvent.change(screen.getByTestId('license-file'), { target: { files: [new File([content], name)] } });

describe('licence page (settings page)', () => {
  const fake = useAdminPage(['license:upload'], fakeLicence);

  it('names the seeded functional scope in the Chinese interface, not in English', async () => {
    installed = SCOPED;
    await activateLanguage('zh_CN');
    store.set(langAtom, 'zh_CN');
    renderPage(page());
    await screen.findByText('全部功能');
    expect(screen.queryByText('All functions')).to.equal(null);
  });

  it('shows a failed load with Retry, which loads the licence and the instances', async () => {
    infoFails = true;
    renderPage(page());
    await screen.findByText('The licence information could not be loaded.');
    infoFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => within(screen.getByTestId('license-info')).getByText('ARC-TRIAL-0001'));
    expect(within(screen.getByTestId('license-instances')).getByText('app-1 (2)')).to.not.equal(null);
  });

  it('refuses a file that is not .lic before any call, and shows the server refusing a .lic file', async () => {
    renderPage(page());
    await waitFor(() => screen.getByTestId('license-info'));
    choose('licence.txt', 'x');
    await waitFor(() => within(screen.getByTestId('license-upload-error')).getByText('Only a .lic file can be uploaded'));
    expect(fake().calls('POST /license/manage/parse/license')).to.have.length(0);

    choose('forged.lic', 'forged');
    await waitFor(() => within(screen.getByTestId('license-upload-error')).getByText('Invalid licence file'));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(fake().calls('POST /license/manage/upload/license')).to.have.length(0);
  });

  it('previews a .lic file and installs it on Apply', async () => {
    renderPage(page());
    await waitFor(() => within(screen.getByTestId('license-info')).getByText('ARC-TRIAL-0001'));
    choose('arcana.lic', 'signed');
    const dialog = await screen.findByRole('dialog');
    within(screen.getByTestId('license-preview')).getByText('ARC-2027');
    expect(fake().calls('POST /license/manage/parse/license')[0]!.body).to.deep.equal({ fileName: 'arcana.lic', content: 'signed' });
    expect(fake().calls('POST /license/manage/upload/license')).to.have.length(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await waitFor(() => within(screen.getByTestId('license-info')).getByText('ARC-2027'));
    expect(fake().calls('POST /license/manage/upload/license')[0]!.body).to.deep.equal({ fileName: 'arcana.lic', content: 'signed' });
  });
});

describe('licence page without license:upload', () => {
  useAdminPage([], fakeLicence);

  it('offers no Update licence', async () => {
    renderPage(page());
    await waitFor(() => screen.getByTestId('license-info'));
    expect(screen.queryByRole('button', { name: 'Update licence' })).to.equal(null);
  });
});
