// The data dictionary page (menu `data-dictionary`) against the real server: an item disabled
// after its confirmation leaves the read by code, and (on a server of its own) the select that
// offers it (the department type on the organisation page); the list fits at 1024 px in both
// languages.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';
import { apiLogin, prepareAdmin, signedInPage, systemCall } from './session-helpers.ts';

describe('data dictionary page', () => {
  let page: Page & { errors: string[] };
  let password: string;
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    page = await newPage(ctx.browser, 'en-US');
    password = await loginAsAdminWithNewPassword(page, ctx.server.url);
  });

  it('disables a dictionary item after its confirmation, and the item leaves the dictionary read', async () => {
    const token = (await apiLogin(ctx.server.url, 'admin', password)).body.data.access_token;
    const before = await systemCall(ctx.server.url, '/system/dict/items?code=department-type', token);
    assert.deepEqual(
      (before.body.data as Array<{ key: string }>).map((o) => o.key),
      ['company', 'department', 'group', 'ou'],
    );

    await page.goto(`${ctx.server.url}/system-manage/data-dictionary`);
    await page.getByRole('row').filter({ hasText: 'department-type' }).getByRole('button', { name: 'Items' }).click();
    await page.getByRole('heading', { name: 'Department types items' }).waitFor();
    await page.getByRole('switch', { name: 'Disable AD domain OU' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText('Disable AD domain OU?').waitFor();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('switch', { name: 'Enable AD domain OU' }).waitFor();

    const after = await systemCall(ctx.server.url, '/system/dict/items?code=department-type', token);
    assert.deepEqual(
      (after.body.data as Array<{ key: string }>).map((o) => o.key),
      ['company', 'department', 'group'],
    );
  });

  it('shows the dictionaries at 1024 px with each name, badge and status label on one line, in both languages', async () => {
    // The badge beside a long name broke into a letter a line ("Buil/t-in", "内/置") and the
    // status label into two ("Enabl/ed") at the default column widths.
    await page.setViewportSize({ width: 1024, height: 700 });
    for (const lang of ['en_US', 'zh_CN']) {
      await page.evaluate((l) => localStorage.setItem('currentLang', JSON.stringify(l)), lang);
      await page.goto(`${ctx.server.url}/system-manage/data-dictionary`);
      await page.getByRole('row').filter({ hasText: 'department-type' }).waitFor();
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('[role=gridcell] .fui-Badge, [role=gridcell] .fui-Switch label, [role=gridcell] span > span')]
          .filter((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((el) => el.textContent),
      );
      assert.deepEqual(broken, [], `${lang}: texts broken over lines`);
    }
    await page.evaluate(() => localStorage.setItem('currentLang', JSON.stringify('en_US')));
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

describe('a disabled dictionary item in the selects', () => {
  let password: string;
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
  });

  const signedIn = (username: string, pass: string, locale?: string) => signedInPage(ctx.browser, ctx.server.url, username, pass, locale);

  it('drops a dictionary item disabled after its confirmation from its select', async () => {
    const page = await signedIn('admin', password);
    const typeOptions = async () => {
      await page.goto(`${ctx.server.url}/system-manage/organization`);
      await page.getByRole('button', { name: 'Add top-level department' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await dialog.getByRole('option', { name: 'Company' }).waitFor();
      const names = await dialog.getByRole('option').allInnerTexts();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      return names.map((n) => n.trim());
    };
    assert.deepEqual(await typeOptions(), ['Company', 'Department', 'Group', 'AD domain OU']);

    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authority') ?? 'null') as { token: string }).token);
    const list = await systemCall(ctx.server.url, '/system/dict/list?current=1&size=50&keyword=department-type', token);
    const type = (list.body.data as { records: Array<{ id: number; code: string }> }).records.find((r) => r.code === 'department-type');
    assert.ok(type, JSON.stringify(list.body));
    await page.goto(`${ctx.server.url}/system-manage/data-dictionary/${type.id}/items`);
    await page.getByRole('switch', { name: 'Disable Group' }).click();
    const confirmation = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirmation.getByText('Disable Group?').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/system/dict/item/modify/status') && r.status() === 200);
    await confirmation.getByRole('button', { name: 'Disable' }).click();
    await saved;
    await page.getByRole('switch', { name: 'Enable Group' }).waitFor();

    assert.deepEqual(await typeOptions(), ['Company', 'Department', 'AD domain OU']);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
