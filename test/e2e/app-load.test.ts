// Load telemetry end to end in Chromium against the real server: opening an embedded application
// from home records its open, leaving the page sends the batch with sendBeacon (token in the
// body), and the app-load monitor page lists the application with its phases in both languages.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';

describe('application load telemetry', () => {
  let page: Page & { errors: string[] };
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    page = await newPage(ctx.browser, 'en-US');
    await loginAsAdminWithNewPassword(page, ctx.server.url);
  });

  it('shows the empty state before anything is recorded', async () => {
    await page.goto(`${ctx.server.url}/monitor/app-load`);
    await page.getByTestId('app-load-empty').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Application load' }).count(), 1);
  });

  it('records an open from home and sends it with a beacon when the page is left', async () => {
    await page.goto(`${ctx.server.url}/home`);
    await page.getByTestId('app-card-props-demo').getByRole('button', { name: 'Props demo', exact: true }).click();
    await page.waitForURL(/\/passportal\/props-demo$/);
    await page.getByTestId('props-user').waitFor();
    await page.locator('[data-micro-app="props-demo"][data-state="ready"]').waitFor();
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authority') ?? '{}') as { token?: string }).token);
    assert.ok(token);
    await page.goto('about:blank'); // pagehide: the shell sends what it recorded with a beacon
    // The beacon outlives the page and Playwright does not report it once the page is gone: ask
    // the server until the record is there (each try is one request; no fixed waits).
    let stored: Array<{ code: string; week: { opens: number; bootstrap: { count: number } } }> = [];
    for (let i = 0; i < 200 && !stored.length; i++) {
      const res = await fetch(`${ctx.server.url}/arcana-system/monitor/app-loads`, { headers: { 'arcana-auth': `bearer ${token}` } });
      stored = ((await res.json()) as { data: { apps: typeof stored } }).data.apps;
    }
    assert.deepEqual(
      stored.map((a) => [a.code, a.week.opens, a.week.bootstrap.count]),
      [['props-demo', 1, 1]],
    );
  });

  it('lists the application with its phases on the app-load monitor page, in both languages', async () => {
    await page.goto(`${ctx.server.url}/monitor/app-load`);
    const row = page.locator('[data-testid="app-load-table"] [data-app="props-demo"]');
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Props demo/);
    // One open; prefetched or not depends on whether the idle prefetch ran before the click.
    assert.match((await row.locator('td').nth(1).textContent())?.trim() ?? '', /^1 \([01]\)$/);
    for (const phase of ['entryFetch', 'bootstrap', 'ready']) {
      assert.match((await row.locator(`[data-phase="${phase}"]`).textContent()) ?? '', /^\d+ \/ \d+$/, phase);
    }
    assert.equal(await row.getByTestId('over-budget').count(), 0);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/app-load-en.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Last 7 days' }).click();
    await row.waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.getByRole('columnheader', { name: /首屏内容/ }).waitFor();
    assert.equal(await page.getByRole('tab', { name: '最近 7 天' }).count(), 1);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/app-load-zh.png`, fullPage: true });
    assert.deepEqual(page.errors, []);
  });
});
