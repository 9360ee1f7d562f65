// `npm run bench`: drives the built portal (dist/portal) and the reference server in headless
// Chromium and prints one table (design notes, "Performance"). Figures are medians over repeated
// runs, each beside its baseline from the same run; nothing here asserts a time.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAsAdminWithNewPassword, startServer, type RunningServer } from '../e2e/harness.ts';
import { postgresBinDir } from '../server/postgres-cluster.ts';
import { benchApi } from './api-load.ts';
import { benchUsers } from './users-list.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PREFETCHED_OPENS = Number(process.env.BENCH_OPENS ?? 20);
const SWITCHES = 20;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (x: number) => `${x.toFixed(1)} ms`;

interface Row {
  metric: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
}
const rows: Row[] = [];

/** Gzip bytes of every script the page loads while `action` runs. */
async function scriptBytes(page: Page, action: () => Promise<void>): Promise<number> {
  const pending: Promise<number>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (b) => gzipSync(b).length,
        () => 0,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  page.off('response', onResponse);
  return (await Promise.all(pending)).reduce((a, b) => a + b, 0);
}

async function signedInContext(browser: Browser, storage: Record<string, string>, noPrefetch = false): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(
    ({ entries, off }) => {
      if (off) (window as { __ARCANA_NO_PREFETCH__?: boolean }).__ARCANA_NO_PREFETCH__ = true;
      if (!localStorage.getItem('authority')) for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    { entries: storage, off: noPrefetch },
  );
  return context;
}

/** Resolves in the page when the demo app's first content exists (in wujie's shadow DOM or the
 *  document itself); returns performance.now() at that moment. Polling from Node would add
 *  Playwright's back-off intervals to every figure. */
// Kept as source text: functions passed through toString() would carry tsx's helper names.
const FIRST_CONTENT = `() => new Promise((resolve) => {
  const found = () => document.querySelector('[data-testid="app-ready"]')
    || [...document.querySelectorAll('wujie-app')].map((w) => w.shadowRoot && w.shadowRoot.querySelector('[data-testid="app-ready"]')).find(Boolean);
  if (found()) { resolve(performance.now()); return; }
  // wujie's shadow roots are not seen by a document observer: check every frame.
  const tick = () => { if (found()) resolve(performance.now()); else requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})`;

/** Clicks the card inside the page and times click to first content there. */
async function clickToFirstContent(page: Page, code: string): Promise<number> {
  return page.evaluate(
    async ({ code, waiter }) => {
      const button = document.querySelector(`[data-testid="app-card-${code}"] [data-testid="open-app"]`) as HTMLButtonElement;
      const first = (0, eval)(waiter) as () => Promise<number>;
      const t0 = performance.now();
      const done = first();
      button.click();
      return (await done) - t0;
    },
    { code, waiter: FIRST_CONTENT },
  );
}

/** Client-side navigation, as a sidebar link does it. */
const navigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

