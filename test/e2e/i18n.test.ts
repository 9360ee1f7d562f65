// The language switch (spec sections 1 and 7): it persists the preference, changes the
// Accept-Language of the next calls and re-renders in place without a reload; server messages
// follow it. On a server with the demo user: data named in the user's language (application
// descriptions, button permission names, the licence type), and the stored language applied at
// sign-in.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import {
  DEMO_PASSWORD,
  DEMO_USER_ENV,
  organizationNames,
  prepareAdmin,
  signedInPage,
  submitLogin,
  systemCall,
  apiLogin,
  titleIs,
  type Names,
} from './session-helpers.ts';

describe('language switch', () => {
  let password: string;
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
  });

  it('switches the signed-in shell to Chinese in place and keeps the choice', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    await page.waitForFunction(() => document.title.endsWith('| Home'));
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.waitForFunction(() => document.title.endsWith('| 首页'));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no reload');
    assert.equal(await page.evaluate(() => localStorage.getItem('currentLang')), '"zh_CN"');
    await page.getByRole('button', { name: '语言' }).waitFor();

    // The next calls carry the new language.
    await page.goto(`${ctx.server.url}/nowhere`);
    await page.getByRole('button', { name: '返回首页' }).waitFor();
    const call = page.waitForRequest((r) => r.url().includes('/arcana-system/') && r.headers()['arcana-auth'] !== undefined);
    await page.getByRole('button', { name: '返回首页' }).click();
    assert.equal((await call).headers()['accept-language'], 'zh_CN');

    // The choice survives a reload although the browser is English.
    await page.reload();
    await page.waitForFunction(() => document.title.endsWith('| 首页'));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it("switches without waiting for system manage's strings until that area is shown, and shows it in the new language", async () => {
    const page = await newPage(ctx.browser, 'en-US');
    const isAdminCatalog = (path: string) => path.startsWith('/assets/admin-');
    // Home fetches the area's code (the users page among it) and its English strings once its
    // cards are shown, at idle.
    const preloaded = Promise.all(
      ['users-page-', 'admin-'].map((name) => page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(`/assets/${name}`))),
    );
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    await preloaded;
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.waitForFunction(() => document.title.endsWith('| 首页'));
    assert.deepEqual(fetched.filter(isAdminCatalog), [], 'the switch on home did not fetch the Chinese strings of system manage');

    // Entered for the first time after the switch: its own strings are Chinese too, from the
    // first frame (not English until the Chinese catalog arrives).
    await page.evaluate(() => {
      const seen = window as { englishSeen?: boolean };
      new MutationObserver(() => {
        if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'Add user')) seen.englishSeen = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      history.pushState(null, '', '/system-manage/user');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('button', { name: '新增用户' }).waitFor();
    assert.equal(await page.evaluate(() => (window as { englishSeen?: boolean }).englishSeen ?? false), false, 'no English page first');
    // Shown once, the area's strings follow every later switch.
    await page.getByRole('button', { name: '语言：简体中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Add user' }).waitFor();
    assert.equal(await page.getByRole('button', { name: '新增用户' }).count(), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('names the seeded administrator in the interface language: header, greeting, users table', async () => {
    const page = await newPage(ctx.browser, 'zh-CN');
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    await page.getByRole('button', { name: '用户菜单：系统管理员' }).waitFor();
    await page.getByRole('main').getByText('系统管理员').first().waitFor();
    await page.goto(`${ctx.server.url}/system-manage/user`);
    await page.getByRole('gridcell', { name: '系统管理员', exact: true }).waitFor();
    assert.equal(await page.getByText('Administrator').count(), 0, 'no English name in the Chinese interface');
    // The Chinese sidebar fills its column: its sections (short names) as wide as the column, so
    // their chevrons line up at its end and a scrollbar would sit at its edge.
    const column = (await page.locator('.fui-InlineDrawer').first().boundingBox())!;
    for (const area of ['system', 'monitor']) {
      const section = (await page.getByTestId(`nav-section-${area}`).boundingBox())!;
      assert.ok(section.width > column.width - 24, `the ${area} section is ${section.width} of the column's ${column.width} px`);
    }

    // Switched in place: the header, the table and home follow.
    await page.getByRole('button', { name: '语言：简体中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'User menu: Administrator' }).waitFor();
    await page.getByRole('gridcell', { name: 'Administrator', exact: true }).waitFor();
    await page.goto(`${ctx.server.url}/home`);
    await page.getByRole('main').getByText('Administrator').first().waitFor();
    assert.equal(await page.getByText('系统管理员').count(), 0, 'no Chinese name in the English interface');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('switches the login page too, and the server answers in that language', async () => {
    const page = await newPage(ctx.browser, 'zh-CN');
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    assert.match(await page.title(), /^Login \| /);
    await submitLogin(page, 'admin', 'not-the-password');
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /Wrong username or password/);
    await page.context().close();
  });
});

describe('data and the interface in the user language', () => {
  let password: string;
  let org: Names;
  const ctx = serverAndBrowserForSuite(DEMO_USER_ENV);
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
    org = await organizationNames(ctx.server.url);
  });

  const signedIn = (username: string, pass: string, locale?: string) => signedInPage(ctx.browser, ctx.server.url, username, pass, locale);

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
});
