// The shell without inline scripts (ARCANA_STRICT_SCRIPT_CSP=1, server/http/security-headers.ts),
// against the real server in Chromium: a script injected into the shell's document (as stored
// script would be, were escaping ever to fail) does not run, while an embedded application still
// opens in its wujie sandbox, whose iframe loads the sandbox page that keeps inline scripts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';

describe('a shell that runs no inline script', () => {
  const ctx = serverAndBrowserForSuite({ ARCANA_STRICT_SCRIPT_CSP: '1' });

  it('blocks a script injected into the shell and still opens an embedded application', async () => {
    const shell = await fetch(`${ctx.server.url}/home`);
    assert.doesNotMatch(shell.headers.get('content-security-policy') ?? '', /script-src[^;]*'unsafe-inline'/);
    const sandbox = await fetch(`${ctx.server.url}/wujie-sandbox.html`);
    assert.equal(sandbox.status, 200);
    assert.match(sandbox.headers.get('content-security-policy') ?? '', /script-src[^;]*'unsafe-inline'/);

    const page = await newPage(ctx.browser, 'en-US');
    await loginAsAdminWithNewPassword(page, ctx.server.url);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      const handler = document.createElement('img');
      handler.setAttribute('onerror', 'window.__handler = true');
      handler.src = 'data:,not-an-image';
      document.body.append(handler);
      return new Promise<unknown[]>((resolve) => {
        handler.addEventListener('error', () => setTimeout(() => resolve([(window as any).__injected, (window as any).__handler])));
      });
    });
    assert.deepEqual(ran, [undefined, undefined], 'neither the inline script nor the inline handler ran');

    await page.getByTestId('app-card-props-demo').getByRole('button', { name: 'Props demo', exact: true }).click();
    await page.waitForURL(/\/passportal\/props-demo$/);
    await page.getByTestId('props-user').waitFor();
    assert.match((await page.getByTestId('props-user').textContent()) ?? '', /Administrator \(admin\)/);
    assert.match((await page.locator('iframe[name="props-demo"]').getAttribute('src')) ?? '', /\/wujie-sandbox\.html$/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
