// The watermark page (menu `watermark`) against the real server: the watermark switched on from
// its page is drawn over the shell and over an embedded application.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';

describe('watermark page', () => {
  let page: Page & { errors: string[] };
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    page = await newPage(ctx.browser, 'en-US');
    await loginAsAdminWithNewPassword(page, ctx.server.url);
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
});
