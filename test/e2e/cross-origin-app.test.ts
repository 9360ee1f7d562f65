// An application served from a second origin (a second HTTP server on another loopback port), as
// a third party would serve it: registered in the catalogue by its address, it opens in the shell
// (the content security policy admits its origin), loads the app bridge from the portal, and
// calls the platform API with portal.fetch; it follows a permission change. The same server also
// serves a monitor view (an iframe) that reaches the shell over postMessage. Only what the README
// shows is used.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { serverAndBrowserForSuite } from './harness.ts';
import { LICENSE_SECRET, callApi, installLicense, isoDate, signInWatchingWujie } from './home-helpers.ts';

/** The application's one page: the README's plain HTML example, pointed at this portal. */
const appPage = (portal: string) => `<!doctype html>
<html>
  <body>
    <h1 id="hello" data-testid="xapp-hello"></h1>
    <button id="save" data-testid="xapp-save">Save</button>
    <p id="out" data-testid="xapp-out"></p>
    <p id="perms" data-testid="xapp-permissions"></p>
    <script type="module">
      import { connectPortal } from '${portal}/elements/arcana-app.js';
      const portal = await connectPortal();
      const hello = () => (document.getElementById('hello').textContent = portal.lang + ': ' + (portal.user?.username ?? ''));
      hello();
      portal.on('lang', hello);
      const perms = (codes) => (document.getElementById('perms').textContent = codes.filter((c) => c.startsWith('xorigin:')).join(' '));
      perms(portal.permissions);
      portal.on('permissions', (e) => perms(e.permissions));
      document.getElementById('save').onclick = async () => {
        const res = await portal.fetch('/arcana-system/system/user/current/profile');
        document.getElementById('out').textContent = 'fetch ' + res.status;
        portal.notify({ intent: res.ok ? 'success' : 'error', title: 'Saved (' + res.status + ')' });
      };
      portal.ready();
    </script>
  </body>
</html>`;

/** A monitor view on the same second origin: an iframe in the shell, bridged over postMessage. */
const viewPage = (portal: string) => `<!doctype html>
<html>
  <body>
    <p id="who" data-testid="xview-who"></p>
    <p id="token" data-testid="xview-token"></p>
    <p id="out" data-testid="xview-out"></p>
    <script type="module">
      import { connectPortal } from '${portal}/elements/arcana-app.js';
      const portal = await connectPortal();
      const who = () => (document.getElementById('who').textContent = (portal.inPortal ? 'in portal ' : 'alone ') + portal.lang + ': ' + (portal.user?.username ?? ''));
      who();
      portal.on('lang', who);
      const token = await portal.getToken();
      document.getElementById('token').textContent = token ? 'token ' + token.length : 'no token';
      const res = await portal.fetch('/arcana-system/system/user/current/profile');
      document.getElementById('out').textContent = 'fetch ' + res.status;
      portal.ready();
    </script>
  </body>
</html>`;

