// Application, menu and licence management against the real server in Chromium: register an app
// with an icon, license it with a previewed .lic, open it embedded from home; distribute it to a
// department and disable it as its user watches; groups and menus refused with the spec's messages.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginThroughUi, loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';
import { LICENSE_SECRET, callApi, isoDate, signLicense } from './home-helpers.ts';
import { png } from '../server/image-fixtures.ts';

describe('application management', () => {
  let page: Page & { errors: string[] };
  const ctx = serverAndBrowserForSuite({ ARCANA_LICENSE_SECRET: LICENSE_SECRET });
  const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
  before(async () => {
    page = await newPage(ctx.browser, 'en-US');
    await loginAsAdminWithNewPassword(page, ctx.server.url);
    await page.getByTestId('app-card-props-demo').waitFor();
  });

  it('registers an app with an icon, licenses it with a previewed .lic and opens it embedded from home', async () => {
    await page.goto(`${ctx.server.url}/system-manage/application`);
    await page.getByRole('button', { name: 'Register application' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=name]').fill('Ledger');
    await dialog.locator('input[name=appId]').fill('ledger');
    await dialog.locator('input[name=code]').fill('ledger');
    await dialog.locator('input[name=address]').fill('/demo-apps/props-demo/');
    await page.getByTestId('app-icon-file').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(62, 62) });
    await dialog.locator('img[src*="/system/file/view/"]').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row('Ledger').getByText('Not activated').waitFor();

    await page.goto(`${ctx.server.url}/system-manage/license`);
    await page.getByTestId('license-file').setInputFiles({ name: 'licence.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByTestId('license-upload-error').getByText('Only a .lic file can be uploaded').waitFor();
    const apps = ['props-demo', 'elements-demo', 'ledger'].map((code) => ({
      code,
      scope: 'All',
      version: '2.0',
      expireDate: isoDate(200),
    }));
    const lic = signLicense({
      licenseId: 'E2E-CAT-1',
      type: 'Recurring',
      authorizedFirm: 'E2E',
      cpuCoresTotal: 8,
      expireDate: isoDate(300),
      apps,
    });
    await page
      .getByTestId('license-file')
      .setInputFiles({ name: 'arcana.lic', mimeType: 'application/octet-stream', buffer: Buffer.from(lic) });
    await page.getByTestId('license-preview').getByText('E2E-CAT-1').waitFor();
    await page.getByTestId('license-info').getByText('ARC-TRIAL-0001').waitFor();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('license-info').getByText('E2E-CAT-1').waitFor();
    await page.getByRole('table', { name: 'Application licences' }).getByRole('cell', { name: 'ledger' }).waitFor();

    await page.goto(`${ctx.server.url}/home`);
    const card = page.getByTestId('app-card-ledger');
    assert.equal(await card.getByTestId('license-label').textContent(), 'Licensed');
    assert.match((await card.locator('img').getAttribute('src')) ?? '', /\/system\/file\/view\//);
    await card.getByTestId('open-app').click();
    await page.waitForURL(/\/passportal\/ledger$/);
    await page.getByTestId('props-user').waitFor();
  });

  it('distributes the app to a department: its user sees it; disabled, their quick-access entry says so', async () => {
    const dept = await callApi(page, 'POST', '/system/dept/add', { name: 'Finance', type: 'department' });
    assert.equal(dept.status, 200, JSON.stringify(dept.json));
    const user = await callApi(page, 'POST', '/system/user/add', {
      username: 'fin',
      realName: 'Fin User',
      deptId: dept.json.data.id,
      password: 'Fin-pass1',
    });
    assert.equal(user.status, 200, JSON.stringify(user.json));

    await page.goto(`${ctx.server.url}/system-manage/application`);
    await row('Ledger').getByRole('button', { name: 'Distribute' }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Finance' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const fin = await newPage(ctx.browser, 'en-US');
    try {
      await loginThroughUi(fin, ctx.server.url, 'fin', 'Fin-pass1');
      await fin.locator('input[name=oldPassword]').fill('Fin-pass1');
      await fin.locator('input[name=newPassword]').fill('Fin-pass2');
      await fin.locator('input[name=confirmPassword]').fill('Fin-pass2');
      await fin.locator('button[type=submit]').click();
      await fin.waitForURL(/\/home$/);
      await fin.getByTestId('app-card-ledger').waitFor();
      const ledgerId = (await callApi(fin, 'GET', '/system/app/list?status=1')).json.data.find((a: any) => a.code === 'ledger').id;
      assert.equal((await callApi(fin, 'POST', '/system/user/app/submit', { quickAccess: [{ appId: ledgerId }] })).status, 200);

      await row('Ledger').getByRole('button', { name: 'Disable' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
      await row('Ledger').getByText('Disabled').waitFor();

      await fin.reload();
      await fin.getByTestId('quick-access-entry').getByTestId('unusable-reason').getByText('Disabled').waitFor();
      assert.equal(await fin.getByTestId('app-card-ledger').count(), 0);
    } finally {
      await fin.context().close();
    }
  });

  it('refuses a 9th group with the spec message', async () => {
    await page.goto(`${ctx.server.url}/system-manage/application`);
    await page.getByRole('button', { name: 'Groups' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('group-row').nth(1).waitFor();
    for (let i = 2; i < 9; i++) {
      await dialog.getByRole('button', { name: 'Add group' }).click();
      await dialog.getByRole('textbox', { name: 'Group name' }).nth(i).fill(`Group ${i}`);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByTestId('groups-error').getByText('At most 8 application groups are allowed').waitFor();
    // The groups typed are not saved: Cancel asks before it throws them away.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('button', { name: 'Add group' }).waitFor({ state: 'detached' });
  });

  it('refuses a duplicate menu name with the message; a new entry shows in the sidebar after a reload', async () => {
    await page.goto(`${ctx.server.url}/system-manage/menu`);
    await page.getByRole('tree').waitFor();
    await page.getByRole('button', { name: 'Add menu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=name]').fill('Applications');
    await dialog.locator('input[name=code]').fill('reports-hub');
    await dialog.locator('input[name=path]').fill('reports-hub');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Duplicate menu name').first().waitFor();
    await dialog.locator('input[name=name]').fill('Reports hub');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('nav-reports-hub').waitFor();
    assert.deepEqual(page.errors, []);
  });
});
