// The settings-page kit on its own (settingsResource + settingsPageOf + useResourceForm +
// contractFields), over one real contract record (the audit retention), against the typed fake
// API: a spinner with the page's label while the record loads, the error bar with Retry that loads
// it, a save that sends the body made from the form, and a refusal shown on the field it names.
import { expect } from 'chai';
import { settingsResource } from '../../../src/api/settings-resource.ts';
import { settingsPageOf } from '../../../src/components/settings-page/settings-page-of.tsx';
import { SettingsForm } from '../../../src/components/settings-page/settings-form.tsx';
import { useResourceForm } from '../../../src/components/settings-page/use-resource-form.ts';
import { contractFields } from '../../../src/components/form-field/contract-field.tsx';
import { filteredNumber } from '../../../src/lib/input-filters.ts';
import { loadAdminCatalog } from '../../../src/lib/catalogs.ts';
import { Refusal } from '../../support/fake-api.ts';
import { fireEvent, renderPage, screen, waitFor } from '../../support/render.tsx';
import { fieldOf, useAdminPage } from '../../support/admin-page.ts';

await loadAdminCatalog();

const retention = settingsResource('auditLog', 'audit:settings', '/system/audit/settings');

function RetentionForm({ data }: { data: { retentionDays: number } }) {
  const { control, canEdit, formProps } = useResourceForm(retention, {
    values: { retentionDays: String(data.retentionDays) },
    toBody: (v) => ({ retentionDays: filteredNumber(v.retentionDays) ?? 0 }),
    savedMessage: 'Saved.',
  });
  return (
    <SettingsForm label="Retention" {...formProps}>
      {contractFields(control, 'AuditSettings', !canEdit)('retentionDays', 'Days', { type: 'integer' })}
    </SettingsForm>
  );
}

const RetentionPage = settingsPageOf(
  retention.query,
  () => ({ loading: 'Loading the retention…', error: 'The retention could not be loaded.' }),
  RetentionForm,
);

let answer: () => Promise<{ retentionDays: number } | Refusal>;

describe('settings page kit', () => {
  const fake = useAdminPage(['audit:settings'], () => ({
    'GET /system/audit/settings': () => answer(),
    'POST /system/audit/settings': ({ body }) =>
      body.retentionDays === 7 ? new Refusal(400, 'retentionDays: keep records for 30 days at least', { field: 'retentionDays' }) : body,
  }));

  it('shows the loading label, then the error with Retry, which loads the form', async () => {
    let release!: (value: Refusal) => void;
    answer = () => new Promise((resolve) => (release = resolve));
    renderPage(<RetentionPage title="Retention" />);
    await screen.findByText('Loading the retention…');
    expect(screen.queryByRole('form', { name: 'Retention' })).to.equal(null);

    release(new Refusal(500, 'The server failed'));
    await screen.findByText('The retention could not be loaded.');
    answer = () => Promise.resolve({ retentionDays: 180 });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fieldOf('Days').value).to.equal('180'));
    expect(screen.getByTestId('settings-card').contains(screen.getByRole('form', { name: 'Retention' }))).to.equal(true);
  });

  it('saves the body made from the form, and shows a refusal on its field', async () => {
    answer = () => Promise.resolve({ retentionDays: 180 });
    renderPage(<RetentionPage title="Retention" />);
    await waitFor(() => expect(fieldOf('Days').value).to.equal('180'));

    fireEvent.change(fieldOf('Days'), { target: { value: '365' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/audit/settings')).to.have.length(1));
    expect(fake().calls('POST /system/audit/settings')[0]!.body).to.deep.equal({ retentionDays: 365 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).to.equal(false));

    fireEvent.change(fieldOf('Days'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('retentionDays: keep records for 30 days at least');
    await waitFor(() => expect(fieldOf('Days').getAttribute('aria-invalid')).to.equal('true'));
    expect(fake().calls('POST /system/audit/settings')).to.have.length(2);
  });
});