describe('an application on another origin', () => {
  let page: Page & { errors: string[] };
  let appServer: Server;
  let appOrigin = '';
  // ARCANA_DEMO_APP_PORT: the server also serves its third demo application from a second origin.
  const ctx = serverAndBrowserForSuite({ ARCANA_LICENSE_SECRET: LICENSE_SECRET, ARCANA_DEMO_APP_PORT: '0' });
  before(async () => {
    appServer = createServer((req, res) => {
      // wujie fetches the entry from the portal's page: the application answers CORS.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(req.url?.startsWith('/view') ? viewPage(ctx.server.url) : appPage(ctx.server.url));
    });
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
    appOrigin = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
    ({ page } = await signInWatchingWujie(ctx));
    const created = await callApi(page, 'POST', '/system/app/submit', {
      name: 'Cross-origin app',
      appId: 'xorigin',
      code: 'xorigin',
      address: `${appOrigin}/xapp/`,
      baseUrl: 'xorigin',
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    // A third party's application needs its licence entry, as any other.
    await installLicense(page, {
      licenseId: 'E2E-XORIGIN',
      type: 'Recurring',
      authorizedFirm: 'E2E',
      cpuCoresTotal: 8,
      expireDate: isoDate(365),
      apps: ['xorigin', 'bridge-demo'].map((code) => ({ code, scope: 'All', version: '1.0', expireDate: isoDate(365) })),
    });
  });
  after(async () => {
    await new Promise((resolve) => appServer?.close(resolve));
  });

  it('opens inside the shell and calls the platform API with the bridge', async () => {
    await page.goto(`${ctx.server.url}/passportal/xorigin`);
    await page.getByTestId('xapp-hello').filter({ hasText: 'en_US: admin' }).waitFor();
    await page.getByTestId('xapp-save').click();
    await page.getByTestId('xapp-out').filter({ hasText: 'fetch 200' }).waitFor();
    await page.locator('.fui-Toast').filter({ hasText: 'Saved (200)' }).waitFor();
    assert.deepEqual(page.errors, []);
  });

  it('hears a permission change: a button added to the application reaches it without a reload', async () => {
    await page.goto(`${ctx.server.url}/passportal/xorigin`);
    await page.getByTestId('xapp-hello').filter({ hasText: 'en_US: admin' }).waitFor();
    assert.equal(await page.getByTestId('xapp-permissions').textContent(), '');
    const added = await callApi(page, 'POST', '/system/menu/submit', {
      appCode: 'xorigin',
      name: 'Approve',
      code: 'xorigin:approve',
      type: 'button',
    });
    assert.equal(added.status, 200, JSON.stringify(added.json));
    // The shell polls its permissions' fingerprint (PERMISSIONS_POLL_MS) and tells the application.
    await page.getByTestId('xapp-permissions').filter({ hasText: 'xorigin:approve' }).waitFor({ timeout: 30_000 });
    assert.deepEqual(page.errors, []);
  });

  it('a monitor view on that origin gets the user, a token and the language from the shell, and calls the API', async () => {
    const menu = await callApi(page, 'POST', '/system/menu/submit', {
      appCode: '10012',
      name: 'Partner view',
      code: 'partner-view',
      type: 'menu',
      path: 'partner-view',
      views: `${appOrigin}/view`,
    });
    assert.equal(menu.status, 200, JSON.stringify(menu.json));
    await page.goto(`${ctx.server.url}/monitor/partner-view`);
    const view = page.frameLocator('[data-testid=monitor-view]');
    await view.getByTestId('xview-who').filter({ hasText: 'in portal en_US: admin' }).waitFor();
    await view
      .getByTestId('xview-token')
      .filter({ hasText: /^token \d+$/ })
      .waitFor();
    await view.getByTestId('xview-out').filter({ hasText: 'fetch 200' }).waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await view.getByTestId('xview-who').filter({ hasText: 'in portal zh_CN: admin' }).waitFor();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await view.getByTestId('xview-who').filter({ hasText: 'in portal en_US: admin' }).waitFor();
    assert.deepEqual(page.errors, []);
  });

  it('the cross-origin demo application: served from its own origin, every call through the bridge, in both languages', async () => {
    await page.goto(`${ctx.server.url}/home`);
    await page.getByTestId('app-card-bridge-demo').getByRole('button').first().click();
    await page.waitForURL(/\/passportal\/bridge-demo$/);
    const origin = await page.getByTestId('xdemo-origin').textContent();
    assert.match(origin ?? '', /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(origin, new URL(ctx.server.url).origin);
    await page.getByTestId('xdemo-user').filter({ hasText: /\S/ }).waitFor();
    await page.getByTestId('xdemo-fetch').click();
    await page.getByTestId('xdemo-result').filter({ hasText: 'fetch 200' }).waitFor();
    await page.getByTestId('xdemo-notify').click();
    await page.locator('.fui-Toast').filter({ hasText: 'Hello from another origin' }).waitFor();
    await page.getByTestId('xdemo-confirm').click();
    const confirm = page.getByRole('alertdialog', { name: 'Discard the draft?' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('xdemo-result').filter({ hasText: 'confirm false' }).waitFor();
    // Unsaved changes: leaving for home asks in the shell's dialog; Stay keeps the application.
    await page.getByTestId('xdemo-dirty').check();
    await page.getByTestId('xdemo-home').click();
    const leave = page.getByRole('alertdialog');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await page.getByTestId('xdemo-dirty').uncheck();
    assert.match(page.url(), /\/passportal\/bridge-demo$/);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '跨源演示' }).waitFor();
    await page.getByTestId('xdemo-lang').filter({ hasText: 'zh_CN' }).waitFor();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Cross-origin demo' }).waitFor();
    assert.deepEqual(page.errors, []);
  });
});
