// The kit's FormDialog with changes typed and not saved: Cancel and Escape ask whether to discard
// them (Keep editing stays, with what was typed), leaving the page asks too, and a dialog nobody
// typed in closes at once.
import { expect } from 'chai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Input } from '@fluentui/react-components';
import { FormDialog } from '../../../src/components/form-dialog/form-dialog.tsx';
import { FormField } from '../../../src/components/form-field/form-field.tsx';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { mayLeave } from '../../../src/lib/leave-guard.ts';
import { cleanup, fireEvent, renderPage, screen, waitFor } from '../../support/render.tsx';
import { confirmWith, typeIn } from '../../support/admin-page.ts';

function NameDialog() {
  const [open, setOpen] = useState(true);
  const form = useForm({ defaultValues: { name: '' } });
  return (
    <FormDialog open={open} title="New team" form={form} onSave={async () => undefined} onClose={() => setOpen(false)}>
      <FormField control={form.control} name="name" label="Name">
        {(field) => <Input {...field} />}
      </FormField>
    </FormDialog>
  );
}

describe('FormDialog with unsaved changes', () => {
  before(() => activateLanguage('en_US'));
  afterEach(cleanup);

  it('closes at once when nothing was typed', async () => {
    renderPage(<NameDialog />);
    await screen.findByRole('dialog');
    expect(await mayLeave('/home')).to.equal(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('asks before Cancel, Escape or leaving the page throw away what was typed', async () => {
    renderPage(<NameDialog />);
    await screen.findByRole('dialog');
    typeIn('Name', 'Platform');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await confirmWith('Keep editing');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).to.equal(null));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).to.equal('Platform');

    const left = mayLeave('/home');
    await confirmWith('Keep editing');
    expect(await left).to.equal(false);

    fireEvent.keyDown(screen.getByLabelText(/^Name/), { key: 'Escape' });
    await confirmWith('Discard changes');
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await mayLeave('/home')).to.equal(true);
  });
});
