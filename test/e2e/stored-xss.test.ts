// Stored XSS: markup and script URLs saved in the fields the portal renders (application,
// department, role, dictionary, menu, platform title and slogan, watermark text, notice) show as
// text on every page that shows them, in both languages, and no script runs; a javascript: menu
// path is refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';
import { callApi } from './home-helpers.ts';

const IMG = '<img src=x onerror=alert(1)>';
const SVG = '"><svg onload=alert(1)>';
const JS = 'javascript:alert(1)';

async function saved(page: Page, path: string, body: unknown): Promise<any> {
  const r = await callApi(page, 'POST', path, body);
  assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.json)}`);
  return r.json?.data;
}

/** Markup the payloads would have created if they had been parsed as HTML. */
const injected = (page: Page) => page.evaluate(() => document.querySelectorAll('img[src="x"], svg[onload], [onerror]').length);

describe('stored XSS', () => {
  const ctx = serverAndBrowserForSuite();

  it('payloads saved in every rendered field show as text and run nothing, in en_US and zh_CN', async () => {
    const page = await newPage(ctx.browser);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(`${page.url()}: ${d.message()}`);
      void d.dismiss();
    });
    const url = ctx.server.url;
    await loginAsAdminWithNewPassword(page, url);

    await saved(page, '/system/app/submit', {
      name: IMG,
      description: SVG,
      i18nNames: { en_US: IMG, zh_CN: IMG },
      i18nDescriptions: { en_US: SVG, zh_CN: JS },
      appId: 'xss-app',
      code: 'xss-app',
      address: '/demo-apps/props-demo/',
    });
    const badAddress = await callApi(page, 'POST', '/system/app/submit', { name: 'x', appId: 'xss2', code: 'xss2', address: JS });
    assert.notEqual(badAddress.json?.code, 200, 'a javascript: address is refused');
    await saved(page, '/system/dept/add', { name: IMG, type: 'department' });
    await saved(page, '/system/role/add', { name: SVG, description: IMG });
    await saved(page, '/system/dict/add', { code: 'xss-dict', name: IMG, description: SVG });
    const types = await callApi(page, 'GET', '/system/dict/list?page=1&size=50&keyword=xss-dict');
    const typeId = (types.json?.data?.records ?? types.json?.data?.list ?? []).find((d: { code: string }) => d.code === 'xss-dict')?.id;
    assert.ok(typeId, JSON.stringify(types.json));
    await saved(page, '/system/dict/item/add', { typeId, key: 'xss', value: JS, i18nNames: { en_US: IMG, zh_CN: SVG } });
    await saved(page, '/system/menu/submit', { appCode: 'xss-app', name: IMG, code: 'xss-menu', type: 'menu', path: '/xss' });
    const badPath = await callApi(page, 'POST', '/system/menu/submit', {
      appCode: 'xss-app',
      name: 'x',
      code: 'xss-js',
      type: 'external',
      path: JS,
    });
    assert.notEqual(badPath.json?.code, 200, 'a javascript: menu path is refused');
    await saved(page, '/system/private/show/cfg/submit', {
      title: IMG,
      i18nName: { en_US: IMG, zh_CN: SVG },
      style: '#705ADA',
      loginPageSlogan: SVG,
    });
    await saved(page, '/system/watermark/cfg/submit', {
      enabled: true,
      content: { department: true, ip: false, time: false, custom: IMG },
      fontSize: 16,
      font: 'simhei',
      color: 'rgba(0, 0, 0, 0.2)',
      margin: 100,
      rotate: -20,
      exportType: 'screen',
      applyRange: { scope: 'portal', appCodes: [] },
    });
    await saved(page, '/system/notice/publish', {
      title: IMG,
      body: SVG,
      audience: { all: true, roleIds: [], deptIds: [], userIds: [] },
      channels: [],
    });

    const visits: Array<[path: string, shows: string]> = [
      ['/home', IMG],
      ['/system-manage/application', IMG],
      ['/system-manage/organization', IMG],
      ['/system-manage/role', SVG],
      ['/system-manage/data-dictionary', IMG],
      [`/system-manage/data-dictionary/${typeId}/items`, IMG],
      ['/system-manage/message-notification', IMG],
      ['/system-manage/personalization', SVG],
      ['/system-manage/watermark', ''],
      ['/system-manage/audit-log', ''],
    ];
    for (const locale of ['en-US', 'zh-CN']) {
      await page.evaluate((lang) => localStorage.setItem('currentLang', JSON.stringify(lang)), locale.replace('-', '_'));
      for (const [path, shows] of visits) {
        await page.goto(`${url}${path}`);
        await page.locator('main').first().waitFor();
        if (shows) await page.getByText(shows, { exact: false }).first().waitFor();
        assert.equal(await page.locator('html').getAttribute('lang'), locale);
        assert.equal(await injected(page), 0, `${locale} ${path}: the payload became markup`);
      }
      // The header's notices bell lists the notice by its title.
      await page.goto(`${url}/home`);
      await page.getByRole('button', { name: /^(Notifications|消息)/ }).click();
      await page.getByText(IMG).first().waitFor();
      assert.equal(await injected(page), 0, `${locale} notices bell`);
      // An audit record's detail shows the saved values side by side.
      await page.goto(`${url}/system-manage/audit-log`);
      await page
        .getByRole('button')
        .filter({ hasText: /^(View|查看)$/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      assert.equal(await injected(page), 0, `${locale} audit detail`);
    }
    // The login page shows the title and slogan to everyone.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('authority'));
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    await page.waitForURL(/\/login/);
    await page.getByText(SVG).first().waitFor();
    assert.equal(await injected(page), 0, 'login page');

    assert.deepEqual(alerts, []);
    assert.deepEqual(page.errors, []);
  });
});
