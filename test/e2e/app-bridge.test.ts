// The app bridge (/elements/arcana-app.js) against the real shell and server: the props demo,
// rewritten on the bridge, makes each call and follows each event, in both languages. Access
// tokens live 5 s (ARCANA_ACCESS_TOKEN_TTL=5), so a portal.fetch can be held past its token's
// expiry and must come back through the shell's refresh.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Frame, Page } from 'playwright-core';
import { serverAndBrowserForSuite } from './harness.ts';
import { signInWatchingWujie } from './home-helpers.ts';

/** How many `type` listeners (every type for '') the shell's window holds (DevTools protocol, as the leak check counts). */
async function windowListeners(page: Page, type: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.filter((l) => !type || l.type === type).length;
  } finally {
    await cdp.detach();
  }
}

/** What the demo's portal.fetch calls (the shell itself does not call it on its own). */
const PROFILE = /\/arcana-system\/system\/user\/current\/profile$/;

describe('app bridge in the shell', () => {
  let page: Page & { errors: string[] };
  const ctx = serverAndBrowserForSuite({ ARCANA_ACCESS_TOKEN_TTL: '5' });
  before(async () => {
    ({ page } = await signInWatchingWujie(ctx));
  });

  const app = () => page.locator('[data-micro-app="props-demo"]');
  const result = () => page.getByTestId('bridge-result');
  const sandbox = (): Frame => page.frame({ name: 'props-demo' })!;

  async function openPropsDemo() {
    await page
      .getByRole('link', { name: /^(Home|首页)$/ })
      .first()
      .click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('app-card-props-demo').getByRole('button').first().click();
    await page.waitForURL(/\/passportal\/props-demo$/);
    // The token row is filled once the bridge has connected and asked for a token.
    await page.getByTestId('props-token').filter({ hasText: '…' }).waitFor();
  }

  it('connects: the user, language, permissions and a token come through the bridge', async () => {
    await openPropsDemo();
    assert.match((await page.getByTestId('props-user').textContent()) ?? '', /\(admin\)/);
    assert.equal(await page.getByTestId('props-lang').textContent(), 'en_US');
    assert.match((await page.getByTestId('props-permissions').textContent()) ?? '', /props-demo:refresh/);
  });

  it('portal.fetch held past its token expiry is refused once, refreshed by the shell and retried', async () => {
    const expiresAt = await sandbox().evaluate(async () => {
      const channel = (window as unknown as { $wujie: { props: { arcana: { call(m: string, a: null): Promise<{ expiresAt: number }> } } } })
        .$wujie.props.arcana;
      return (await channel.call('getToken', null)).expiresAt;
    });
    const seen: string[] = [];
    page.on('response', (r) => {
      if (PROFILE.test(r.url())) seen.push(`api ${r.status()}`);
      if (r.url().endsWith('/arcana-auth/oauth/token')) seen.push(`refresh ${r.status()}`);
    });
    let held = true;
    await page.route(PROFILE, async (route) => {
      // The first call waits until its token has expired on the server's clock (same machine).
      if (held) {
        held = false;
        await new Promise((r) => setTimeout(r, Math.max(0, expiresAt + 1000 - Date.now())));
      }
      await route.continue();
    });
    await page.getByTestId('bridge-fetch').click();
    await result().filter({ hasText: 'fetch 200' }).waitFor();
    await page.unroute(PROFILE);
    // The shell may refresh for its own calls meanwhile; one refresh stands between the two tries.
    const first = seen.indexOf('api 401');
    assert.deepEqual(
      seen.filter((s) => s.startsWith('api')),
      ['api 401', 'api 200'],
    );
    assert.ok(seen.slice(first, seen.indexOf('api 200')).includes('refresh 200'), seen.join(', '));
  });

  it('notify shows the title and body as text in a shell toast', async () => {
    await page.getByTestId('bridge-notify').click();
    const toast = page.locator('.fui-Toast').filter({ hasText: 'Saved in the props demo' });
    await toast.waitFor();
    assert.match((await toast.textContent()) ?? '', /Shown by the shell, as text: <b>not bold<\/b>/);
    assert.equal(await toast.locator('b').count(), 0);
  });

  it('confirm answers false on Escape and true on OK', async () => {
    await page.getByTestId('bridge-confirm').click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the draft?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.keyboard.press('Escape');
    await result().filter({ hasText: 'confirm false' }).waitFor();
    await page.getByTestId('bridge-confirm').click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await result().filter({ hasText: 'confirm true' }).waitFor();
  });

  it('navigate refuses javascript: and other origins, and routes the shell to its own paths', async () => {
    const refusals = await sandbox().evaluate(async () => {
      const channel = (window as unknown as { $wujie: { props: { arcana: { call(m: string, a: unknown): Promise<unknown> } } } }).$wujie
        .props.arcana;
      const out: string[] = [];
      for (const path of ['javascript:alert(1)', '//evil.example/x', 'https://evil.example/', '/\\evil.example/']) {
        out.push(
          await channel.call('navigate', { path }).then(
            () => 'accepted',
            (e: unknown) => (String(e).includes('navigate takes a path') ? 'refused' : String(e)),
          ),
        );
      }
      return out;
    });
    assert.deepEqual(refusals, ['refused', 'refused', 'refused', 'refused']);
    assert.match(page.url(), /\/passportal\/props-demo$/);
    await page.getByTestId('bridge-home').click();
    await page.waitForURL(/\/home$/);
  });

  it('while dirty, leaving for another route asks in the shell dialog; Stay keeps the application', async () => {
    await openPropsDemo();
    await page.getByTestId('bridge-dirty').check();
    await page.getByRole('link', { name: 'Home' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave Props demo?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.match(page.url(), /\/passportal\/props-demo$/);
    assert.equal(await app().count(), 1);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/home$/);
  });

  it('while dirty, switching to another application asks too; Leave opens it', async () => {
    await openPropsDemo();
    const unloadBefore = await windowListeners(page, 'beforeunload');
    await page.getByTestId('bridge-dirty').check();
    // The tab's own prompt stands while the application is dirty (setDirty runs within the change event).
    assert.equal(await windowListeners(page, 'beforeunload'), unloadBefore + 1);
    await page.getByTestId('bridge-other-app').click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave Props demo?' });
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/passportal\/elements-demo$/);
    await page.locator('[data-micro-app="elements-demo"]').waitFor();
    // Nothing of the dirty state stays behind: no prompt when the tab goes.
    assert.equal(await windowListeners(page, 'beforeunload'), unloadBefore);
  });

  it('follows a language switch, and the shell speaks zh_CN in its toast and dialog', async () => {
    await openPropsDemo();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.getByTestId('props-lang').filter({ hasText: 'zh_CN' }).waitFor();
    await page.getByTestId('props-events').filter({ hasText: 'language-changed' }).waitFor();
    await page.getByTestId('bridge-notify').click();
    await page.locator('.fui-Toast').filter({ hasText: '属性演示已保存' }).waitFor();
    await page.getByTestId('bridge-confirm').click();
    const dialog = page.getByRole('alertdialog', { name: '删除草稿？' });
    await dialog.getByRole('button', { name: '取消' }).waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await result().filter({ hasText: 'confirm true' }).waitFor();
    await page.getByTestId('bridge-dirty').check();
    await page.getByRole('link', { name: '首页' }).first().click();
    const leave = page.getByRole('alertdialog', { name: '离开属性演示？' });
    await leave.getByRole('button', { name: '留下' }).click();
    await page.getByTestId('bridge-dirty').uncheck();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByTestId('props-lang').filter({ hasText: 'en_US' }).waitFor();
    assert.deepEqual(page.errors, []);
  });

  it('a monitor view gets its token and language from the shell over postMessage, not from the portal storage', async () => {
    const html = await (await fetch(`${ctx.server.url}/arcana-system/monitor/views/health`)).text();
    assert.doesNotMatch(html, /localStorage/);
    await page.goto(`${ctx.server.url}/monitor/service-health`);
    const view = page.frameLocator('[data-testid=monitor-view]');
    await view.getByTestId('uptime').getByText('Uptime').waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await view.getByTestId('uptime').getByText('运行时长').waitFor();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await view.getByTestId('uptime').getByText('Uptime').waitFor();
  });

  it('leaves no bus handler or window listener behind after 20 mounts of an application subscribed to every event', async () => {
    const busHandlers = () =>
      page.evaluate(() => {
        const map = (window as unknown as { __WUJIE_INJECT?: { appEventObjMap?: Map<string, Record<string, unknown[]>> } }).__WUJIE_INJECT
          ?.appEventObjMap;
        let n = 0;
        for (const listeners of map?.values() ?? []) for (const list of Object.values(listeners)) n += list.length;
        return n;
      });
    const atHome = async () => {
      await page.getByRole('link', { name: 'Home' }).first().click();
      await page.waitForURL(/\/home$/);
      await page.getByTestId('app-card-props-demo').waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-micro-app]'));
    };
    await page.goto(`${ctx.server.url}/home`);
    await openPropsDemo();
    await atHome();
    const before = { bus: await busHandlers(), window: await windowListeners(page, '') };
    for (let i = 0; i < 20; i++) {
      await openPropsDemo();
      await atHome();
    }
    assert.deepEqual({ bus: await busHandlers(), window: await windowListeners(page, '') }, before);
  });
});
