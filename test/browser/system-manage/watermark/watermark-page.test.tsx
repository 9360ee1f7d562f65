// The watermark on the settings-page kit, against the typed fake API: the saved settings load
// into the form beside the live preview, an edit is saved with the changed values (content,
// size, the chosen applications), and the server's refusal of one value shows on that field.
import { expect } from 'chai';
import WatermarkPage from '../../../../src/features/system-manage/watermark/watermark-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor } from '../../../support/render.tsx';
import { fieldOf, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const CONFIG = {
  enabled: false,
  content: { department: true, ip: false, time: false, custom: '' },
  fontSize: 16,
  font: 'system' as const,
  color: '#00000033',
  margin: 100,
  rotate: -30,
  exportType: 'screen-and-print' as const,
  applyRange: { scope: 'portal' as const, appCodes: [] },
  departmentName: 'Finance',
  clientIp: '10.0.0.7',
};
const entry = { code: 'watermark', path: '/system-manage/watermark', href: '/system-manage/watermark' } as never;

describe('watermark page (settings kit)', () => {
  const fake = useAdminPage(['watermark:edit'], () => ({
    'GET /system/watermark/cfg': () => CONFIG,
    'GET /system/app/list': () => [{ code: 'crm', name: 'CRM', i18nNames: { en_US: 'CRM', zh_CN: '客户' } }] as never,
    'POST /system/watermark/cfg/submit': ({ body }) =>
      body.content.custom === 'secret' ? new Refusal(400, 'The custom text may not be "secret"', { field: 'custom' }) : body,
  }));

  it('loads the settings, saves an edit, and shows a refusal on its field', async () => {
    renderPage(<WatermarkPage title="Watermark" entry={entry} params={{}} />);
    await waitFor(() => expect(fieldOf('Font size (px)').value).to.equal('16'));
    screen.getByTestId('watermark-preview'); // getBy… throws when it is not there
    screen.getByText('Preview (the watermark is switched off)');
    // The rotation's range is the contract's.
    const slider = screen.getByRole('slider') as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).to.deep.equal(['-90', '90', '-30']);

    fireEvent.click(screen.getByRole('switch', { name: /^Watermark/ }));
    await screen.findByText('Preview');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Client IP address' }));
    fireEvent.change(fieldOf('Custom text'), { target: { value: 'Internal use' } });
    fireEvent.change(fieldOf('Font size (px)'), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/watermark/cfg/submit')).to.have.length(1));
    expect(fake().calls('POST /system/watermark/cfg/submit')[0]!.body).to.deep.include({
      enabled: true,
      content: { department: true, ip: true, time: false, custom: 'Internal use' },
      fontSize: 24,
      rotate: -30,
      applyRange: { scope: 'portal', appCodes: [] },
    });
    await waitFor(() => expect(fake().calls('GET /system/watermark/cfg')).to.have.length(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).to.equal(false));

    fireEvent.change(fieldOf('Custom text'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('The custom text may not be "secret"');
    await waitFor(() => expect(fieldOf('Custom text').getAttribute('aria-invalid')).to.equal('true'));
    expect(fake().calls('POST /system/watermark/cfg/submit')).to.have.length(2);
  });

  it('asks for at least one application when the watermark applies to chosen ones, before anything is sent', async () => {
    renderPage(<WatermarkPage title="Watermark" entry={entry} params={{}} />);
    await waitFor(() => expect(fieldOf('Font size (px)').value).to.equal('16'));
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen applications' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Choose at least one application');
    expect(fake().calls('POST /system/watermark/cfg/submit')).to.have.length(0);
  });
});
