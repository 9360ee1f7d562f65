// The login page against the real server (spec sections 2, 4, 5): tab title and icon, remember
// me, the captcha, the form messages; and, on a server of its own, wrong passwords then lockout.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_PASSWORD, newPage, serverAndBrowserForSuite } from './harness.ts';
import { apiLogin, iconHref, prepareAdmin, storedAuthority, submitLogin, systemCall } from './session-helpers.ts';
import { DEFAULT_LOGIN_VERIFICATION } from '../../server/auth/password-policy.ts';
import { loginRouteChunks } from '../build/portal-chunks.ts';

const DAY = 86_400_000;

describe('login page', () => {
  let password: string;
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
  });

  it("fetches home's code while the user types, not after the click on Log in", async () => {
    const page = await newPage(ctx.browser, 'en-US');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${ctx.server.url}/login`);
    await page.locator('input[name=username]').waitFor();
    await page.waitForLoadState('networkidle');
    const signedInCode = (name: string) => scripts.some((s) => s.startsWith(`/assets/${name}-`));
    assert.ok(!signedInCode('main-layout') && !signedInCode('home-page'), 'the login page alone loads no signed-in page');
    // The first keystroke starts the downloads of the shell (its layout, sidebar and bell) and home.
    const fetched = ['main-layout', 'sidebar', 'notice-bell', 'home-page'].map((name) =>
      page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(`/assets/${name}-`)),
    );
    await page.locator('input[name=username]').pressSequentially('a');
    await Promise.all(fetched);
    await page.context().close();
  });

  it('loads no script on the login route beyond those its byte budget counts', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace(/^\/assets\//, ''));
    });
    await page.goto(`${ctx.server.url}/login`);
    await page.locator('input[name=username]').waitFor();
    await page.waitForLoadState('networkidle');
    // The budget (test/build/bundle-budget.test.ts) reads the route's chunks from the build; one
    // the browser loads besides (the fallback's spinner did) would go uncounted.
    const counted = new Set(loginRouteChunks());
    assert.deepEqual(
      scripts.filter((s) => !counted.has(s)),
      [],
    );
    await page.context().close();
  });

  it("shows a Loading progress bar while the login page's code is slow to arrive, then the form", async () => {
    const page = await newPage(ctx.browser, 'en-US');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('progressbar', { name: 'Loading' }).waitFor();
    assert.equal(await page.locator('input[name=username]').count(), 0);
    release();
    await page.locator('input[name=username]').waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('titles the tab and sets its icon on login, home and the 404 page', async () => {
    const config = (
      (await (await fetch(`${ctx.server.url}/arcana-system/system/private/show/cfg/get`)).json()) as {
        data: {
          i18nName: { en_US: string; zh_CN: string };
          titlePageLogo: string;
          organization: { logo: string; i18nNames: { en_US: string; zh_CN: string } };
        };
      }
    ).data;
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    await page.locator('input[name=username]').waitFor();
    assert.equal(await page.title(), `Login | ${config.i18nName.en_US}`);
    assert.equal(await iconHref(page), config.titlePageLogo);

    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    await page.waitForFunction(() => document.title.endsWith('| Home'));
    assert.equal(await page.title(), `${config.organization.i18nNames.en_US} | Home`);
    assert.equal(await iconHref(page), config.organization.logo);

    await page.goto(`${ctx.server.url}/no/such/page`);
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
    assert.equal(await page.title(), `${config.organization.i18nNames.en_US} | Page not found`);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL(/\/home$/);
    assert.deepEqual(page.errors, []);
    await page.context().close();

    const zh = await newPage(ctx.browser, 'zh-CN');
    await zh.goto(`${ctx.server.url}/login`);
    await zh.locator('input[name=username]').waitFor();
    assert.equal(await zh.title(), `登录 | ${config.i18nName.zh_CN}`);
    await zh.context().close();
  });

  it('shows the generic form messages before calling the server', async () => {
    const page = await newPage(ctx.browser, 'zh-CN');
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('请输入用户名').waitFor();
    await page.getByText('请输入密码').waitFor();
    await page.context().close();
  });

  it('remember me keeps the session for 7 days; without it the configured login timeout applies', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    const started = Date.now();
    await submitLogin(page, 'admin', password, { remember: true });
    await page.waitForURL(/\/home$/);
    const remembered = (await storedAuthority(page))!;
    assert.ok(
      Math.abs(remembered.expireTime - (started + 7 * DAY)) < 60_000,
      `expireTime ${new Date(remembered.expireTime).toISOString()}`,
    );
    await page.context().close();

    const { body } = await apiLogin(ctx.server.url, 'admin', password);
    const policy = (await systemCall(ctx.server.url, '/system/login-verify', body.data.access_token)).body.data as {
      loginTimeoutMinutes: number;
    };
    const plain = await newPage(ctx.browser, 'en-US');
    await plain.goto(`${ctx.server.url}/login`);
    const t0 = Date.now();
    await submitLogin(plain, 'admin', password);
    await plain.waitForURL(/\/home$/);
    const short = (await storedAuthority(plain))!;
    assert.ok(Math.abs(short.expireTime - (t0 + policy.loginTimeoutMinutes * 60_000)) < 60_000);
    await plain.context().close();
  });

  it('asks for a captcha when the password policy says so, and renews it after a failure', async () => {
    const { body } = await apiLogin(ctx.server.url, 'admin', password);
    const token = body.data.access_token;
    const set = (useCaptcha: boolean) =>
      systemCall(ctx.server.url, '/system/login-verify', token, {
        method: 'POST',
        body: JSON.stringify({ ...DEFAULT_LOGIN_VERIFICATION, useCaptcha }),
      });
    assert.equal((await set(true)).status, 200);
    try {
      const page = await newPage(ctx.browser, 'en-US');
      await page.goto(`${ctx.server.url}/login`);
      const image = page.getByRole('img', { name: 'Verification code image' });
      await image.waitFor();
      const first = await image.getAttribute('src');
      assert.match(first ?? '', /^data:image\/svg\+xml/);

      await submitLogin(page, 'admin', password);
      await page.getByText('Please enter Verification code').waitFor();

      await page.locator('input[name=captchaCode]').fill('zzzz');
      const renewed = page.waitForResponse((r) => r.url().endsWith('/arcana-auth/oauth/captcha'));
      await page.locator('button[type=submit]').click();
      await page.getByRole('alert').waitFor();
      assert.match(await page.getByRole('alert').innerText(), /verification code/i);
      await renewed;
      await page.waitForFunction((old) => document.querySelector('img[alt="Verification code image"]')?.getAttribute('src') !== old, first);
      assert.equal(await page.locator('input[name=captchaCode]').inputValue(), '');
      await page.context().close();
    } finally {
      await set(false);
    }
  });
});

describe('wrong passwords and lockout', () => {
  // A server of its own: this suite locks the only account.
  const ctx = serverAndBrowserForSuite();

  it('counts the tries left, then locks the account and gives the minutes', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    const alert = page.getByRole('alert');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/oauth/token'));
      await submitLogin(page, 'admin', `wrong-${i}`);
      await answered;
      await alert.waitFor();
      messages.push(await alert.innerText());
    }
    assert.match(messages[0]!, /4 attempt\(s\) left/);
    assert.match(messages[3]!, /1 attempt\(s\) left/);
    assert.match(messages[4]!, /locked.*30 minute/i);

    // The right password does not open a locked account.
    // Listening before the click: the answer may come before the click's promise settles.
    const refused = page.waitForResponse((r) => r.url().endsWith('/oauth/token'));
    await submitLogin(page, 'admin', ADMIN_PASSWORD);
    await refused;
    await page.waitForTimeout(200);
    assert.match(await alert.innerText(), /locked.*minute/i);
    assert.match(page.url(), /\/login$/);
    assert.deepEqual(page.errors, []);
  });

  it('says so in Chinese for a Chinese user', async () => {
    const page = await newPage(ctx.browser, 'zh-CN');
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', 'whatever');
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /账号已被锁定，请 \d+ 分钟后再试/);
  });
});
