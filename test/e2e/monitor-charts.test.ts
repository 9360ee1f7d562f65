// The request-metrics monitor view in Chromium against the real server: the processes on the
// database (from their heartbeats) and the request rate, error rate and p95 latency charts, drawn
// by uPlot in the interface language, for the last hour and the last day. The service-health
// view lists the processes without loading the charts.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FrameLocator, Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { prepareAdmin, submitLogin } from './session-helpers.ts';

describe('monitor charts', () => {
  // A short heartbeat, so the charts have points within the test.
  const ctx = serverAndBrowserForSuite({ ARCANA_HEARTBEAT_MS: '300' });
  let password: string;
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
  });

  async function signedIn(locale: string): Promise<Page & { errors: string[] }> {
    const page = await newPage(ctx.browser, locale);
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    return page;
  }

  /** Waits for the three charts, each a uPlot canvas under its title; answers the titles. */
  async function chartTitles(view: FrameLocator): Promise<string[]> {
    for (const kind of ['rate', 'errors', 'latency']) await view.locator(`[data-testid=chart-${kind}] canvas`).first().waitFor();
    return view.locator('[data-testid=process-charts] h3').allTextContents();
  }

  for (const [locale, texts] of [
    ['en-US', { titles: ['Requests per minute', 'Error rate (%)', 'Latency p95 (ms)'], up: 'Up', day: 'Last day' }],
    ['zh-CN', { titles: ['每分钟请求数', '错误率（%）', '延迟 p95（毫秒）'], up: '运行中', day: '最近一天' }],
  ] as const) {
    it(`draws the process charts in ${locale}, for the last hour and the last day`, async () => {
      const page = await signedIn(locale);
      await page.goto(`${ctx.server.url}/monitor/request-metrics`);
      const view = page.frameLocator('[data-testid=monitor-view]');
      const row = view.locator('[data-testid=process-table] tbody tr[data-state=up]');
      await row.first().waitFor();
      assert.equal(await row.count(), 1, 'the one process of the embedded database');
      assert.equal((await row.first().locator('td').nth(1).textContent())?.trim(), texts.up);
      assert.deepEqual(await chartTitles(view), [...texts.titles]);
      // The legend names the process as the table does.
      const name = (await row.first().locator('td').first().textContent())!.split(' ')[0]!;
      await view.locator('[data-testid=chart-rate] .u-legend').getByText(name).first().waitFor();
      await view.getByRole('button', { name: texts.day }).click();
      await view.locator(`button[data-window=day][aria-pressed=true]`).waitFor();
      assert.deepEqual(await chartTitles(view), [...texts.titles]);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }

  it('follows the shell language switch: process table and chart titles change language', async () => {
    const page = await signedIn('en-US');
    await page.goto(`${ctx.server.url}/monitor/request-metrics`);
    const view = page.frameLocator('[data-testid=monitor-view]');
    const header = view.locator('[data-testid=process-table] thead th');
    await header.filter({ hasText: 'Process' }).first().waitFor();
    assert.deepEqual(await header.allTextContents(), [
      'Process',
      'State',
      'Requests',
      'Errors',
      'p95 ms (last interval)',
      'Last heartbeat',
    ]);
    assert.deepEqual(await chartTitles(view), ['Requests per minute', 'Error rate (%)', 'Latency p95 (ms)']);
    // The view takes the shell's mode from the bridge: the shell follows the device by default,
    // so a device turning dark turns the shell and then the view dark, and back.
    const background = () => view.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
    assert.equal(await background(), 'rgb(250, 250, 250)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await view.locator('html[data-mode="dark"]').waitFor();
    assert.notEqual(await background(), 'rgb(250, 250, 250)');
    await page.emulateMedia({ colorScheme: 'light' });
    await view.locator('html[data-mode="light"]').waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await header.filter({ hasText: '进程' }).first().waitFor();
    await view.locator('[data-testid=process-table] tbody td').filter({ hasText: '运行中' }).first().waitFor();
    await view.locator('[data-testid=process-charts] h3').filter({ hasText: '每分钟请求数' }).waitFor();
    assert.deepEqual(await chartTitles(view), ['每分钟请求数', '错误率（%）', '延迟 p95（毫秒）']);
    assert.deepEqual(await header.allTextContents(), ['进程', '状态', '请求数', '错误数', 'p95 毫秒（最近一个周期）', '最近心跳']);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await header.filter({ hasText: 'Process' }).first().waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('lists the processes on the service-health view without loading the charts', async () => {
    const page = await signedIn('en-US');
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto(`${ctx.server.url}/monitor/service-health`);
    const view = page.frameLocator('[data-testid=monitor-view]');
    await view.locator('[data-testid=process-table] tbody tr[data-state=up]').first().waitFor();
    assert.ok(!loaded.some((p) => p.includes('/monitor/views/assets/')), loaded.join('\n'));
    await page.context().close();
  });

  it("shows the uptime in Chinese units and the process times in the portal's one date format", async () => {
    const page = await signedIn('zh-CN');
    await page.goto(`${ctx.server.url}/monitor/service-health`);
    const view = page.frameLocator('[data-testid=monitor-view]');
    const row = view.locator('[data-testid=process-table] tbody tr[data-state=up]').first();
    await row.waitFor();
    // toLocaleString showed 2026/11/26 22:32:09 and the uptime read "2m 24s".
    const started = (await row.locator('td').nth(2).textContent())!.trim();
    assert.match(started, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const uptime = (await view.locator('[data-testid=uptime] .value').textContent())!.trim();
    assert.match(uptime, /^(\d+ (天|小时|分) )*\d+ 秒$/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
