// Embedded applications in wujie against the real server: content inside the shell with the
// shell's props, singular mode (switching unmounts the previous app), and language changes
// reaching the app over the bus.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { serverAndBrowserForSuite } from './harness.ts';
import { signInWatchingWujie } from './home-helpers.ts';

describe('embedded applications', () => {
  let page: Page & { errors: string[] };
  /** wujie's own console warnings (issue 11). */
  let wujieWarnings: string[];
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    ({ page, wujieWarnings } = await signInWatchingWujie(ctx));
  });

  it('opens an application from home and shows its content inside the shell with the props', async () => {
    await page.getByTestId('app-card-props-demo').getByRole('button', { name: 'Props demo', exact: true }).click();
    await page.waitForURL(/\/passportal\/props-demo$/);
    await page.getByTestId('props-user').waitFor();
    assert.match((await page.getByTestId('props-user').textContent()) ?? '', /Administrator \(admin\)/);
    assert.equal(await page.getByTestId('props-lang').textContent(), 'en_US');
    assert.match((await page.getByTestId('props-permissions').textContent()) ?? '', /user:add/);
    // Inside the shell: the header and sidebar are still there, and the app sits in wujie's shadow DOM.
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    assert.equal(await page.locator('[data-micro-app="props-demo"] wujie-app').count(), 1);
    assert.equal(await page.locator('iframe[name="props-demo"]').count(), 1);
    // Logging in and opening the app emitted nothing nobody listens to, so wujie warned nothing.
    assert.deepEqual(wujieWarnings, []);
  });

  it('follows a language change of the shell', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.getByTestId('props-lang').filter({ hasText: 'zh_CN' }).waitFor();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByTestId('props-lang').filter({ hasText: 'en_US' }).waitFor();
  });

  it('unmounts the first application when switching to the second', async () => {
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('app-card-elements-demo').getByRole('button', { name: 'Elements demo', exact: true }).click();
    await page.waitForURL(/\/passportal\/elements-demo$/);
    await page.locator('[data-micro-app="elements-demo"]').waitFor();
    // Singular mode: the first application is unmounted (its DOM is gone); it allows prefetch,
    // so its sandbox stays, pre-executed, and opening it again only mounts it.
    await page.waitForFunction(() => !document.querySelector('wujie-app[data-wujie-id="props-demo"]'));
    assert.equal(await page.getByTestId('props-user').count(), 0);
    assert.equal(await page.locator('iframe[name="props-demo"]').count(), 1);
    assert.equal(await page.locator('[data-micro-app="props-demo"]').count(), 0);
    // Back again: it mounts afresh.
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/passportal\/props-demo$/);
    await page.getByTestId('props-user').waitFor();
    await page.waitForFunction(() => !document.querySelector('wujie-app[data-wujie-id="elements-demo"]'));
    assert.equal(await page.locator('[data-micro-app="elements-demo"]').count(), 0);
  });

  it('shows an error panel with retry for an application path that does not load, never a white page', async () => {
    await page.goto(`${ctx.server.url}/passportal/no-such-app`);
    await page.getByText('This application does not exist or you may not use it.').waitFor();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL(/\/home$/);
    assert.deepEqual(page.errors, []);
  });

  it('asks the server once for the menus of an application: fetched at idle with its prefetch (or by the first open), cached for the next open', async () => {
    let menuRequests = 0;
    const count = (request: { url(): string }) => {
      if (/\/system\/menu\/app-routes\?appCode=elements-demo$/.test(request.url())) menuRequests++;
    };
    page.on('request', count);
    try {
      // A fresh page: nothing cached, and the idle prefetch still to come.
      await page.goto(`${ctx.server.url}/home`);
      for (const open of [1, 2]) {
        await page.getByTestId('app-card-elements-demo').getByRole('button', { name: 'Elements demo', exact: true }).click();
        await page.waitForURL(/\/passportal\/elements-demo$/);
        // The sidebar shows the application's menus (a cache hit fills it too).
        await page.getByRole('navigation', { name: 'Main menu' }).getByText('Elements demo').first().waitFor();
        assert.equal(menuRequests, 1, `open ${open}`);
        await page.getByRole('link', { name: 'Home' }).first().click();
        await page.waitForURL(/\/home$/);
      }
    } finally {
      page.off('request', count);
    }
  });
});
