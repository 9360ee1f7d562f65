// The list pages at laptop widths, against the real server in Chromium: at 1280 and 1024 px, in
// English and Chinese, the users' and roles' row actions stay inside the window (the data table
// pins its actions column; a table that scrolled sideways hid the only way to act on a row), and
// the page itself never scrolls sideways.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { prepareAdmin, submitLogin } from './session-helpers.ts';

describe('list pages at laptop widths', () => {
  const ctx = serverAndBrowserForSuite();
  let password = '';
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
  });

  for (const locale of ['en-US', 'zh-CN']) {
    it(`keeps the row actions of users and roles in the window at 1280 and 1024 px (${locale})`, async () => {
      const page = await newPage(ctx.browser, locale);
      await page.goto(`${ctx.server.url}/login`);
      await submitLogin(page, 'admin', password);
      await page.waitForURL(/\/home$/);
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ['user', 'role']) {
          await page.goto(`${ctx.server.url}/system-manage/${path}`);
          const row = page.getByTestId('data-table-row').first();
          await row.getByRole('button').first().waitFor();
          const buttons = await row.getByRole('button').evaluateAll((els) =>
            els.map((e) => {
              const r = e.getBoundingClientRect();
              return { name: e.getAttribute('aria-label') ?? e.textContent, left: r.left, right: r.right };
            }),
          );
          for (const b of buttons) {
            assert.ok(b.left >= 0 && b.right <= width, `${path} ${width}px ${locale}: "${b.name}" at ${b.left}–${b.right}`);
          }
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(pageWidth <= width, `${path} ${width}px ${locale}: the page is ${pageWidth} px wide`);
        }
      }
      assert.deepEqual(page.errors, []);
    });
  }
});
