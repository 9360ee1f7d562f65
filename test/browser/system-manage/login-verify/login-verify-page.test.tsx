// Login verification on the settings-page kit, against the typed fake API: the settings load
// beside the locked accounts (a titled part of the kit, spaced from its heading), an edit is saved with the changed values, the server's refusal of
// one value shows on that field; on the LDAP tab an untested save asks first, and a refusal of
// the host shows on the host.
import { expect } from 'chai';
import LoginVerifyPage from '../../../../src/features/system-manage/login-verify/login-verify-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor } from '../../../support/render.tsx';
import { confirmWith, fieldOf, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const SETTINGS = {
  useCaptcha: false,
  lockCount: 5,
  lockWindowMinutes: 30,
  lockMinutes: 30,
  ipFailureLimit: 0,
  loginTimeoutMinutes: 120,
  rememberMeDays: 7,
};
const LDAP = {
  enabled: true,
  host: 'ldap.example.org',
  port: 389,
  ssl: false,
  bindDn: 'cn=reader,dc=example,dc=org',
  bindPassword: '********',
  userBaseDn: 'ou=people,dc=example,dc=org',
  userFilter: '',
  usernameAttribute: 'uid',
  searchKeys: 'uid',
  attributeMapping: [],
  defaultDeptId: null,
};
const entry = { code: 'login-verify', path: '/system-manage/login-verify', href: '/system-manage/login-verify' } as never;

describe('login verification page (settings kit)', () => {
  const fake = useAdminPage(['login-verify:edit', 'ldap:edit'], () => ({
    'GET /system/login-verify': () => SETTINGS,
    'GET /system/login-verify/locked': () => ({
      records: [{ id: 4, username: 'sam', realName: 'Sam', lockedUntil: '2026-11-26T20:00:00Z' }],
      total: 1,
      current: 1,
      size: 20,
    }),
    'POST /system/login-verify': ({ body }) =>
      body.lockMinutes === 9999 ? new Refusal(400, 'lockMinutes: at most a week', { field: 'lockMinutes' }) : body,
    'GET /system/ldap': () => LDAP,
    'GET /system/options/departments': () => [],
    'POST /system/ldap': ({ body }) =>
      body.host === 'unreachable.example' ? new Refusal(400, 'The host does not resolve', { field: 'host' }) : body,
  }));

  it('titles the locked accounts like every part after a settings card, spaced from the list', async () => {
    renderPage(<LoginVerifyPage title="Login verification" entry={entry} params={{}} />);
    await screen.findByText('sam');
    const heading = screen.getByRole('heading', { name: 'Locked accounts', level: 2 });
    const region = screen.getByRole('region', { name: 'Locked accounts' });
    const below = heading.nextElementSibling!.getBoundingClientRect().top;
    expect(below - heading.getBoundingClientRect().bottom).to.be.at.least(8);
    expect(region.contains(screen.getByText('sam'))).to.equal(true);
  });

  it('loads the settings and the locked accounts, saves an edit, and shows a refusal on its field', async () => {
    renderPage(<LoginVerifyPage title="Login verification" entry={entry} params={{}} />);
    await waitFor(() => expect(fieldOf('Failed logins before the account locks').value).to.equal('5'));
    await screen.findByText('sam');
    // The lock's end reads in the portal's one date format (year-month-day, 24-hour, local time).
    const until = new Date('2026-11-26T20:00:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    screen.getByText(
      `${until.getFullYear()}-${pad(until.getMonth() + 1)}-${pad(until.getDate())} ${pad(until.getHours())}:${pad(until.getMinutes())}`,
    );

    fireEvent.change(fieldOf('Failed logins before the account locks'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/login-verify')).to.have.length(1));
    expect(fake().calls('POST /system/login-verify')[0]!.body).to.deep.equal({ ...SETTINGS, lockCount: 3 });
    await waitFor(() => expect(fake().calls('GET /system/login-verify')).to.have.length(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).to.equal(false));

    fireEvent.change(fieldOf('Lock duration (minutes)'), { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('lockMinutes: at most a week');
    await waitFor(() => expect(fieldOf('Lock duration (minutes)').getAttribute('aria-invalid')).to.equal('true'));
    expect(fake().calls('POST /system/login-verify')).to.have.length(2);
  });

  it('asks before saving untested LDAP settings, shows a refused host on its field, and saves a corrected one', async () => {
    renderPage(<LoginVerifyPage title="Login verification" entry={entry} params={{}} />, '/system-manage/login-verify?tab=ldap');
    await waitFor(() => expect(fieldOf('Host').value).to.equal('ldap.example.org'));

    fireEvent.change(fieldOf('Host'), { target: { value: 'unreachable.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirmWith('Cancel');
    expect(fake().calls('POST /system/ldap')).to.have.length(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirmWith('Save anyway');
    await waitFor(() => expect(fake().calls('POST /system/ldap')).to.have.length(1));
    expect(fake().calls('POST /system/ldap')[0]!.body).to.include({ host: 'unreachable.example', port: 389, bindPassword: '********' });
    await screen.findAllByText('The host does not resolve');
    await waitFor(() => expect(fieldOf('Host').getAttribute('aria-invalid')).to.equal('true'));

    fireEvent.change(fieldOf('Host'), { target: { value: 'ldap2.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirmWith('Save anyway');
    await waitFor(() => expect(fake().calls('POST /system/ldap')).to.have.length(2));
    expect(fake().calls('POST /system/ldap')[1]!.body).to.include({ host: 'ldap2.example.org' });
    await waitFor(() => expect(fieldOf('Host').getAttribute('aria-invalid')).to.not.equal('true'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).to.equal(false));
  });
});
