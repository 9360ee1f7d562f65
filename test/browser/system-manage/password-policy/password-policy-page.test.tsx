// The password policy on the settings-page kit, against the typed fake API: the saved rules load
// into the form beside the never-expire list, an edit is saved with the changed values, and the
// server's refusal of one value shows on that field; leaving with unsaved changes asks first.
import { expect } from 'chai';
import PasswordPolicyPage from '../../../../src/features/system-manage/password-policy/password-policy-page.tsx';
import { loadAdminCatalog } from '../../../../src/lib/catalogs.ts';
import { Refusal } from '../../../support/fake-api.ts';
import { act, fireEvent, renderPage, screen, waitFor } from '../../../support/render.tsx';
import { confirmWith, useAdminPage } from '../../../support/admin-page.ts';
import { hasLeaveGuard, mayLeave } from '../../../../src/lib/leave-guard.ts';

/** Asks to leave for `to`, as the router does, inside act: the question it opens is a state update. */
function leaveFor(to: string): Promise<boolean> {
  let asked!: Promise<boolean>;
  act(() => {
    asked = mayLeave(to);
  });
  return asked;
}

await loadAdminCatalog();

const RULES = {
  minLength: 8,
  maxLength: 32,
  requireDigits: true,
  requireUppercase: false,
  requireLowercase: true,
  requireSpecial: false,
  lifetimeDays: 90,
  reminderDays: 7,
  historyCount: 3,
};
const entry = { code: 'password-policy', path: '/system-manage/password-policy', href: '/system-manage/password-policy' } as never;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;

describe('password policy page (settings kit)', () => {
  const fake = useAdminPage(['password-policy:edit'], () => ({
    'GET /system/password/policy': () => RULES,
    'GET /system/password/policy/never-expire': () => [{ id: 3, username: 'robot', realName: 'Robot' }],
    'GET /system/options/users': () => [],
    'POST /system/password/policy': ({ body }) =>
      body.historyCount === 20
        ? new Refusal(400, 'historyCount: keep at most 10 old passwords', { field: 'historyCount', reason: 'keep at most 10' })
        : body,
  }));

  it('loads the rules and the never-expire list, saves an edit, and shows a refusal on its field', async () => {
    renderPage(<PasswordPolicyPage title="Password policy" entry={entry} params={{}} />);
    await waitFor(() => expect(field('Minimum length').value).to.equal('8'));
    await screen.findByText(/robot/);

    fireEvent.change(field('Minimum length'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/password/policy')).to.have.length(1));
    expect(fake().calls('POST /system/password/policy')[0]!.body).to.include({ minLength: 10, maxLength: 32, historyCount: 3 });
    // The save refreshes the policy; the next edit goes on the refreshed form.
    await waitFor(() => expect(fake().calls('GET /system/password/policy')).to.have.length(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).to.equal(false));

    fireEvent.change(field('Password history'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('historyCount: keep at most 10 old passwords');
    await waitFor(() => expect(field('Password history').getAttribute('aria-invalid')).to.equal('true'));
    expect(fake().calls('POST /system/password/policy')).to.have.length(2);
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    renderPage(<PasswordPolicyPage title="Password policy" entry={entry} params={{}} />);
    await waitFor(() => expect(field('Minimum length').value).to.equal('8'));
    expect(await leaveFor('/home')).to.equal(true);

    fireEvent.change(field('Minimum length'), { target: { value: '12' } });
    let left = leaveFor('/home');
    await confirmWith('Keep editing');
    expect(await left).to.equal(false);
    expect(field('Minimum length').value).to.equal('12');
    // Its own query (a list's page beside the form) is not leaving.
    expect(await leaveFor(`${location.pathname}?page=2`)).to.equal(true);

    left = leaveFor('/home');
    await confirmWith('Discard changes');
    expect(await left).to.equal(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake().calls('POST /system/password/policy')).to.have.length(1));
    // Saved: the page no longer holds anyone back.
    await waitFor(() => expect(hasLeaveGuard()).to.equal(false));
  });
});
