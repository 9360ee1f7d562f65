// Every list page keeps its place in the URL, in Chromium against the real server: on each list
// (users, roles, a role's bindings, applications, dictionaries, the audit log, notices, their
// deliveries, locked accounts) a search or filter and page 2 survive a reload, and survive leaving
// for Home and pressing Back. The rows are seeded through the API first, more than one page of
// them matching the search (the seeded users are locked by one failed login each, and have no
// e-mail address, so a notice mailed to them leaves a failed delivery each). The LDAP sync
// preview's search is checked the same way in ldap.test.ts, next to its directory.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { adminCalls, apiLogin, prepareAdmin, submitLogin } from './session-helpers.ts';

/** One more than the default page size (20), so every search has a page 2. */
const ROWS = 21;
const numbered = (prefix: string) => Array.from({ length: ROWS }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);

interface ListCase {
  name: string;
  path(): string;
  /** What holds the list's search box and pager (the page's main part, unless it has two lists). */
  list(page: Page): Locator;
  /** Searches or filters the list for `term`. */
  search(page: Page): Promise<void>;
  /** What the search box or filter shows (the term, once applied). */
  shown(page: Page): Promise<string>;
  term: string;
  /** The query the URL holds afterwards, the search's parameter first. */
  query: string;
}

/** The table's keyword box: typed, applied with Enter. */
const keywordCase = (
  name: string,
  path: () => string,
  term: string,
  prefix = '',
  list = (page: Page) => page.getByRole('main'),
): ListCase => ({
  name,
  path,
  list,
  search: async (page) => {
    await list(page).getByRole('searchbox').fill(term);
    await list(page).getByRole('searchbox').press('Enter');
  },
  shown: (page) => list(page).getByRole('searchbox').inputValue(),
  term,
  query: `${prefix}keyword=${term}&${prefix}page=2`,
});

