// An application served from a second origin (a second HTTP server on another loopback port), as
// a third party would serve it: registered in the catalogue by its address, it opens in the shell
// (the content security policy admits its origin), loads the app bridge from the portal, and
// calls the platform API with portal.fetch. Only what the README shows is used.
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
    <script type="module">
      import { connectPortal } from '${portal}/elements/arcana-app.js';
      const portal = await connectPortal();
      const hello = () => (document.getElementById('hello').textContent = portal.lang + ': ' + (portal.user?.username ?? ''));
      hello();
      portal.on('lang', hello);
      document.getElementById('save').onclick = async () => {
        const res = await portal.fetch('/arcana-system/system/user/current/profile');
        document.getElementById('out').textContent = 'fetch ' + res.status;
        portal.notify({ intent: res.ok ? 'success' : 'error', title: 'Saved (' + res.status + ')' });
      };
      portal.ready();
    </script>
  </body>
</html>`;

describe('an application on another origin', () => {
  let page: Page & { errors: string[] };
  let appServer: Server;
  let appOrigin = '';
  const ctx = serverAndBrowserForSuite({ ARCANA_LICENSE_SECRET: LICENSE_SECRET });
  before(async () => {
    appServer = createServer((req, res) => {
      // wujie fetches the entry from the portal's page: the application answers CORS.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(appPage(ctx.server.url));
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
      apps: [{ code: 'xorigin', scope: 'All', version: '1.0', expireDate: isoDate(365) }],
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
});
