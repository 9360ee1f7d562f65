// What a new user meets first (issue 11 section 3, issue 9's language preference, issue 12's
// dictionaries) in Chromium against the real server: the 401 page, the deep link kept across the
// login, tab titles from the menus and applications in both languages, data named in the user's
// language, the stored language applied at sign-in, and a disabled dictionary item leaving its
// select.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { apiLogin, prepareAdmin, submitLogin, systemCall } from './session-helpers.ts';

const DEMO_PASSWORD = 'Demo-pass1';
const NO_PERMISSION_EN = 'Sorry, you have no permission to access this page.';

interface Names {
  en_US: string;
  zh_CN: string;
}

describe('what a new user meets first', () => {
  let password: string;
  let org: Names;
  const ctx = serverAndBrowserForSuite({ ARCANA_SEED_DEMO_USER: '1', ARCANA_DEMO_PASSWORD: DEMO_PASSWORD });
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
    const cfg = (await (await fetch(`${ctx.server.url}/arcana-system/system/private/show/cfg/get`)).json()) as {
      data: { organization: { i18nNames: Names } };
    };
    org = cfg.data.organization.i18nNames;
  });

  async function signedIn(username: string, pass: string, locale = 'en-US'): Promise<Page & { errors: string[] }> {
    const page = await newPage(ctx.browser, locale);
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, username, pass);
    await page.waitForURL(/\/home$/);
    return page;
  }

  const titleIs = (page: Page, title: string) => page.waitForFunction((want) => document.title === want, title, { timeout: 10_000 });

  it('shows the 401 page on /no-auth and on a page the user may not open, with the way home', async () => {
    const page = await signedIn('demo', DEMO_PASSWORD);
    await page.goto(`${ctx.server.url}/no-auth`);
    await page.getByRole('heading', { name: '401' }).waitFor();
    await page.getByText(NO_PERMISSION_EN).waitFor();
    assert.equal(await page.getByText('Sorry, the page you visited does not exist.').count(), 0);

    // The demo user holds the audit log but not the users page.
    await page.goto(`${ctx.server.url}/system-manage/user`);
    await page.waitForURL(/\/no-auth$/);
    await page.getByRole('heading', { name: '401' }).waitFor();
    await page.getByText(NO_PERMISSION_EN).waitFor();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL(/\/home$/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('returns to the deep link asked for while logged out, and never to another site', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/system-manage/audit-log`);
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/system-manage/audit-log');
    await page.locator('input[name=username]').waitFor();
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/system-manage\/audit-log$/);
    await titleIs(page, `${org.en_US} | Audit log`);
    await page.context().close();

    const crafted = await newPage(ctx.browser, 'en-US');
    await crafted.goto(`${ctx.server.url}/login?redirect=${encodeURIComponent('//example.com/steal')}`);
    await crafted.locator('input[name=username]').waitFor();
    await submitLogin(crafted, 'admin', password);
    await crafted.waitForURL(/\/home$/);
    assert.equal(new URL(crafted.url()).origin, ctx.server.url);
    await crafted.context().close();
  });

  it('titles each system-manage page and an application by their localised names, also after a language switch', async () => {
    const page = await signedIn('admin', password);
    await page.goto(`${ctx.server.url}/system-manage/user`);
    await titleIs(page, `${org.en_US} | Users`);
    await page.goto(`${ctx.server.url}/system-manage/role`);
    await titleIs(page, `${org.en_US} | Roles`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await titleIs(page, `${org.zh_CN} | 角色管理`);

    // The props demo sets no title of its own: the tab shows the application's localised name.
    await page.goto(`${ctx.server.url}/passportal/props-demo`);
    await page.getByTestId('props-user').waitFor();
    await titleIs(page, '属性演示');
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await titleIs(page, 'Props demo');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('shows data in the user language: application descriptions, button permission names, the licence type', async () => {
    const demo = await signedIn('demo', DEMO_PASSWORD, 'zh-CN');
    const card = demo.getByTestId('app-card-props-demo').first();
    await card.getByText('展示外壳传给嵌入应用的内容').waitFor();
    await demo.goto(`${ctx.server.url}/personal-space/authority`);
    const refresh = demo.getByTestId('my-menus').locator('tr[data-code="props-demo:refresh"]');
    await refresh.getByRole('cell', { name: '刷新', exact: true }).waitFor();
    assert.equal(await demo.getByTestId('my-menus').getByText('Refresh', { exact: true }).count(), 0);
    await demo.context().close();

    const admin = await signedIn('admin', password, 'zh-CN');
    await admin.goto(`${ctx.server.url}/system-manage/license`);
    await admin.getByTestId('license-info').getByText('试用', { exact: true }).waitFor();
    assert.equal(await admin.getByTestId('license-info').getByText('Trial', { exact: true }).count(), 0);
    assert.deepEqual(admin.errors, []);
    await admin.context().close();
  });

  it('applies the stored interface language at sign-in, even from an English login page', async () => {
    const { body } = await apiLogin(ctx.server.url, 'demo', DEMO_PASSWORD);
    const saved = await systemCall(ctx.server.url, '/system/user/current/preferences', body.data.access_token, {
      method: 'POST',
      body: JSON.stringify({ lang: 'zh_CN' }),
    });
    assert.equal(saved.status, 200);
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await submitLogin(page, 'demo', DEMO_PASSWORD);
    await page.waitForURL(/\/home$/);
    await titleIs(page, `${org.zh_CN} | 首页`);
    await page.getByRole('button', { name: '语言' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('currentLang')), '"zh_CN"');
    await page.context().close();
    // Back to English for the other tests of this user.
    await systemCall(ctx.server.url, '/system/user/current/preferences', body.data.access_token, {
      method: 'POST',
      body: JSON.stringify({ lang: '' }),
    });
  });

  it('lays out the shell: one-line section names, the collapsed width used, whole metrics, a language switch on the forced change', async () => {
    const page = await signedIn('admin', password);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${ctx.server.url}/monitor/request-metrics`);
    const system = page.getByTestId('nav-section-system');
    const home = page.getByRole('link', { name: 'Home' }).first();
    await system.waitFor();
    assert.equal((await system.boundingBox())!.height, (await home.boundingBox())!.height, '"System management" on one line');

    // The metrics frame grows to its table: nothing is cut off inside it.
    const frame = page.getByTestId('monitor-view');
    await page.frameLocator('[data-testid=monitor-view]').locator('table tbody tr').first().waitFor();
    await page.waitForFunction(() => {
      const f = document.querySelector<HTMLIFrameElement>('[data-testid=monitor-view]');
      const root = f?.contentDocument?.documentElement;
      return Boolean(f && root && root.scrollHeight <= f.clientHeight + 2 && root.scrollWidth <= f.clientWidth);
    });

    const wide = (await page.locator('main').boundingBox())!.width;
    const before = (await frame.boundingBox())!.width;
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await page.getByRole('button', { name: 'Expand menu' }).waitFor();
    await page.waitForFunction((w) => document.querySelector('main')!.getBoundingClientRect().width > w + 150, wide);
    assert.ok((await frame.boundingBox())!.width > before + 150, 'the content uses the freed width');
    assert.deepEqual(page.errors, []);

    // A new user meets the forced change: it has the language switch of the login page.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authority') ?? 'null') as { token: string }).token);
    const added = await systemCall(ctx.server.url, '/system/user/add', token, {
      method: 'POST',
      body: JSON.stringify({ username: 'newcomer', realName: 'New Comer', password: 'Newcomer-1' }),
    });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    await page.context().close();
    const fresh = await newPage(ctx.browser, 'en-US');
    await fresh.goto(`${ctx.server.url}/login`);
    await submitLogin(fresh, 'newcomer', 'Newcomer-1');
    await fresh.getByRole('heading', { name: 'Change your password' }).waitFor();
    await fresh.getByRole('button', { name: 'Language' }).click();
    await fresh.getByRole('menuitemradio', { name: '简体中文' }).click();
    await fresh.getByRole('heading', { name: '修改您的密码' }).waitFor();
    assert.deepEqual(fresh.errors, []);
    await fresh.context().close();
  });

  it('drops a dictionary item disabled after its confirmation from its select', async () => {
    const page = await signedIn('admin', password);
    const typeOptions = async () => {
      await page.goto(`${ctx.server.url}/system-manage/organization`);
      await page.getByRole('button', { name: 'Add top-level department' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await dialog.getByRole('option', { name: 'Company' }).waitFor();
      const names = await dialog.getByRole('option').allInnerTexts();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      return names.map((n) => n.trim());
    };
    assert.deepEqual(await typeOptions(), ['Company', 'Department', 'Group', 'AD domain OU']);

    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authority') ?? 'null') as { token: string }).token);
    const list = await systemCall(ctx.server.url, '/system/dict/list?current=1&size=50&keyword=department-type', token);
    const type = (list.body.data as { records: Array<{ id: number; code: string }> }).records.find((r) => r.code === 'department-type');
    assert.ok(type, JSON.stringify(list.body));
    await page.goto(`${ctx.server.url}/system-manage/data-dictionary/${type.id}/items`);
    await page.getByRole('switch', { name: 'Disable Group' }).click();
    const confirmation = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirmation.getByText('Disable Group?').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/system/dict/item/modify/status') && r.status() === 200);
    await confirmation.getByRole('button', { name: 'Disable' }).click();
    await saved;
    await page.getByRole('switch', { name: 'Enable Group' }).waitFor();

    assert.deepEqual(await typeOptions(), ['Company', 'Department', 'AD domain OU']);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('shows a name saved in My details in the header and on home at once, not at the next sign-in', async () => {
    const page = await signedIn('demo', DEMO_PASSWORD);
    await page.goto(`${ctx.server.url}/personal-space/profile`);
    const field = page.getByRole('textbox', { name: 'Real name' });
    const before = await field.inputValue();
    await field.fill('Dana Renamed');
    const saved = page.waitForResponse((r) => r.url().endsWith('/system/user/current/profile') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200);
    await page.getByRole('button', { name: 'User menu' }).filter({ hasText: 'Dana Renamed' }).waitFor();
    await page.goto(`${ctx.server.url}/home`);
    await page
      .getByText(/Dana Renamed/)
      .first()
      .waitFor();
    // put the name back for the other tests of this suite
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authority') ?? 'null') as { token: string }).token);
    const profile = await systemCall(ctx.server.url, '/system/user/current/profile', token);
    const { phone, email } = profile.body.data as { phone: string; email: string };
    const restored = await systemCall(ctx.server.url, '/system/user/current/profile', token, {
      method: 'POST',
      body: JSON.stringify({ realName: before, phone, email }),
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
