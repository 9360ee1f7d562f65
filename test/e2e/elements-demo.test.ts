// The exported elements in a real application: the elements demo, inside the shell (wujie, the
// permission list from the shell's props) and opened on its own, loading the built bundle from
// /elements/arcana-elements.js. Needs the built portal and elements (npx rollup -c).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, loginThroughUi, newPage, serverAndBrowserForSuite } from './harness.ts';

const DEMO_PASSWORD = 'Demo-pass1';

/** What a user sees of the three gated buttons of the demo. */
async function buttons(page: Page) {
  const edit = page.locator('arcana-permission[code="elements-demo:edit"]');
  return {
    view: await page.locator('#view-button').isVisible(),
    edit: await page.locator('#edit-button').isVisible(),
    editDisabled: (await edit.getAttribute('aria-disabled')) === 'true' && (await edit.getAttribute('inert')) !== null,
    never: await page.locator('#never-button').isVisible(),
  };
}

async function openDemoInShell(page: Page) {
  await page.getByTestId('app-card-elements-demo').getByRole('button', { name: 'Elements demo', exact: true }).click();
  await page.waitForURL(/\/passportal\/elements-demo$/);
  // Inside wujie's shadow DOM (playwright's CSS locators pierce open shadow roots).
  await page.locator('[data-micro-app="elements-demo"] #permission-source').waitFor();
  await page.locator('#edit-button').waitFor();
}

describe('elements demo application', () => {
  const ctx = serverAndBrowserForSuite({ ARCANA_SEED_DEMO_USER: '1', ARCANA_DEMO_PASSWORD: DEMO_PASSWORD });

  it("inside the shell shows and hides buttons by the user's button permissions (Viewer: view only)", async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await loginThroughUi(page, ctx.server.url, 'demo', DEMO_PASSWORD);
    await page.waitForURL(/\/home$/);
    await openDemoInShell(page);
    assert.match((await page.locator('#permission-source').textContent()) ?? '', /elements-demo:view/);
    assert.deepEqual(await buttons(page), { view: true, edit: true, editDisabled: true, never: false });
    // The disabled button cannot be clicked: it is inert.
    await assert.rejects(page.locator('#edit-button').click({ timeout: 1000 }));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('inside the shell enables the button the administrator holds the permission for', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await loginAsAdminWithNewPassword(page, ctx.server.url);
    await openDemoInShell(page);
    assert.match((await page.locator('#permission-source').textContent()) ?? '', /elements-demo:edit/);
    assert.deepEqual(await buttons(page), { view: true, edit: true, editDisabled: false, never: false });
    await page.locator('#edit-button').click({ timeout: 5000 });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('works standalone with permissions from the query string, drawing its watermark', async () => {
    const page = await newPage(ctx.browser, 'zh-CN');
    await page.goto(`${ctx.server.url}/demo-apps/elements-demo/`);
    await page.locator('#edit-button').waitFor();
    assert.deepEqual(await buttons(page), { view: true, edit: true, editDisabled: true, never: false });
    assert.match((await page.locator('h1').textContent()) ?? '', /组件演示/);
    const tile = await page.locator('#demo-watermark').evaluate((el) => (el as HTMLElement & { tileDataUrl: string }).tileDataUrl);
    assert.match(tile, /^data:image\/png;base64,.{100,}/);

    await page.goto(`${ctx.server.url}/demo-apps/elements-demo/?permissions=elements-demo:edit`);
    await page.locator('#edit-button').waitFor();
    assert.deepEqual(await buttons(page), { view: false, edit: true, editDisabled: false, never: false });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('serves the bundle, its manifest and its types to applications', async () => {
    const js = await fetch(`${ctx.server.url}/elements/arcana-elements.js`);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
    assert.match(await js.text(), /arcana-permission/);
    const manifest = (await (await fetch(`${ctx.server.url}/elements/custom-elements.json`)).json()) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules
      .flatMap((m) => m.declarations ?? [])
      .map((d) => d.tagName)
      .filter(Boolean);
    assert.deepEqual(tags.sort(), ['arcana-permission', 'arcana-watermark']);
    assert.equal((await fetch(`${ctx.server.url}/elements/arcana-elements.d.ts`)).status, 200);
    assert.equal((await fetch(`${ctx.server.url}/elements/%2e%2e/portal/index.html`)).status, 404);
    assert.equal((await fetch(`${ctx.server.url}/elements/no-such-file.js`)).status, 404);
  });
});
