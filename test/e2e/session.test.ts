// Session rules in Chromium against the real server (spec sections 2 and 4): guards, a silent
// refresh of an expired access token, a revoked session sent to login with the expiry message,
// logout, the back-forward cache rule and the unload clean-up. Access tokens live 2 s here.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { prepareAdmin, storedAuthority, submitLogin } from './session-helpers.ts';

const EXPIRY_MESSAGE = 'Sorry, your identity information has expired. Please log in again';

describe('session', () => {
  let password: string;
  const ctx = serverAndBrowserForSuite({ ARCANA_ACCESS_TOKEN_TTL: '2' });
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
  });

  async function signedInPage(): Promise<Page & { errors: string[] }> {
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    return page;
  }

  it('sends a visitor without a token to login and a signed-in user from login to home', async () => {
    // Home is where a login lands anyway; any other page is carried along to return to. Each
    // visit is a page of its own: entering login from another route reloads the page
    // (navigation-effects.tsx), and a goto racing that reload can hang in Chromium.
    const errors: string[] = [];
    const reachLogin = async (path: string, landed: (u: URL) => boolean) => {
      const visit = await newPage(ctx.browser, 'en-US');
      await visit.goto(`${ctx.server.url}${path}`, { waitUntil: 'commit' });
      await visit.waitForURL(landed);
      await visit.locator('input[name=username]').waitFor();
      errors.push(...visit.errors);
      await visit.context().close();
    };
    for (const path of ['/home', '/']) await reachLogin(path, (u) => u.pathname === '/login' && !u.search);
    for (const path of ['/no-auth', '/some/unknown/page']) {
      await reachLogin(path, (u) => u.pathname === '/login' && u.searchParams.get('redirect') === path);
    }
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    await page.goto(`${ctx.server.url}/login`);
    await page.waitForURL(/\/home$/);
    assert.deepEqual([...errors, ...page.errors], []);
    await page.context().close();
  });

  it('refreshes an expired access token mid-session without the user noticing', async () => {
    const page = await signedInPage();
    await page.goto(`${ctx.server.url}/not-a-page`);
    await page.getByRole('button', { name: 'Back to home' }).waitFor();
    const before = await storedAuthority(page);
    assert.ok(before?.token);
    await page.waitForTimeout(3000); // the 2 s access token is now stale

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/arcana-auth/oauth/token') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Back to home' }).click(); // home loads its data: 402, refresh, replay
    assert.equal((await refreshed).status(), 200);
    await page.waitForFunction((old) => {
      const a = JSON.parse(localStorage.getItem('authority') ?? 'null') as { token?: string } | null;
      return a?.token && a.token !== old;
    }, before.token);

    const after = await storedAuthority(page);
    assert.notEqual(after!.refreshToken, before.refreshToken, 'the refresh token rotated');
    assert.equal(after!.expireTime, before.expireTime, 'the session keeps its end');
    assert.equal(after!.tokenRefreshed, true);
    await page.waitForTimeout(300);
    assert.match(page.url(), /\/home$/);
    assert.equal(await page.getByText(EXPIRY_MESSAGE).count(), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('two tabs of one session both refresh without revoking it (rotation with reuse detection)', async () => {
    const context = await ctx.browser.newContext({ locale: 'en-US' });
    const first = await context.newPage();
    await first.goto(`${ctx.server.url}/login`);
    await submitLogin(first, 'admin', password);
    await first.waitForURL(/\/home$/);
    const second = await context.newPage();
    await second.goto(`${ctx.server.url}/not-a-page`);
    await first.goto(`${ctx.server.url}/not-a-page`);
    await Promise.all([first, second].map((p) => p.getByRole('button', { name: 'Back to home' }).waitFor()));
    await first.waitForTimeout(3000); // both tabs hold a stale access token and the same refresh token
    // The tab that takes the refresh lock second may not see the first one's new pair in its
    // localStorage yet (Chromium delivers storage and locks apart): its spent refresh token is
    // answered 401/402 ("re-read") and it waits for the pair, so neither tab ends on login.

    // Both tabs call at the same instant, so both meet the expired token together.
    const at = Date.now() + 400;
    await Promise.all(
      [first, second].map((p) =>
        p.evaluate(
          (when) =>
            new Promise<void>((resolve) => {
              setTimeout(() => {
                [...document.querySelectorAll('button')].find((b) => b.textContent === 'Back to home')!.click();
                resolve();
              }, when - Date.now());
            }),
          at,
        ),
      ),
    );
    await Promise.all([first, second].map((p) => p.waitForURL(/\/home$/)));
    await first.waitForTimeout(1500);
    for (const p of [first, second]) {
      assert.match(p.url(), /\/home$/);
      assert.equal(await p.getByText(EXPIRY_MESSAGE).count(), 0);
    }
    // The session is still alive on the server: its token is valid or merely expired (code
    // 402), not revoked (code 401).
    const { token } = (await storedAuthority(first))!;
    const res = await fetch(`${ctx.server.url}/arcana-system/license/manage/status`, { headers: { 'Arcana-Auth': `bearer ${token}` } });
    const body = (await res.json()) as { code: number };
    assert.ok(body.code === 200 || body.code === 402, `session answered ${res.status}/${body.code}`);
    await context.close();
  });

  it('keeps the session when the answer to a refresh is lost on its way (the page reloaded, the network dropped it)', async () => {
    const page = await signedInPage();
    await page.goto(`${ctx.server.url}/not-a-page`);
    await page.getByRole('button', { name: 'Back to home' }).waitFor();
    await page.waitForTimeout(3000); // the 2 s access token is now stale
    // The server rotates the pair, but its answer never reaches the page.
    let rotated!: () => void;
    const lost = new Promise<void>((resolve) => (rotated = resolve));
    await page.route('**/arcana-auth/oauth/token', async (route) => {
      const answer = await route.fetch();
      assert.equal(answer.status(), 200);
      await route.abort('connectionreset');
      rotated();
    });
    await page.getByRole('button', { name: 'Back to home' }).click();
    await lost;
    await page.unroute('**/arcana-auth/oauth/token');
    // The reload finds only the spent refresh token; the server gives it the pair it lost.
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/arcana-auth/oauth/token') && r.request().method() === 'POST');
    await page.reload();
    assert.equal((await refreshed).status(), 200);
    await page.waitForURL(/\/home$/);
    // The session is alive on the server: its new token is valid or, on a loaded machine more than
    // 2 s after the refresh, merely expired (code 402); not revoked (code 401).
    const { token } = (await storedAuthority(page))!;
    const res = await fetch(`${ctx.server.url}/arcana-system/license/manage/status`, { headers: { 'Arcana-Auth': `bearer ${token}` } });
    const { code } = (await res.json()) as { code: number };
    assert.ok(code === 200 || code === 402, `session answered ${res.status}/${code}`);
    assert.equal(await page.getByText(EXPIRY_MESSAGE).count(), 0);
    await page.context().close();
  });

  it('sends a revoked session to login with the expiry message', async () => {
    const page = await signedInPage();
    await page.goto(`${ctx.server.url}/not-a-page`);
    await page.getByRole('button', { name: 'Back to home' }).waitFor();
    // Log out behind the UI's back, as another tab or an administrator would.
    const revoked = await page.evaluate(async () => {
      const a = JSON.parse(localStorage.getItem('authority')!) as { refreshToken: string };
      const res = await fetch(`/arcana-auth/oauth/logout?refresh_token=${encodeURIComponent(a.refreshToken)}`);
      return ((await res.json()) as { data: string }).data;
    });
    assert.equal(revoked, 'true');

    // Home's calls now answer 401/401 (a background call may notice first and win the race).
    await page
      .getByRole('button', { name: 'Back to home' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForURL(/\/login$/);
    await page.getByText(EXPIRY_MESSAGE).first().waitFor(); // a Fluent toast
    assert.equal(await storedAuthority(page), null);
    await page.locator('input[name=username]').waitFor();
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('logs out: server session revoked, storage keeps only language and platform config, login page reloaded', async () => {
    const page = await signedInPage();
    const { token } = (await storedAuthority(page))!;
    await page.evaluate(() => {
      localStorage.setItem('currentLang', JSON.stringify('en_US'));
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('You have logged out').first().waitFor();
    // Entering login from another route reloaded the page: nothing of the session survives.
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined);
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    assert.deepEqual(keys, ['currentLang', 'platformConfig']);

    const res = await fetch(`${ctx.server.url}/arcana-system/license/manage/status`, { headers: { 'Arcana-Auth': `bearer ${token}` } });
    assert.equal(res.status, 401);
    assert.equal(((await res.json()) as { code: number }).code, 401);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('a login page restored from the back-forward cache goes home once a token exists', async () => {
    const context = await ctx.browser.newContext({ locale: 'en-US' });
    const stale = await context.newPage();
    await stale.goto(`${ctx.server.url}/login`);
    await stale.locator('input[name=username]').waitFor();
    const other = await context.newPage(); // signs in meanwhile; storage is shared
    await other.goto(`${ctx.server.url}/login`);
    await submitLogin(other, 'admin', password);
    await other.waitForURL(/\/home$/);
    // What Chromium fires when it restores the page from the back-forward cache.
    await stale.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await stale.waitForURL(/\/home$/);
    await context.close();
  });

  it('clears the stored system and monitor routes when the page unloads', async () => {
    const page = await signedInPage();
    await page.evaluate(() => {
      localStorage.setItem('systemRoute', JSON.stringify('/system-manage/user'));
      localStorage.setItem('monitorRoute', JSON.stringify('/monitor/health'));
    });
    await page.goto('about:blank');
    await page.goto(`${ctx.server.url}/not-a-page`);
    await page.getByRole('button', { name: 'Back to home' }).waitFor();
    const left = await page.evaluate(() => [localStorage.getItem('systemRoute'), localStorage.getItem('monitorRoute')]);
    assert.deepEqual(left, [null, null]);
    await page.context().close();
  });
});