describe('list pages keep their search and page in the URL', () => {
  const ctx = serverAndBrowserForSuite();
  let admin = '';
  let roleId = 0;
  let page: Page & { errors: string[] };
  const { adminCall } = adminCalls(
    () => ctx.server.url,
    () => admin,
  );

  const cases: ListCase[] = [
    keywordCase('users', () => '/system-manage/user', 'lstuser'),
    keywordCase('roles', () => '/system-manage/role', 'lstrole'),
    keywordCase('role bindings', () => `/system-manage/role/${roleId}/bindings`, 'lstuser', 'bindings.'),
    keywordCase('applications', () => '/system-manage/application', 'lstapp'),
    keywordCase('dictionaries', () => '/system-manage/data-dictionary', 'lstdict'),
    // The messages page pages its deliveries too: the notices' table is the grid's own box.
    keywordCase(
      'notices',
      () => '/system-manage/message-notification',
      'lstnotice',
      '',
      (page) => page.getByRole('grid', { name: 'Notices of the last three months' }).locator('xpath=../..'),
    ),
    keywordCase(
      'locked accounts',
      () => '/system-manage/login-verify',
      'lstuser',
      '',
      (page) => page.getByRole('grid', { name: 'Locked accounts' }).locator('xpath=../..'),
    ),
    {
      // Failed deliveries show first; the filter widens the list to all of them.
      name: 'notice deliveries',
      path: () => '/system-manage/message-notification',
      list: (page) => page.getByRole('region', { name: 'Deliveries' }),
      search: async (page) => {
        await page.getByRole('region', { name: 'Deliveries' }).getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'All' }).click();
      },
      shown: async (page) =>
        (await page.getByRole('region', { name: 'Deliveries' }).getByRole('combobox', { name: 'Status' }).textContent()) ?? '',
      term: 'All',
      query: 'deliveries.status=all&deliveries.page=2',
    },
    {
      name: 'audit log',
      path: () => '/system-manage/audit-log',
      list: (page) => page.getByRole('main'),
      search: async (page) => {
        const filter = page.getByRole('search', { name: 'Filter the audit log' });
        await filter.getByRole('textbox', { name: 'User' }).fill('admin');
        await filter.getByRole('button', { name: 'Search' }).click();
      },
      shown: (page) => page.getByRole('search', { name: 'Filter the audit log' }).getByRole('textbox', { name: 'User' }).inputValue(),
      term: 'admin',
      query: 'username=admin&page=2',
    },
  ];

  before(async () => {
    const password = await prepareAdmin(ctx.server.url);
    admin = (await apiLogin(ctx.server.url, 'admin', password)).body.data.access_token;
    roleId = (await adminCall('/system/role/add', { name: 'lstbound' })).id;
    const deptId = (await adminCall('/system/dept/add', { name: 'Lists', type: 'department' })).id;
    // Each kind in order, the kinds side by side. Every write is the administrator's, so the
    // audit log holds more than a page of them too.
    const inOrder = async (names: string[], add: (name: string) => Promise<unknown>) => {
      for (const name of names) await add(name);
    };
    await Promise.all([
      inOrder(numbered('lstuser'), (u) =>
        adminCall('/system/user/add', { username: u, realName: u, deptId, roleIds: [roleId], password: 'First-pass1' }),
      ),
      inOrder(numbered('lstrole'), (name) => adminCall('/system/role/add', { name })),
      inOrder(numbered('lstapp'), (code) =>
        adminCall('/system/app/submit', {
          name: code,
          appId: code,
          code,
          address: '/demo-apps/props-demo/',
          i18nNames: { en_US: code, zh_CN: code },
        }),
      ),
      inOrder(numbered('lstdict'), (code) => adminCall('/system/dict/add', { code, name: code })),
      inOrder(numbered('lstnotice'), (title) =>
        adminCall('/system/notice/publish', {
          title,
          body: title,
          audience: { all: true, roleIds: [], deptIds: [], userIds: [] },
          channels: [],
        }),
      ),
    ]);
    // A notice mailed to the seeded users (none has an address) fails at once for each of them.
    await adminCall('/system/message-channel/mail', {
      enabled: true,
      host: '127.0.0.1:25',
      ssl: false,
      username: 'mailer',
      password: 'Smtp-pass1',
      confirmPassword: 'Smtp-pass1',
      from: 'portal@example.test',
    });
    await adminCall('/system/notice/publish', {
      title: 'lstmail',
      body: 'lstmail',
      audience: { all: false, roleIds: [roleId], deptIds: [], userIds: [] },
      channels: ['mail'],
    });
    // One failed login locks an account (no limit per client IP): every seeded user is locked.
    const verify = await adminCall('/system/login-verify');
    await adminCall('/system/login-verify', { ...verify, useCaptcha: false, lockCount: 1, ipFailureLimit: 0 });
    for (const u of numbered('lstuser')) assert.notEqual((await apiLogin(ctx.server.url, u, 'Wrong-pass1')).status, 200);
    page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
  });

  /** Page 2 of the search is shown: the pager says so, the box holds the term, the URL the query. */
  const showsPage2 = async (c: ListCase, when: string) => {
    await c
      .list(page)
      .getByTestId('pager-page')
      .filter({ hasText: /^Page 2 of \d+$/ })
      .waitFor();
    assert.equal(await c.shown(page), c.term, `${c.name}: the search ${when}`);
    const url = new URL(page.url());
    assert.equal(url.pathname, c.path(), `${c.name}: the page ${when}`);
    for (const [name, value] of new URLSearchParams(c.query)) assert.equal(url.searchParams.get(name), value, `${c.name}: ${name} ${when}`);
  };

  for (const c of cases) {
    it(`${c.name}: a search and page 2 survive a reload and Back`, async () => {
      await page.goto(`${ctx.server.url}${c.path()}`);
      await c.search(page);
      const [[searchParam, searched]] = [...new URLSearchParams(c.query)] as [[string, string]];
      await page.waitForURL((u) => u.searchParams.get(searchParam) === searched);
      await c
        .list(page)
        .getByTestId('pager-page')
        .filter({ hasText: /^Page 1 of [2-9]\d*$/ })
        .waitFor();
      await c.list(page).getByRole('button', { name: 'Next page' }).click();
      await showsPage2(c, 'after paging');

      await page.reload();
      await showsPage2(c, 'after a reload');

      // Leave inside the portal (the sidebar's Home), then come back with the browser's Back.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(/\/home$/);
      await page.goBack();
      await showsPage2(c, 'after Back');
      assert.deepEqual(page.errors, []);
    });
  }
});
