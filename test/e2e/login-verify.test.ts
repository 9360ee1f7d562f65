// Security settings against the real server in Chromium: lockout and captcha switched on from
// the login verification page show on the login page; a policy requiring a special character
// refuses a password change without one; the audit log shows all of it, filtered by user, and
// exports it.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { apiLogin, prepareAdmin, submitLogin, systemCall } from './session-helpers.ts';

const SAM_START = 'Start-pass1';

/** Waits for a toast with this text (the live region repeats it for screen readers). */
const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text }).last().waitFor();

describe('security settings', () => {
  const ctx = serverAndBrowserForSuite();
  let admin: Page & { errors: string[] };
  let adminPassword: string;

  before(async () => {
    adminPassword = await prepareAdmin(ctx.server.url);
    const token = (await apiLogin(ctx.server.url, 'admin', adminPassword)).body.data.access_token;
    // Sam must change the password at the first login (an administrator set it).
    const created = await systemCall(ctx.server.url, '/system/user/add', token, {
      method: 'POST',
      body: JSON.stringify({ username: 'sam', realName: 'Sam Tester', password: SAM_START }),
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    admin = await newPage(ctx.browser, 'en-US');
    await admin.goto(`${ctx.server.url}/login`);
    await submitLogin(admin, 'admin', adminPassword);
    await admin.waitForURL(/\/home$/);
  });

  it('switches lockout and captcha on from the screen, and the login page follows at once', async () => {
    await admin.goto(`${ctx.server.url}/system-manage/login-verify`);
    const form = admin.getByRole('form', { name: 'Login settings' });
    /** Saves and waits for the server's answer (an earlier toast may still be on screen). */
    const saveSettings = async () => {
      const saved = admin.waitForResponse((r) => r.url().endsWith('/system/login-verify') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Save' }).click();
      assert.equal((await saved).status(), 200);
    };
    await form.getByLabel('Failed logins before the account locks').fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'The login settings are saved.');

    const visitor = await newPage(ctx.browser, 'en-US');
    await visitor.goto(`${ctx.server.url}/login`);
    await submitLogin(visitor, 'sam', 'wrong-one');
    await visitor.getByText(/1 attempt\(s\) left/).waitFor();
    await submitLogin(visitor, 'sam', 'wrong-two');
    await visitor.getByText(/The account is locked\. Try again in 30 minute/).waitFor();

    // The locked account is listed, and unlocking it lets Sam in again.
    await admin.reload();
    const locked = admin.getByRole('grid', { name: 'Locked accounts' });
    await locked.getByText('sam', { exact: true }).waitFor();
    await locked.getByRole('button', { name: 'Unlock' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Unlock' }).click();
    await toast(admin, 'Unlocked.');

    await form.getByRole('switch').check();
    await saveSettings();
    await visitor.goto(`${ctx.server.url}/login`);
    await visitor.getByRole('img', { name: 'Verification code image' }).waitFor();
    await visitor.context().close();

    await form.getByRole('switch').uncheck();
    await saveSettings();
  });

  it('refuses a password change without the special character the policy requires, with its message', async () => {
    await admin.goto(`${ctx.server.url}/system-manage/password-policy`);
    const rules = admin.getByRole('form', { name: 'Password rules' });
    await rules.getByRole('checkbox', { name: 'Special characters' }).check();
    await rules.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'The password policy is saved.');

    const sam = await newPage(ctx.browser, 'en-US');
    await sam.goto(`${ctx.server.url}/login`);
    await submitLogin(sam, 'sam', SAM_START);
    await sam.locator('input[name=oldPassword]').fill(SAM_START);
    await sam.locator('input[name=newPassword]').fill('Plainpass12');
    await sam.locator('input[name=confirmPassword]').fill('Plainpass12');
    await sam.locator('button[type=submit]').click();
    await sam
      .getByText(/must contain special characters/)
      .first()
      .waitFor();
    await sam.locator('input[name=newPassword]').fill('Special-pass12');
    await sam.locator('input[name=confirmPassword]').fill('Special-pass12');
    // The change's answer, not the URL: the forced change is asked on /home itself, so the URL
    // matched before the request went out, and closing the page could cancel it (the audit step
    // below then found no change-password record in a fresh-clone CI run).
    const changed = sam.waitForResponse((r) => r.url().endsWith('/user/update-password') && r.request().method() === 'POST');
    await sam.locator('button[type=submit]').click();
    assert.equal((await changed).status(), 200);
    await sam.waitForURL(/\/home$/);
    await sam.context().close();
  });

  it('shows what happened in the audit log, filtered by user, and exports it', async () => {
    await admin.goto(`${ctx.server.url}/system-manage/audit-log`);
    const filter = admin.getByRole('search', { name: 'Filter the audit log' });
    await filter.getByLabel('User').fill('sam');
    const answered = admin.waitForResponse(
      (r) => r.url().includes('/system/audit/page') && new URL(r.url()).searchParams.get('username') === 'sam',
    );
    await filter.getByRole('button', { name: 'Search' }).click();
    await admin.waitForURL(/username=sam/);
    // The server's answer first: a failure then tells a record that is missing from one the
    // screen does not show.
    const page = (await (await answered).json()) as { data: { records: Array<{ action: string; username: string }> } };
    const codes = page.data.records.map((r) => `${r.username}:${r.action}`);
    for (const code of ['login-failure', 'lockout', 'change-password', 'login']) {
      assert.ok(codes.includes(`sam:${code}`), `Sam's records hold ${code}: ${codes.join(', ')}`);
    }
    const grid = admin.getByRole('grid', { name: 'Audit log' });
    // Module and action codes show by their names.
    for (const action of ['Failed login', 'Account locked', 'Change password', 'Log in']) {
      await grid.getByRole('gridcell', { name: action, exact: true }).first().waitFor();
    }
    assert.equal(await grid.getByRole('gridcell', { name: 'admin', exact: true }).count(), 0, "only Sam's records");

    await filter.getByLabel('User').fill('admin');
    await filter.getByRole('button', { name: 'Search' }).click();
    await grid.getByRole('gridcell', { name: 'Password policy', exact: true }).first().waitFor();
    await grid
      .getByRole('row')
      .filter({ hasText: 'Password policy' })
      .first()
      .getByRole('button', { name: /View record/ })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Audit record' });
    await dialog.getByRole('row', { name: 'requireSpecial changed' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    const lines = csv.trim().split('\n');
    assert.match(lines[0]!, /Time,User,IP address/);
    assert.ok(
      lines.slice(1).every((l) => l.split(',')[1] === 'admin'),
      'the export follows the filter',
    );
    assert.ok(lines.some((l) => l.includes('password-policy,update')));
    assert.deepEqual(admin.errors, []);
  });
});
