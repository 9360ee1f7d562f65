// The data dictionary page (menu `data-dictionary`) against the real server: an item disabled
// after its confirmation leaves the read by code; the list fits at 1024 px in both languages.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';
import { apiLogin, systemCall } from './session-helpers.ts';

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
