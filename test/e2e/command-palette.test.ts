// The command palette as an administrator uses it, against the real server in Chromium: Ctrl+K
// from home, part of a page's name and part of a user's name typed, in English and in Chinese,
// and Enter lands on that page, or on the users page filtered to that user. Screenshots of the
// palette in both languages go to test-results/ (looked at when the feature changes).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { adminCalls, apiLogin, prepareAdmin, submitLogin } from './session-helpers.ts';

const SHOTS = 'test-results/command-palette';

describe('command palette', () => {
  const ctx = serverAndBrowserForSuite();
  let password = '';

  before(async () => {
    password = await prepareAdmin(ctx.server.url);
    const { body } = await apiLogin(ctx.server.url, 'admin', password);
    const { adminCall } = adminCalls(
      () => ctx.server.url,
      () => body.data.access_token,
    );
    await adminCall('/system/user/add', { username: 'wang.xiaoming', realName: '王小明', password: 'First-pass12' });
    mkdirSync(SHOTS, { recursive: true });
  });

  async function signedIn(locale: string): Promise<Page> {
    const page = await newPage(ctx.browser, locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    // The shell (and its Ctrl+K listener) is up once its button shows.
    await page.getByRole('button', { name: /^(Go to…|前往…)$/ }).waitFor();
    return page;
  }

  async function goTo(page: Page, label: string, text: string, option: RegExp) {
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: label });
    await box.fill(text);
    // The active option is the first: wait until it is the wanted one, then Enter.
    await page.locator('[role="option"][aria-selected="true"]', { hasText: option }).waitFor();
    await box.press('Enter');
  }

  for (const [locale, label, pageName, auditTitle, lang] of [
    ['en-US', 'Go to', 'Audit', 'Audit log', 'en'],
    ['zh-CN', '前往', '审计', '审计日志', 'zh'],
  ] as const) {
    it(`opens a page and a user by part of their names (${locale})`, async () => {
      const page = await signedIn(locale);
      await page.keyboard.press('Control+k');
      const box = page.getByRole('combobox', { name: label });
      await box.fill(pageName);
      await page.getByRole('option', { name: new RegExp(auditTitle) }).waitFor();
      await page.screenshot({ path: `${SHOTS}/pages-${lang}.png` });
      await box.press('Enter');
      await page.waitForURL(/\/system-manage\/audit-log$/);
      await box.waitFor({ state: 'detached' }); // the palette closed

      // Part of the Chinese real name in the English interface, of the username in the Chinese one.
      await goTo(page, label, lang === 'en' ? '小明' : 'wang.xiao', /王小明/);
      await page.waitForURL(/\/system-manage\/user\?keyword=wang\.xiaoming$/);
      await page.getByRole('row', { name: /wang\.xiaoming/ }).waitFor();

      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: label }).waitFor();
      // The recent choices come first.
      await page.locator('[role="option"][aria-selected="true"]', { hasText: /王小明/ }).waitFor();
      await page.screenshot({ path: `${SHOTS}/recent-${lang}.png` });
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
      assert.deepEqual(
        (page as Page & { errors: string[] }).errors.filter((e) => !/favicon/.test(e)),
        [],
      );
      await page.close();
    });
  }
});
