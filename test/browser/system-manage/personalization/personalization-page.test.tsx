// Personalisation on the settings-page kit, against the typed fake API: the saved configuration
// loads into the form and the login-page preview, an edit shows in the preview and is saved with
// the changed values (and the names as i18nName), and the server's refusal of one value shows on
// that field.
import { expect } from 'chai';
import PersonalizationPage from '../../../../src/features/system-manage/personalization/personalization-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../../support/render.tsx';
import { fieldOf, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const CONFIG = {
  title: 'Arcana',
  i18nName: { en_US: 'Arcana', zh_CN: '奥秘' },
  style: '#0F6CBD',
  showName: true,
  loginPageSlogan: 'Welcome',
  sloganColor: '#FFFFFF',
  defaultLang: 'zh_CN' as const,
  supportPhone: '+86 10 1234',
  supportEmail: 'help@example.org',
};
const entry = { code: 'personalization', path: '/system-manage/personalization', href: '/system-manage/personalization' } as never;

describe('personalisation page (settings kit)', () => {
  const fake = useAdminPage(['personalization:edit'], () => ({
    'GET /system/private/show/cfg/get': () => CONFIG,
    'POST /system/private/show/cfg/submit': ({ body }) =>
      body.supportEmail === 'help@blocked.example'
        ? new Refusal(400, 'Mail to blocked.example is refused', { field: 'supportEmail' })
        : { ...CONFIG, ...body },
  }));

  it('loads the configuration, previews and saves an edit, and shows a refusal on its field', async () => {
    renderPage(<PersonalizationPage title="Personalisation" entry={entry} params={{}} />);
    await waitFor(() => expect(fieldOf('Platform name').value).to.equal('Arcana'));
    const preview = screen.getByTestId('personalization-preview');
    within(preview).getByText('Welcome'); // getBy… throws when it is not there

    fireEvent.change(fieldOf('Platform name'), { target: { value: 'Acme Portal' } });
    fireEvent.change(fieldOf('Slogan'), { target: { value: 'Hello, Acme' } });
    await within(preview).findByText('Hello, Acme');
    within(preview).getByText('Acme Portal');
    // The platform's default appearance: dark for everyone who has not chosen.
    fireEvent.click(screen.getByRole('combobox', { name: /^Default appearance/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/private/show/cfg/submit')).to.have.length(1));
    const saved = fake().calls('POST /system/private/show/cfg/submit')[0]!.body;
    expect(saved).to.include({
      title: 'Acme Portal',
      loginPageSlogan: 'Hello, Acme',
      style: '#0F6CBD',
      defaultLang: 'zh_CN',
      defaultTheme: 'dark',
    });
    expect(saved.i18nName).to.deep.equal({ en_US: 'Arcana', zh_CN: '奥秘' });
    // The save refreshes the configuration; the next edit goes on the refreshed form.
    await waitFor(() => expect(fake().calls('GET /system/private/show/cfg/get')).to.have.length(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).to.equal(false));

    fireEvent.change(fieldOf('Support e-mail'), { target: { value: 'help@blocked.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('Mail to blocked.example is refused');
    await waitFor(() => expect(fieldOf('Support e-mail').getAttribute('aria-invalid')).to.equal('true'));
    expect(fake().calls('POST /system/private/show/cfg/submit')).to.have.length(2);
  });

  it('checks a colour against the contract before anything is sent', async () => {
    renderPage(<PersonalizationPage title="Personalisation" entry={entry} params={{}} />);
    await waitFor(() => expect(fieldOf('Platform name').value).to.equal('Arcana'));
    fireEvent.change(screen.getByLabelText('Brand colour (hex)'), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Brand colour (hex)').getAttribute('aria-invalid')).to.equal('true'));
    expect(fake().calls('POST /system/private/show/cfg/submit')).to.have.length(0);
  });
});
