// Stored XSS: markup and script URLs saved in the fields the portal renders (application,
// department, role, dictionary, menu, platform title and slogan, watermark text, notice) show as
// text on every page that shows them, in both languages, and no script runs; a javascript: menu
// path is refused. The same for the fields a directory (LDAP) login fills from the directory's
// attributes (name, e-mail, phone), with a real slapd: on the users page and in the header.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, loginThroughUi, newPage, serverAndBrowserForSuite } from './harness.ts';
import { callApi } from './home-helpers.ts';
import { apiLogin, prepareAdmin, systemCall } from './session-helpers.ts';
import { DEFAULT_LDAP } from '../../server/ldap/ldap-settings.ts';
import { BIND_DN, BIND_PASSWORD, PEOPLE_DN, SEED_USERS, slapdSkip, startSlapd } from '../support/slapd.ts';

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

/** Fails the test that reads it when a payload opened a dialog (alert). */
function watchAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(`${page.url()}: ${d.message()}`);
    void d.dismiss();
  });
  return alerts;
}

const setLang = (page: Page, locale: string) =>
  page.evaluate((lang) => localStorage.setItem('currentLang', JSON.stringify(lang)), locale.replace('-', '_'));

describe('stored XSS', () => {
  const ctx = serverAndBrowserForSuite();

  it('payloads saved in every rendered field show as text and run nothing, in en_US and zh_CN', async () => {
    const page = await newPage(ctx.browser);
    const alerts = watchAlerts(page);
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
      await setLang(page, locale);
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

describe('stored XSS from the directory (LDAP)', { skip: slapdSkip() }, () => {
  const ctx = serverAndBrowserForSuite();
  // The directory's values, as its attributes carry them (LDIF: a value may not begin with '<'),
  // within the local limits (name 64, e-mail 128, phone 32) so nothing is cut.
  const NAME = `Mallory ${IMG}`;
  const EMAIL = `m${SVG}@example.org`;
  const PHONE = `1${IMG}`;

  it('the name, e-mail and phone a directory login maps show as text in the header and on the users page', async () => {
    // The phone comes from `sn` (directory string): telephoneNumber's syntax refuses markup.
    const mallory = { uid: 'mallory', cn: NAME, sn: PHONE, mail: EMAIL, password: 'Mallory-pass1' };
    const slapd = await startSlapd([...SEED_USERS, mallory]);
    try {
      const url = ctx.server.url;
      const adminPassword = await prepareAdmin(url);
      const admin = (await apiLogin(url, 'admin', adminPassword)).body.data.access_token;
      const settings = await systemCall(url, '/system/ldap', admin, {
        method: 'POST',
        body: JSON.stringify({
          ...DEFAULT_LDAP,
          ...{ enabled: true, host: slapd.host, port: slapd.port, bindDn: BIND_DN, bindPassword: BIND_PASSWORD, userBaseDn: PEOPLE_DN },
          ...{ userFilter: '(objectClass=inetOrgPerson)', usernameAttribute: 'uid', searchKeys: 'uid' },
          // realName from cn and email from mail; the phone from sn (see above).
          attributeMapping: DEFAULT_LDAP.attributeMapping.map(({ userAttribute }) => ({
            userAttribute,
            sourceAttribute: { realName: 'cn', email: 'mail', phone: 'sn' }[userAttribute],
          })),
        }),
      });
      assert.equal(settings.status, 200, JSON.stringify(settings.body));

      // The directory login creates the local user with the mapped values.
      const user = await newPage(ctx.browser);
      const userAlerts = watchAlerts(user);
      await user.goto(`${url}/login`);
      await user.getByRole('tab', { name: 'Directory login' }).click();
      const form = user.getByRole('form', { name: 'Directory login' });
      await form.locator('input[name=username]').fill('mallory');
      await form.locator('input[name=password]').fill(mallory.password);
      await form.locator('button[type=submit]').click();
      await user.waitForURL(/\/home$/);
      for (const locale of ['en-US', 'zh-CN']) {
        await setLang(user, locale);
        for (const path of ['/home', '/personal-space/profile']) {
          await user.goto(`${url}${path}`);
          await user.locator('header').getByText(NAME).first().waitFor();
          assert.equal(await user.locator('html').getAttribute('lang'), locale);
          assert.equal(await injected(user), 0, `${locale} ${path}: the directory's name became markup`);
        }
      }

      // The administrator's users page, with the phone and e-mail columns shown.
      const page = await newPage(ctx.browser);
      const alerts = watchAlerts(page);
      await loginThroughUi(page, url, 'admin', adminPassword);
      await page.waitForURL(/\/home$/);
      await page.goto(`${url}/system-manage/user`);
      await page.getByText(NAME).first().waitFor();
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Phone' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'E-mail' }).click();
      await page.keyboard.press('Escape');
      for (const locale of ['en-US', 'zh-CN']) {
        await setLang(page, locale);
        await page.goto(`${url}/system-manage/user`);
        for (const shows of [NAME, EMAIL, PHONE]) await page.getByRole('gridcell', { name: shows, exact: true }).waitFor();
        assert.equal(await page.locator('html').getAttribute('lang'), locale);
        assert.equal(await injected(page), 0, `${locale} users page: a directory value became markup`);
        // The seeded administrator is named in the interface language.
        await page
          .locator('header')
          .getByText(locale === 'zh-CN' ? '系统管理员' : 'Administrator')
          .waitFor();
      }

      assert.deepEqual([...userAlerts, ...alerts], []);
      assert.deepEqual([...user.errors, ...page.errors], []);
    } finally {
      await slapd.stop();
    }
  });
});
