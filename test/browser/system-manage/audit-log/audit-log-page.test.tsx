// The audit log on the page kit, against the typed fake API: the list reads its page and filters
// from the URL and a new filter goes there; a record's details open in a dialog; the retention
// is checked against the contract's range (AuditSettings.retentionDays) before anything is sent,
// saved after the confirmation, and a refusal from the server shows on the field.
import { expect } from 'chai';
import AuditLogPage from '../../../../src/features/system-manage/audit-log/audit-log-page.tsx';
import { constraints } from '../../../../src/api/gen/constraints.ts';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal, type FakeRoutes } from '../../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor, within } from '../../../support/render.tsx';
import { confirmWith, useAdminPage } from '../../../support/admin-page.ts';

await loadAdminCatalog();

const RECORD = {
  id: 41,
  at: '2026-11-01T08:00:00Z',
  userId: 1,
  username: 'auditor.anna',
  ip: '10.0.0.5',
  app: 'system',
  module: 'user',
  action: 'add',
  method: 'POST',
  path: '/system/user/add',
  outcome: 'success' as const,
  detail: '',
};
const entry = { code: 'audit-log', path: '/system-manage/audit-log', href: '/system-manage/audit-log' } as never;

function fakeAudit(): FakeRoutes {
  return {
    'GET /system/audit/page': ({ query }) => ({
      records: [RECORD],
      total: 90,
      totalCapped: false,
      current: Number(query.get('current')),
      size: 20,
    }),
    'GET /system/audit/options': () => ({ apps: ['system'], modules: ['user'], actions: ['add'] }),
    'GET /system/audit/detail': () => ({ ...RECORD, before: null, after: { username: 'bob' } }),
    'GET /system/audit/settings': () => ({ retentionDays: 180 }),
    'POST /system/audit/settings': ({ body }) =>
      body.retentionDays === 7
        ? new Refusal(400, 'retentionDays: keep at least the records under investigation', {
            field: 'retentionDays',
            reason: 'under investigation',
          })
        : body,
  };
}

const retention = () => screen.getByLabelText(/^Keep records for \(days\)/);
const setRetention = (value: string) => fireEvent.change(retention(), { target: { value } });

describe('audit log page (page kit)', () => {
  const fake = useAdminPage(['audit:settings', 'audit:export'], fakeAudit);

  it('lists the page and filter named in the URL, and opens a record', async () => {
    const view = renderPage(
      <AuditLogPage title="Audit log" entry={entry} params={{}} />,
      '/system-manage/audit-log?page=3&outcome=success',
    );
    await screen.findByText('auditor.anna');
    const first = fake().calls('GET /system/audit/page')[0]!.query;
    expect([first.get('current'), first.get('outcome')]).to.deep.equal(['3', 'success']);
    fireEvent.change(screen.getByLabelText(/^User/), { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location.history.at(-1)).to.match(/[?&]username=anna/));
    expect(view.location.history.at(-1)).to.not.match(/page=/);

    // The list refetches for the new filter: wait for its row to be back.
    fireEvent.click(await screen.findByRole('button', { name: 'View record 41' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/bob/);
  });

  it('filters whole days picked with the date picker, shown in the one date format', async () => {
    const view = renderPage(<AuditLogPage title="Audit log" entry={entry} params={{}} />, '/system-manage/audit-log');
    // A record's time reads year-month-day and a 24-hour clock, in local time.
    const at = new Date(RECORD.at);
    const pad = (n: number) => String(n).padStart(2, '0');
    await screen.findByText(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:00:00`);

    const from = await screen.findByRole('combobox', { name: /^From/ });
    // Each field's calendar button has a name of its own, also before a day is typed (axe: aria-command-name).
    expect(screen.getAllByRole('button', { name: 'Open the calendar' })).to.have.length(2);
    fireEvent.click(from);
    // The calendar opens on the current month, named in the interface language.
    const month = new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date());
    await screen.findAllByText(new RegExp(month));
    fireEvent.keyDown(from, { key: 'Escape' });
    fireEvent.change(from, { target: { value: '2026-11-02' } });
    fireEvent.blur(from);
    const to = screen.getByRole('combobox', { name: /^To/ });
    fireEvent.change(to, { target: { value: '2026/11/3' } });
    fireEvent.blur(to);
    await waitFor(() => expect((to as HTMLInputElement).value).to.equal('2026-11-03'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location.history.at(-1)).to.match(/from=2026-11-02.*to=2026-11-03|to=2026-11-03.*from=2026-11-02/));
    await waitFor(() => expect(fake().calls('GET /system/audit/page').at(-1)!.query.get('from')).to.not.equal(null));
    const query = fake().calls('GET /system/audit/page').at(-1)!.query;
    expect(query.get('from')).to.equal(new Date(2026, 10, 2).toISOString());
    expect(query.get('to')).to.equal(new Date(2026, 10, 4, 0, 0, 0, -1).toISOString());
  });

  it("refuses a retention outside the contract's range before sending, saves after the confirmation, and shows a refusal on the field", async () => {
    const { maximum } = constraints.AuditSettings.retentionDays;
    renderPage(<AuditLogPage title="Audit log" entry={entry} params={{}} />);
    await waitFor(() => expect((retention() as HTMLInputElement).value).to.equal('180'));
    setRetention(String(maximum + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    await waitFor(() => expect(retention().getAttribute('aria-invalid')).to.equal('true'));
    expect(screen.queryByRole('alertdialog')).to.equal(null);

    setRetention('90');
    fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    await screen.findByText('Keep records for 90 days?');
    expect(fake().calls('POST /system/audit/settings')).to.have.length(0);
    await confirmWith('Save');
    await waitFor(() => expect(fake().calls('POST /system/audit/settings')[0]?.body).to.deep.equal({ retentionDays: 90 }));
    // The save is over (the saved value is the form's new baseline) and the confirmation has left
    // the page (while it closes, Fluent's modal keeps the page hidden from the accessibility tree)
    // before the next value is typed.
    await waitFor(() => expect(document.querySelector('[role="alertdialog"], [role="dialog"]')).to.equal(null));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save retention' }).hasAttribute('disabled')).to.equal(false));

    setRetention('7');
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Save retention' })));
    await confirmWith('Save');
    await screen.findAllByText('retentionDays: keep at least the records under investigation');
    await waitFor(() => expect(retention().getAttribute('aria-invalid')).to.equal('true'));
  });
});
