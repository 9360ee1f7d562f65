// The list pages at laptop widths, against the real server in Chromium: at 1280 and 1024 px, in
// English and Chinese, the row actions of users, roles and notices and the row of a delivery (its
// selection, status and last error) stay inside the window (the data table pins its actions
// column; a table that scrolled sideways hid the only way to act on a row), and the page itself
// never scrolls sideways; the users table has room beside the department panel,
// which its own button hides (kept while the portal is open); the licence card spans the content
// area, its edge on the toolbar's.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForSuite } from './harness.ts';
import type { Page } from 'playwright-core';
import { apiLogin, prepareAdmin, signedInPage, systemCall } from './session-helpers.ts';

/** The ways to act on the table's first row (its buttons and selection box) lie inside the window, and the page does not scroll sideways. */
async function rowInWindow(page: Page, table: string, width: number, what: string) {
  const row = page.getByRole('grid', { name: table }).getByTestId('data-table-row').first();
  await row.waitFor();
  const parts = await row.locator('button, input').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { name: e.getAttribute('aria-label') ?? e.textContent, left: r.left, right: r.right };
    }),
  );
  assert.ok(parts.length > 0, `${what}: the row shows`);
  for (const p of parts) assert.ok(p.left >= 0 && p.right <= width, `${what}: "${p.name}" at ${p.left}–${p.right}`);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(pageWidth <= width, `${what}: the page is ${pageWidth} px wide`);
}

describe('list pages at laptop widths', () => {
  const ctx = serverAndBrowserForSuite();
  let password = '';
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
    // A notice mailed to everyone over a mail server nobody answers: a publication and its delivery rows.
    const token = (await apiLogin(ctx.server.url, 'admin', password)).body.data.access_token;
    const post = async (path: string, body: unknown) => {
      const r = await systemCall(ctx.server.url, path, token, { method: 'POST', body: JSON.stringify(body) });
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
    };
    await post('/system/message-channel/mail', {
      enabled: true,
      host: '127.0.0.1:9',
      ssl: false,
      username: 'mailer@example.test',
      password: 'Smtp-pass1',
      confirmPassword: 'Smtp-pass1',
      from: 'portal@example.test',
    });
    await post('/system/notice/publish', {
      title: 'Quarterly review of the regional offices and their budgets',
      body: 'Bring your figures.',
      audience: { all: true, roleIds: [], deptIds: [], userIds: [] },
      channels: ['mail'],
    });
  });

  for (const locale of ['en-US', 'zh-CN']) {
    it(`keeps the row actions of users and roles in the window at 1280 and 1024 px (${locale})`, async () => {
      const page = await signedInPage(ctx.browser, ctx.server.url, 'admin', password, locale);
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

    it(`keeps the rows of notices and deliveries in the window at 1280 and 1024 px (${locale})`, async () => {
      const page = await signedInPage(ctx.browser, ctx.server.url, 'admin', password, locale);
      const zh = locale === 'zh-CN';
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${ctx.server.url}/system-manage/message-notification?deliveries.status=all`);
        await rowInWindow(page, zh ? '近三个月的通知' : 'Notices of the last three months', width, `notices ${width}px ${locale}`);
        await rowInWindow(page, zh ? '投递记录' : 'Deliveries', width, `deliveries ${width}px ${locale}`);
      }
      assert.deepEqual(page.errors, []);
    });

    it(`gives the users table room beside the departments, and lines the licence card up with the toolbar (${locale})`, async () => {
      const page = await signedInPage(ctx.browser, ctx.server.url, 'admin', password, locale);
      const zh = locale === 'zh-CN';
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${ctx.server.url}/system-manage/license`);
        const card = await page.getByTestId('settings-card').boundingBox();
        const tools = await page.getByRole('button', { name: zh ? '更新许可' : 'Update licence' }).boundingBox();
        assert.ok(card && tools, 'the licence card and its Update button show');
        // The card spans the content area: its right edge is the Update button's (16 px short at 1280).
        assert.ok(Math.abs(card.x + card.width - (tools.x + tools.width)) <= 1, `licence ${width}px: card ends at ${card.x + card.width}`);
      }
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(`${ctx.server.url}/system-manage/user`);
      const panel = page.locator('section[aria-labelledby="page-title"] aside');
      await page.getByTestId('data-table-row').first().waitFor();
      // The room the table has is the page's width less the department panel's.
      const beside = (await panel.boundingBox())!.width;
      assert.ok(beside <= 220, `users 1024px: the department panel is ${beside} px wide (it was 260)`);
      await page.getByRole('button', { name: zh ? '隐藏部门' : 'Hide departments' }).click();
      await page.getByRole('button', { name: zh ? '显示部门' : 'Show departments' }).waitFor();
      const hidden = (await panel.boundingBox())!.width;
      assert.ok(hidden <= 60, `users 1024px: the hidden department panel still takes ${hidden} px`);
      // Kept while the portal is open: another page and back, the panel is still hidden.
      await page
        .getByRole('link', { name: zh ? '角色管理' : 'Roles' })
        .first()
        .click();
      await page.waitForURL(/\/role$/);
      await page
        .getByRole('link', { name: zh ? '用户管理' : 'Users' })
        .first()
        .click();
      await page.getByRole('button', { name: zh ? '显示部门' : 'Show departments' }).waitFor();
      assert.deepEqual(page.errors, []);
    });
  }
});
