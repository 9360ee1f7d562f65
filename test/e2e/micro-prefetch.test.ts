// Prefetch of embedded applications against the real server: an application whose catalogue
// entry allows prefetch is pre-executed at idle (opening it only mounts it), one with prefetch
// off is neither fetched nor run before it is opened; and switching between applications
// leaves no bus handlers, listeners, iframes, documents or styles behind.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { serverAndBrowserForSuite } from './harness.ts';
import { callApi, signInWatchingWujie } from './home-helpers.ts';

const APP_FORM_FIELDS = [
  'id',
  'name',
  'description',
  'appId',
  'code',
  'address',
  'baseUrl',
  'groupId',
  'i18nNames',
  'i18nDescriptions',
  'multiOpen',
  'menuExpandMode',
  'carryToken',
  'openMode',
  'prefetch',
  'icon',
  'indexIcon',
  'logo',
  'tabLogo',
  'sort',
];

async function setPrefetch(page: Page, code: string, prefetch: boolean) {
  const list = await callApi(page, 'GET', '/system/app/list/by?pageNum=1&pageSize=100');
  const rows = (list.json?.data?.records ?? list.json?.data?.list ?? list.json?.data ?? []) as { id: number; code: string }[];
  const row = rows.find((r) => r.code === code);
  assert.ok(row, `no application ${code} in ${JSON.stringify(list.json).slice(0, 200)}`);
  const detail = await callApi(page, 'GET', `/system/app/manage/detail?id=${row.id}`);
  const form = Object.fromEntries(APP_FORM_FIELDS.filter((k) => detail.json.data[k] !== undefined).map((k) => [k, detail.json.data[k]]));
  const r = await callApi(page, 'POST', '/system/app/update', { ...form, prefetch });
  assert.equal(r.status, 200, JSON.stringify(r.json));
}

/** Client-side navigation, as a sidebar link does it. */
const navigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Waits until the page has been idle twice: every idle-time prefetch has been started by then. */
const idleTwice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => requestIdleCallback(() => resolve()));
      }),
  );

type LifecycleWindow = Window & { __WUJIE_MOUNT?: unknown };
type Inject = { __WUJIE_INJECT?: { idToSandboxMap?: Map<string, unknown>; appEventObjMap?: Map<string, Record<string, unknown[]>> } };

/** What an application switch could leave behind, counted in the page. */
async function leftovers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const listeners: Record<string, number> = {};
  for (const expr of ['window', 'document', 'document.body']) {
    const { result } = (await cdp.send('Runtime.evaluate', { expression: expr })) as { result: { objectId: string } };
    const { listeners: found } = (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })) as {
      listeners: unknown[];
    };
    listeners[expr] = found.length;
  }
  // After collections, documents still alive (a destroyed sandbox's iframe document that
  // something still holds stays here) and every JS listener of every node of every document.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { documents, jsEventListeners } = (await cdp.send('Memory.getDOMCounters')) as { documents: number; jsEventListeners: number };
  await cdp.detach();
  const dom = await page.evaluate(() => {
    const inject = (window as Inject).__WUJIE_INJECT;
    let busHandlers = 0;
    for (const events of inject?.appEventObjMap?.values() ?? [])
      for (const handlers of Object.values(events)) busHandlers += handlers.length;
    return {
      iframes: document.querySelectorAll('iframe').length,
      wujieApps: document.querySelectorAll('wujie-app').length,
      styles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
      sandboxes: inject?.idToSandboxMap?.size ?? 0,
      busHandlers,
    };
  });
  return { ...dom, listeners, documents, jsEventListeners };
}

describe('prefetch of embedded applications', () => {
  let page: Page & { errors: string[] };
  /** wujie's console warnings, e.g. an event emitted that nobody listens to (issue 11). */
  let wujieWarnings: string[];
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    ({ page, wujieWarnings } = await signInWatchingWujie(ctx));
    await setPrefetch(page, 'elements-demo', false);
  });

  it('pre-executes an application that allows prefetch, and not one with prefetch off', async () => {
    await page.goto(`${ctx.server.url}/home`);
    await page.getByTestId('app-card-props-demo').waitFor();
    // props-demo's scripts ran in its sandbox: they define the lifecycle functions wujie calls.
    await page.waitForFunction(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[name="props-demo"]');
      return typeof (frame?.contentWindow as LifecycleWindow | null)?.__WUJIE_MOUNT === 'function';
    });
    await idleTwice(page);
    assert.equal(await page.locator('iframe[name="elements-demo"]').count(), 0);
    assert.equal(await page.evaluate(() => (window as Inject).__WUJIE_INJECT?.idToSandboxMap?.has('elements-demo')), false);
    // Opening the pre-executed one only mounts it; the other still opens, loaded on demand.
    await page.getByTestId('app-card-props-demo').getByRole('button', { name: 'Props demo', exact: true }).click();
    await page.getByTestId('props-user').waitFor();
    await navigate(page, '/passportal/elements-demo');
    await page.locator('[data-micro-app="elements-demo"][data-state="ready"]').waitFor();
    assert.deepEqual(page.errors, []);
    // The pre-executed application said "app-ready" while on home: heard, so wujie warned nothing.
    assert.deepEqual(wujieWarnings, []);
  });

  it('leaves no bus handlers, listeners, iframes or styles behind after switching', async () => {
    await setPrefetch(page, 'elements-demo', true);
    await page.goto(`${ctx.server.url}/passportal/props-demo`);
    await page.getByTestId('props-user').waitFor();
    // Both applications are in their steady state: the other one pre-executed at idle.
    await page.waitForFunction(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[name="elements-demo"]');
      return typeof (frame?.contentWindow as LifecycleWindow | null)?.__WUJIE_MOUNT === 'function';
    });
    const switches = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const target = i % 2 === 0 ? 'elements-demo' : 'props-demo';
        await navigate(page, `/passportal/${target}`);
        await page.locator(`[data-micro-app="${target}"][data-state="ready"]`).waitFor();
      }
      await page.getByTestId('props-user').waitFor();
      await idleTwice(page);
    };
    // The first switch there and back: each application has been opened and left once.
    await switches(2);
    const { documents: firstDocuments, ...first } = await leftovers(page);
    await switches(10);
    const { documents, ...later } = await leftovers(page);
    assert.deepEqual(later, first);
    // Documents may still be collected (the login page's, parsed templates), never added to.
    assert.ok(documents <= firstDocuments, `documents ${firstDocuments} -> ${documents}`);
    assert.equal(first.sandboxes, 2);
    assert.equal(first.wujieApps, 1);
    assert.deepEqual(page.errors, []);
  });
});
