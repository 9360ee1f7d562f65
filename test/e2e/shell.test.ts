// The shell (src/app: navigation, layout, error pages) in Chromium against the real server: the
// 401 page, the deep link kept across the login and never sent to another site, tab titles from
// the menus and applications in both languages, and the layout (one-line section names, the
// collapsed menu's width used, the forced password change's language switch).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import {
  DEMO_PASSWORD,
  DEMO_USER_ENV,
  organizationNames,
  prepareAdmin,
  signedInPage,
  submitLogin,
  systemCall,
  titleIs,
  type Names,
} from './session-helpers.ts';

const NO_PERMISSION_EN = 'Sorry, you have no permission to access this page.';

describe('the shell', () => {
  let password: string;
  let org: Names;
  const ctx = serverAndBrowserForSuite(DEMO_USER_ENV);
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
    org = await organizationNames(ctx.server.url);
  });

  const signedIn = (username: string, pass: string, locale?: string) => signedInPage(ctx.browser, ctx.server.url, username, pass, locale);

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

  /** Signs in as admin through the login page and waits for home's cards. */
  async function signInToHome(page: Page) {
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page
      .getByTestId(/^app-card-/)
      .first()
      .waitFor();
  }

  it("fetches a system-manage page's code and its list beside the area's own code, not after it", async () => {
    // A first entry with nothing fetched ahead: home's idle preload of the areas' code switched off.
    const page = await newPage(ctx.browser);
    await page.addInitScript(() => ((window as { __ARCANA_NO_PREFETCH__?: boolean }).__ARCANA_NO_PREFETCH__ = true));
    await signInToHome(page);
    // Hold the area's chunk back: the page's chunk is asked for all the same. Before, it was
    // asked for only once the area had rendered, after the licence gate had, one round trip each.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/system-manage-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const pageChunk = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/assets/users-page-'));
    // And the list's first page, under the query the page will read.
    const isListCall = (url: string) => new URL(url).pathname === '/arcana-system/system/user/page';
    const listCall = page.waitForRequest((r) => isListCall(r.url()));
    let listCalls = 0;
    page.on('request', (r) => {
      if (isListCall(r.url())) listCalls++;
    });
    await page.evaluate(() => {
      history.pushState(null, '', '/system-manage/user');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await Promise.all([pageChunk, listCall]);
    release();
    await page.getByTestId('data-table-row').first().waitFor();
    // The page read what was fetched for it (the same key), rather than asking again.
    assert.equal(listCalls, 1);
    assert.deepEqual(page.errors, []);
  });

  it("has system manage's code ready once home is shown: entering the users list fetches its rows and no code", async () => {
    const areaChunks = ['licence-gate', 'users-page', 'menu-breadcrumb'];
    const isAreaChunk = (path: string) => areaChunks.some((name) => path.startsWith(`/assets/${name}-`));
    const page = await newPage(ctx.browser);
    // Home fetches them once its cards are shown and the browser is idle.
    const preloaded = Promise.all(
      areaChunks.map((name) => page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(`/assets/${name}-`))),
    );
    await signInToHome(page);
    await preloaded;
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.evaluate(() => {
      history.pushState(null, '', '/system-manage/user');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('data-table-row').first().waitFor();
    assert.deepEqual(fetched.filter(isAreaChunk), []);
    assert.ok(fetched.includes('/arcana-system/system/user/page'), 'the list was asked for');
    assert.deepEqual(page.errors, []);
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
});
