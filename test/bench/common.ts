// What the bench's areas share: the row of the one table and its printing, the statistics, and
// the in-browser helpers (a signed-in context, client-side navigation, timing inside the page).
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Row {
  metric: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
export const ms = (x: number) => `${x.toFixed(1)} ms`;
/** 1000000 as 1,000,000 in the metric names. */
export const count = (n: number) => n.toLocaleString('en');

export function printTable(rows: Row[], print: (line: string) => void = console.log): void {
  const cols: (keyof Row)[] = ['metric', 'value', 'baseline', 'ratio', 'target'];
  const width = (c: keyof Row) => Math.max(c.length, ...rows.map((r) => r[c].length));
  const line = (r: Record<keyof Row, string>) => `| ${cols.map((c) => r[c].padEnd(width(c))).join(' | ')} |`;
  print(line({ metric: 'metric', value: 'value', baseline: 'baseline', ratio: 'ratio', target: 'target' }));
  print(`|${cols.map((c) => '-'.repeat(width(c) + 2)).join('|')}|`);
  for (const r of rows) print(line(r));
}

/** A browser context whose pages start signed in with `storage` (the localStorage of a signed-in page). */
export async function signedInContext(browser: Browser, storage: Record<string, string>, noPrefetch = false): Promise<BrowserContext> {
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

/** Client-side navigation, as a sidebar link does it. */
export const navigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Page source: resolves with performance.now() in the first frame where `check` (an expression) holds. */
export const whenInPage = (check: string) =>
  `new Promise((resolve) => { const tick = () => { if (${check}) resolve(performance.now()); else requestAnimationFrame(tick); }; tick(); })`;

/**
 * Runs `action` (page source) inside the page and times it until `check` (an expression) holds,
 * checked every frame: polling from Node would add Playwright's back-off to every figure. The
 * code goes as source text, since functions passed through toString() carry tsx's helper names.
 */
export function timeInPage(page: Page, action: string, check: string): Promise<number> {
  return page.evaluate<number>(`(async () => {
    if (${check}) throw new Error('already true before the action: ' + ${JSON.stringify(check)});
    const t0 = performance.now();
    const done = ${whenInPage(check)};
    ${action};
    return (await done) - t0;
  })()`);
}
