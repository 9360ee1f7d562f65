// What a person waits for in the portal (issue 14), each a median over runs in a fresh browser
// context (nothing cached), on a real server process with BENCH_USERS users (100,000 by default,
// the users list's seeding):
//   - login: the click on "Log in" to home's cards rendered; beside it /home opened signed in
//     (navigation start to the cards), what the sign-in adds to. The click comes once what typing
//     started has arrived (the login page fetches the first signed-in page's code on the first
//     keystroke), as it does for a person, who takes longer to type a password than that takes.
//     A second row clicks at once after filling both fields in a few milliseconds (a password
//     manager's fill and an instant click): the code is then still arriving, and on this 2-core
//     machine the browser compiling it and the server hashing the password share the cores;
//   - home to the first rows of the users list (client-side navigation, as the sidebar does it);
//     beside it the list call itself as the browser timed it;
//   - a language switch: the click on the other language's menu item to that language's text
//     rendered (the header's language button and the tab title); beside it the switch back,
//     whose catalog is loaded already.
// Every time is taken inside the page, from the action to the first frame where the result holds.
import type { Browser, Page } from 'playwright-core';
import { trackRequests } from '../e2e/harness.ts';
import { BENCH_ADMIN_PASSWORD, serveBenchDb } from './bench-db.ts';
import { count, median, ms, signedInContext, timeInPage, whenInPage, type Row } from './common.ts';
import { BENCH_USERS, seedUsers } from './users-list.ts';

const CARDS = `document.querySelector('[data-testid^="app-card-"]')`;
const SUBMIT = `document.querySelector('button[type=submit]').click()`;
const USERS_ROWS = `document.querySelector('[data-testid="data-table-row"]')`;
const USERS_PATH = '/system-manage/user';
const LIST_CALL = '/system/user/page';
// The language button's accessible name holds its visible label (WCAG 2.5.3): "Language: English".
const LANGUAGES = {
  zh: { item: '简体中文', button: '语言：简体中文', title: '| 首页' },
  en: { item: 'English', button: 'Language: English', title: '| Home' },
};

/** Opens the language menu and times the click on `to`'s item until `to`'s text is rendered. */
async function switchLanguage(page: Page, to: keyof typeof LANGUAGES): Promise<number> {
  const from = LANGUAGES[to === 'zh' ? 'en' : 'zh'];
  const next = LANGUAGES[to];
  await page.getByRole('button', { name: from.button, exact: true }).click();
  await page.getByRole('menuitemradio', { name: next.item }).waitFor();
  return timeInPage(
    page,
    `[...document.querySelectorAll('[role="menuitemradio"]')].find((e) => e.textContent.includes(${JSON.stringify(next.item)})).click()`,
    `document.querySelector('button[aria-label=${JSON.stringify(next.button)}]') && document.title.endsWith(${JSON.stringify(next.title)})`,
  );
}

/**
 * A fresh context on the login page with both fields filled. `settled()` resolves once nothing
 * the page asked for (scripts, calls) is in flight and the page has then had an idle moment: what
 * typing started has arrived and been compiled.
 */
async function filledLogin(browser: Browser, url: string) {
  const ctx = await browser.newContext({ locale: 'en-US' });
  const page = await ctx.newPage();
  const requests = trackRequests(page);
  await page.goto(`${url}/login`);
  await page.locator('input[name=username]').fill('admin');
  await page.locator('input[name=password]').fill(BENCH_ADMIN_PASSWORD);
  const settled = async () => {
    do {
      await requests.done();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    } while (requests.busy());
  };
  return { ctx, page, settled };
}

export async function benchBrowserFlows(browser: Browser, runs: number, log: (line: string) => void = console.log): Promise<Row[]> {
  const served = await serveBenchDb('pglite', (db) => seedUsers(db, BENCH_USERS, (line) => log(`browser: ${line}`)));
  const url = served.server.url;
  const login: number[] = [];
  const loginAtOnce: number[] = [];
  const signedInOpen: number[] = [];
  const toUsers: number[] = [];
  const listCall: number[] = [];
  const toChinese: number[] = [];
  const back: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const atOnce = await filledLogin(browser, url);
      loginAtOnce.push(await timeInPage(atOnce.page, SUBMIT, CARDS));
      await atOnce.ctx.close();

      const { ctx, page, settled } = await filledLogin(browser, url);
      await settled();
      login.push(await timeInPage(page, SUBMIT, CARDS));
      // Home's idle work (the micro-app prefetch) is done before the next measurement.
      await page.waitForLoadState('networkidle');
      toChinese.push(await switchLanguage(page, 'zh'));
      back.push(await switchLanguage(page, 'en'));
      await page.waitForLoadState('networkidle');

      toUsers.push(
        await timeInPage(page, `history.pushState(null, '', '${USERS_PATH}'); dispatchEvent(new PopStateEvent('popstate'))`, USERS_ROWS),
      );
      const call = await page.evaluate<number | null>(
        `performance.getEntriesByType('resource').findLast((e) => e.name.includes('${LIST_CALL}'))?.duration ?? null`,
      );
      if (call === null) throw new Error(`no ${LIST_CALL} call seen`);
      listCall.push(call);
      const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      await ctx.close();

      // The same home opened by a person already signed in (stored session), from navigation start.
      const signed = await signedInContext(browser, storage);
      const home = await signed.newPage();
      await home.goto(`${url}/home`, { waitUntil: 'commit' });
      signedInOpen.push(await home.evaluate<number>(whenInPage(CARDS)));
      await signed.close();
    }
  } finally {
    await served.stop();
  }
  return [
    {
      metric: 'login: click on Log in to home cards rendered',
      value: ms(median(login)),
      baseline: `${ms(median(signedInOpen))} /home opened signed in`,
      ratio: `${(median(login) / median(signedInOpen)).toFixed(2)}x`,
      target: '<= 400 ms',
    },
    {
      metric: 'login: clicked at once after both fields filled',
      value: ms(median(loginAtOnce)),
      baseline: 'the code typing starts still arriving',
      ratio: '',
      target: '',
    },
    {
      metric: `home to the users list's first rows at ${count(BENCH_USERS)} users`,
      value: ms(median(toUsers)),
      baseline: `list call ${ms(median(listCall))} of it`,
      ratio: '',
      target: '<= 300 ms',
    },
    {
      metric: 'language switch, click to re-rendered (English to Chinese)',
      value: ms(median(toChinese)),
      baseline: `${ms(median(back))} back to English (catalog loaded)`,
      ratio: '',
      target: '',
    },
  ];
}
