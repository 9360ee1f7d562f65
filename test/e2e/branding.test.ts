// Dictionaries and the watermark from their pages, against the real server: an item disabled
// after its confirmation leaves the read by code; the watermark switched on from its page is
// drawn over the shell and over an embedded application.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';
import { apiLogin, systemCall } from './session-helpers.ts';

describe('dictionaries and watermark pages', () => {
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

  it('switches the watermark on from its page; it is drawn over the shell and an application', async () => {
    await page.goto(`${ctx.server.url}/system-manage/watermark`);
    await page.getByRole('switch', { name: 'Watermark' }).click();
    await page.getByLabel('Custom text').fill('Internal use');
    // Listen before the click: a quick answer must not slip past the wait.
    const saved = page.waitForResponse((r) => r.url().includes('/system/watermark/cfg/submit') && r.status() === 200);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved;

    await page.goto(`${ctx.server.url}/home`);
    const layer = page.locator('arcana-watermark');
    await layer.waitFor({ state: 'attached' });
    assert.ok((await layer.evaluate((el) => (el as unknown as { lines: string[] }).lines)).includes('Internal use'));

    await page.getByTestId('app-card-props-demo').getByRole('button', { name: 'Props demo', exact: true }).click();
    await page.getByTestId('props-user').waitFor();
    assert.equal(await page.locator('arcana-watermark').count(), 1, 'still drawn over the embedded application');
    assert.deepEqual(page.errors, []);
  });

  it('shows a new platform title and brand colour on the login page and in the tab title', async () => {
    await page.goto(`${ctx.server.url}/system-manage/personalization`);
    await page.getByLabel(/^Platform name/).fill('Acme Portal');
    await page.getByLabel(/^English name/).fill('Acme Portal');
    await page.getByLabel('Brand colour (hex)', { exact: true }).fill('#0F6CBD');
    const saved = page.waitForResponse((r) => r.url().includes('/system/private/show/cfg/submit') && r.status() === 200);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved;

    const visitor = await newPage(ctx.browser, 'en-US');
    await visitor.goto(`${ctx.server.url}/login`);
    await visitor.waitForFunction(() => document.title === 'Login | Acme Portal');
    const brand = await visitor
      .locator('.fui-FluentProvider')
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--colorBrandBackground').trim().toLowerCase());
    assert.equal(brand, '#0f6cbd', 'the login page is themed with the new brand colour');
    await visitor.context().close();
  });

  it('keeps the watermark and personalisation forms inside their card at 1024 px, beside the preview', async () => {
    // Each row's controls shrink with it: the font and language dropdowns (250 px minimum) and
    // the inputs ran past the form over the preview at 1024 px.
    await page.setViewportSize({ width: 1024, height: 700 });
    for (const path of ['/system-manage/watermark', '/system-manage/personalization']) {
      await page.goto(`${ctx.server.url}${path}`);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      const outside = await page.evaluate(() => {
        const form = document.querySelector('form')!;
        const right = form.getBoundingClientRect().right - parseFloat(getComputedStyle(form).paddingRight);
        return [...form.querySelectorAll('input, button, .fui-Dropdown')]
          .filter((el) => el.getBoundingClientRect().right > right + 0.5)
          .map((el) => el.getAttribute('aria-label') ?? el.className.split(' ')[0]);
      });
      assert.deepEqual(outside, [], `${path}: controls past the form's edge`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
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
