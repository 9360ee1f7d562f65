// Users and departments as an administrator does them, against the real server in Chromium:
// a department with a default role, a user in it who sees exactly what that role grants, the
// role taken away again, the user disabled while signed in; an import of 1,000 rows with 3 bad
// ones; an export of the filtered list.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { prepareAdmin, submitLogin } from './session-helpers.ts';

const EXPIRY_MESSAGE = 'Sorry, your identity information has expired. Please log in again';

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  // Options are matched by their text: inside a modal dialog Playwright's role query misses them.
  await page.getByText(option, { exact: true }).last().click();
}

async function confirmDialog(page: Page, button: string) {
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: button, exact: true }).last().click();
}

describe('users and departments', () => {
  const ctx = serverAndBrowserForSuite();
  let admin: Page & { errors: string[] };

  before(async () => {
    const password = await prepareAdmin(ctx.server.url);
    admin = await newPage(ctx.browser, 'en-US');
    await admin.goto(`${ctx.server.url}/login`);
    await submitLogin(admin, 'admin', password);
    await admin.waitForURL(/\/home$/);
  });

  it('a department default role gives its user exactly that role; removing it takes it away; disabling ends the session', async () => {
    await admin.goto(`${ctx.server.url}/system-manage/organization`);
    await admin.getByRole('button', { name: 'Add top-level department' }).click();
    await admin.getByRole('textbox', { name: 'Name' }).fill('Field Office');
    await pick(admin, 'Default roles', 'Viewer');
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('treeitem', { name: /Field Office/ }).waitFor();

    await admin.goto(`${ctx.server.url}/system-manage/user`);
    await admin.getByRole('button', { name: 'Add user' }).click();
    await admin.getByRole('textbox', { name: 'Username' }).fill('field.worker');
    await admin.getByRole('textbox', { name: 'Real name' }).fill('Field Worker');
    await pick(admin, 'Department', 'Field Office');
    await admin.getByRole('radio', { name: 'Type one' }).check();
    await admin.locator('input[name=password]').fill('Start-pass1');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin
      .getByRole('gridcell', { name: /field\.worker/ })
      .or(admin.getByText('field.worker'))
      .first()
      .waitFor();

    const context = await ctx.browser.newContext({ locale: 'en-US' });
    const user = await context.newPage();
    await user.goto(`${ctx.server.url}/login`);
    await submitLogin(user, 'field.worker', 'Start-pass1');
    await user.locator('input[name=oldPassword]').fill('Start-pass1');
    await user.locator('input[name=newPassword]').fill('Worker-pass2');
    await user.locator('input[name=confirmPassword]').fill('Worker-pass2');
    await user.locator('button[type=submit]').click();
    await user.waitForURL(/\/home$/);
    await user.getByTestId('app-card-props-demo').waitFor();
    const cards = await user
      .locator('[data-testid^="app-card-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')).sort());
    assert.deepEqual(cards, ['app-card-elements-demo', 'app-card-props-demo']);
    await user.goto(`${ctx.server.url}/system-manage/audit-log`);
    await user.getByRole('link', { name: 'Audit log' }).first().waitFor();
    assert.equal(await user.getByRole('link', { name: 'Users', exact: true }).count(), 0);

    // The default role is removed: after a reload the user no longer has its apps or menus.
    await admin.goto(`${ctx.server.url}/system-manage/organization`);
    await admin.getByRole('treeitem', { name: /Field Office/ }).hover();
    await admin.getByRole('button', { name: 'Edit Field Office' }).click();
    await pick(admin, 'Default roles', 'Viewer');
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('dialog').waitFor({ state: 'hidden' });
    await user.goto(`${ctx.server.url}/home`);
    await user.waitForLoadState('networkidle');
    assert.equal(await user.locator('[data-testid^="app-card-"]').count(), 0);

    // Disabled by the administrator: the open tab (untouched; the shell polls every 10 s) lands on
    // the login page with the expiry message.
    await admin.goto(`${ctx.server.url}/system-manage/user?keyword=field.worker`);
    await admin.getByRole('switch', { name: 'Disable field.worker' }).click();
    await confirmDialog(admin, 'Disable');
    await admin.getByRole('switch', { name: 'Enable field.worker' }).waitFor();
    await user.waitForURL(/\/login$/, { timeout: 20_000 });
    await user.getByText(EXPIRY_MESSAGE).first().waitFor();
    await context.close();
  });

  it('imports 1,000 rows with 3 bad ones and exports the filtered users', async () => {
    const lines = ['Username,Real name,Phone,E-mail,Department,Roles,Status'];
    for (let i = 0; i < 1000; i++) {
      const bad =
        i === 10
          ? ['bulk.0005', 'Duplicate', '', '', '', '', '']
          : i === 500
            ? [`bulk.${i}`, 'Bad mail', '', 'not-mail', '', '', '']
            : i === 900
              ? [`bulk.${i}`, 'No dept', '', '', 'Nowhere', '', '']
              : null;
      lines.push((bad ?? [`bulk.${String(i).padStart(4, '0')}`, `Bulk ${i}`, '', `bulk${i}@e2e.test`, '', '', 'enabled']).join(','));
    }
    await admin.goto(`${ctx.server.url}/system-manage/user`);
    await admin.getByRole('button', { name: 'Import' }).click();
    await admin.getByTestId('import-file').setInputFiles({ name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await admin.getByLabel('Initial password').fill('Bulk-pass1');
    await admin.getByRole('button', { name: 'Import', exact: true }).last().click();
    await admin.getByTestId('import-summary').getByText('997 of 1000 users imported; 3 failed.').waitFor({ timeout: 60_000 });
    const [failedFile] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download failed rows' }).click(),
    ]);
    const failed = readFileSync((await failedFile.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    assert.equal(failed.length, 4);
    assert.match(failed[1]!, /^bulk\.0005,.*The username also appears on line 7/);
    assert.match(failed[2]!, /^bulk\.500,.*E-mail is not valid/);
    assert.match(failed[3]!, /^bulk\.900,.*No department ""Nowhere""/); // CSV doubles the quotes
    await admin.getByRole('button', { name: 'Close' }).click();

    await admin.goto(`${ctx.server.url}/system-manage/user?keyword=bulk.01`);
    await admin.getByText('bulk.0100').first().waitFor();
    await admin.getByRole('button', { name: 'Export' }).click();
    const [exported] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('menuitem', { name: 'Export the filtered users (CSV)' }).click(),
    ]);
    const rows = readFileSync((await exported.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1);
    assert.equal(rows.length, 100);
    assert.ok(
      rows.every((r) => /^bulk\.01\d\d,/.test(r)),
      rows.slice(0, 3).join(' | '),
    );
    assert.deepEqual(admin.errors, []);
  });
});