async function main() {
  if (!existsSync('dist/portal/index.html')) throw new Error('Build the portal first: npx rollup -c');
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'error' }), launchBrowser()]);
    const url = server.url;
    console.log(`bench: server ${url}, ${RUNS} runs`);

    // Sign in once through the UI (forced password change), keep the stored session.
    const first = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await loginAsAdminWithNewPassword(first, url);
    await first.getByTestId('app-card-props-demo').waitFor();
    const storage = await first.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    await first.context().close();

    // 1. Initial JS of the login route and of home after login.
    const loginJs: number[] = [];
    const homeJs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext({ locale: 'en-US' });
      const page = await ctx.newPage();
      loginJs.push(
        await scriptBytes(page, async () => {
          await page.goto(`${url}/login`);
          await page.locator('input[name=username]').waitFor();
        }),
      );
      await ctx.close();
      const signed = await signedInContext(browser, storage, true);
      const home = await signed.newPage();
      homeJs.push(
        await scriptBytes(home, async () => {
          await home.goto(`${url}/home`);
          await home.getByTestId('app-card-props-demo').waitFor();
        }),
      );
      await signed.close();
    }
    rows.push({ metric: 'initial JS, login route (gzip)', value: kib(median(loginJs)), baseline: '', ratio: '', target: '<= 140 KiB' });
    rows.push({ metric: 'initial JS, home after login (gzip)', value: kib(median(homeJs)), baseline: '', ratio: '', target: '<= 220 KiB' });

    // 2. Cold open in the shell (no prefetch) against the same app standalone in a tab.
    const cold: number[] = [];
    const standalone: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const tabCtx = await browser.newContext({ locale: 'en-US' });
      const tab = await tabCtx.newPage();
      await tab.goto(`${url}/demo-apps/props-demo/`);
      // performance.now() counts from the navigation's start: the tab's "click to first content".
      standalone.push(await tab.evaluate<number>(`(${FIRST_CONTENT})()`));
      await tabCtx.close();

      const ctx = await signedInContext(browser, storage, true);
      const page = await ctx.newPage();
      await page.goto(`${url}/home`);
      await page.getByTestId('app-card-props-demo').waitFor();
      cold.push(await clickToFirstContent(page, 'props-demo'));
      await ctx.close();
    }
    const coldM = median(cold);
    const standM = median(standalone);
    rows.push({
      metric: 'micro-app cold open (click to first content)',
      value: ms(coldM),
      baseline: `${ms(standM)} standalone`,
      ratio: `${(coldM / standM).toFixed(2)}x`,
      target: '<= 1.10x',
    });

    // 3. Prefetched open: after idle prefetch, click to first content, p95 over many opens.
    {
      const ctx = await signedInContext(browser, storage, false);
      const page = await ctx.newPage();
      await page.goto(`${url}/home`);
      await page.getByTestId('app-card-props-demo').waitFor();
      await page
        .waitForFunction(() => document.querySelector('iframe[name="props-demo"]') != null, null, { timeout: 10_000 })
        .catch(() => {});
      await page.waitForTimeout(1000);
      const opens: number[] = [];
      for (let i = 0; i < PREFETCHED_OPENS; i++) {
        await page.getByTestId('app-card-props-demo').waitFor();
        opens.push(await clickToFirstContent(page, 'props-demo'));
        await navigate(page, '/home');
      }
      rows.push({
        metric: 'micro-app prefetched open, p95',
        value: ms(percentile(opens, 95)),
        baseline: `median ${ms(median(opens))}`,
        ratio: '',
        target: '<= 100 ms',
      });
      await ctx.close();
    }

    // 4. Memory: heap after 20 switches against the heap after the first mount (both after GC).
    const ratios: number[] = [];
    let lastFirst = 0;
    let lastAfter = 0;
    for (let r = 0; r < Math.min(RUNS, 3); r++) {
      const ctx = await signedInContext(browser, storage, false);
      const page = await ctx.newPage();
      await page.goto(`${url}/passportal/props-demo`);
      await page.getByTestId('app-ready').waitFor();
      await page.waitForTimeout(1500); // let the idle prefetch finish, so it is in both figures
      const firstMount = await heapUsed(page);
      for (let i = 0; i < SWITCHES; i++) {
        const target = i % 2 === 0 ? 'elements-demo' : 'props-demo';
        await navigate(page, `/passportal/${target}`);
        await page.locator(`[data-micro-app="${target}"]:not([data-state="loading"])`).waitFor();
      }
      // 20 switches end on elements-demo; one more brings back the first application.
      await navigate(page, '/passportal/props-demo');
      await page.getByTestId('app-ready').waitFor();
      await page.waitForTimeout(500);
      const after = await heapUsed(page);
      ratios.push(after / firstMount);
      lastFirst = firstMount;
      lastAfter = after;
      await ctx.close();
    }
    rows.push({
      metric: `heap after ${SWITCHES} switches / after first mount`,
      value: `${(lastAfter / 1048576).toFixed(1)} MiB`,
      baseline: `${(lastFirst / 1048576).toFixed(1)} MiB`,
      ratio: median(ratios).toFixed(2),
      target: '<= 1.10',
    });
  } finally {
    await browser?.close();
    await server?.stop();
  }

  // 5. API under load, from a load generator in its own process (test/bench/api-load.ts).
  // 6. Admin lists at scale: the users list at 100,000 users (test/bench/users-list.ts).
  // A section that fails says so in its row; the table is printed whatever happened.
  const section = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (err) {
      console.error(err);
      rows.push({ metric: name, value: 'failed', baseline: String(err).slice(0, 60), ratio: '', target: '' });
    }
  };
  await section('API under load', async () => {
    rows.push(...(await benchApi((line) => console.log(line))));
  });
  for (const kind of ['pglite', 'postgres'] as const) {
    if (kind === 'postgres' && !postgresBinDir()) continue;
    await section(`users list (${kind})`, async () => {
      const r = await benchUsers(kind, { users: 100_000, calls: 200, importRows: 10_000, log: (line) => console.log(line) });
      rows.push({
        metric: `users list p95, search + page at ${r.users} users (${kind})`,
        value: ms(r.listP95Ms),
        baseline: `p50 ${ms(r.listP50Ms)}`,
        ratio: '',
        target: '<= 50 ms',
      });
    });
  }

  const cols: (keyof Row)[] = ['metric', 'value', 'baseline', 'ratio', 'target'];
  const width = (c: keyof Row) => Math.max(c.length, ...rows.map((r) => r[c].length));
  const line = (r: Record<keyof Row, string>) => `| ${cols.map((c) => r[c].padEnd(width(c))).join(' | ')} |`;
  console.log(line({ metric: 'metric', value: 'value', baseline: 'baseline', ratio: 'ratio', target: 'target' }));
  console.log(`|${cols.map((c) => '-'.repeat(width(c) + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
