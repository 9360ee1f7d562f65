// The personalisation page (menu `personalization`) against the real server: a new title and
// brand colour show on the login page and in the tab title; its form, and the watermark's, which
// shares its settings layout beside a preview, stay inside their card at 1024 px.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';

describe('personalisation page', () => {
  let page: Page & { errors: string[] };
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    page = await newPage(ctx.browser, 'en-US');
    await loginAsAdminWithNewPassword(page, ctx.server.url);
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
});
