// Directory (LDAP) login in Chromium against the real server and a real OpenLDAP slapd: the
// administrator configures LDAP with one wrong field and the connection test names the failing
// stage; fixed, the test passes and the settings save; a directory user logs in through the
// login page's LDAP tab, lands on home and holds the default role of the default department.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginThroughUi, newPage, serverAndBrowserForSuite } from './harness.ts';
import { apiLogin, prepareAdmin, systemCall } from './session-helpers.ts';
import { BIND_DN, BIND_PASSWORD, PEOPLE_DN, slapdSkip, startSlapd, type Slapd } from '../support/slapd.ts';

describe('directory (LDAP) login', { skip: slapdSkip() }, () => {
  const ctx = serverAndBrowserForSuite();
  let slapd: Slapd;
  let adminPassword: string;

  before(async () => {
    slapd = await startSlapd();
    adminPassword = await prepareAdmin(ctx.server.url);
    const admin = (await apiLogin(ctx.server.url, 'admin', adminPassword)).body.data.access_token;
    const call = async (path: string, body?: unknown) => {
      const r = await systemCall(ctx.server.url, path, admin, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
      assert.equal(r.status, 200, `${path}: ${r.body.msg}`);
      return r.body.data as any;
    };
    // A role that opens the roles page, held through the department directory users join.
    const roleId = (await call('/system/role/add', { name: 'Directory staff' })).id;
    const options = await call('/system/role/authority/options');
    const ids: number[] = [];
    const walk = (nodes: Array<{ code: string; kind: string; id: number; children: any[] }>) =>
      nodes.forEach((n) => {
        if (n.kind !== 'app' && n.code === 'role') ids.push(n.id);
        walk(n.children);
      });
    walk(options.functional);
    await call('/system/role/authority/submit', { roleId, menuIds: ids, appIds: [], dataScopes: [], apis: [] });
    await call('/system/dept/add', { name: 'Directory people', type: 'department', roleIds: [roleId] });
  });
  after(async () => {
    await slapd?.stop();
  });

  const result = (page: Page) => page.getByRole('form', { name: 'LDAP settings' }).getByRole('status');

  it('names the failing stage of a wrong setting, passes once fixed, and saves', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await loginThroughUi(page, ctx.server.url, 'admin', adminPassword);
    await page.waitForURL(/\/home$/);
    await page.goto(`${ctx.server.url}/system-manage/login-verify`);
    await page.getByRole('tab', { name: 'Directory login (LDAP)' }).click();
    const form = page.getByRole('form', { name: 'LDAP settings' });
    await form.waitFor();
    await form.getByRole('switch').first().check();
    await form.locator('input[name="host"]').fill(slapd.host);
    await form.locator('input[name="port"]').fill(String(slapd.port));
    await form.locator('input[name="bindDn"]').fill(BIND_DN);
    await form.locator('input[name="bindPassword"]').fill('not-the-password');
    await form.locator('input[name="userBaseDn"]').fill(PEOPLE_DN);
    await form.locator('input[name="userFilter"]').fill('(objectClass=inetOrgPerson)');
    await form.locator('input[name="usernameAttribute"]').fill('uid');
    await form.locator('input[name="searchKeys"]').fill('uid,cn');
    await form.locator('input[name="mapping.realName"]').fill('cn');
    await form.locator('input[name="mapping.email"]').fill('mail');
    await form.locator('input[name="mapping.phone"]').fill('telephoneNumber');
    // The shared department picker (a Fluent dropdown): open it, choose the department by its name,
    // and see it chosen before going on (the next test's user holds its role). Twice in a day's
    // full runs on the loaded two-core machine (session 19), the picker still showed no department
    // 30 s after the option's click, while the file passes alone and under a CPU load: the cause is
    // not found, so the choice is made again when it did not take, up to three times.
    const department = form.getByRole('combobox', { name: 'Default department' });
    const chosen = department.filter({ hasText: 'Directory people' });
    for (let attempt = 1; ; attempt++) {
      await department.click();
      await page.getByRole('option', { name: 'Directory people' }).click();
      const took = await chosen.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (took) break;
      assert.ok(attempt < 3, `the default department is not chosen after ${attempt} clicks on it`);
      if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
    }

    // Saving untested settings asks first.
    await form.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('These settings are not tested').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await form.getByRole('button', { name: 'Test connection' }).click();
    await result(page).getByText('Connection test failed', { exact: true }).waitFor();
    // The stage is named once, by the message ("Connect Connect" when the title named it too).
    const failure = await result(page).innerText();
    assert.match(failure, /Bind: the directory refused the bind DN "cn=reader,dc=example,dc=org" or its password/);
    assert.equal(failure.match(/Bind/g)?.length, 1, failure);

    await form.locator('input[name="bindPassword"]').fill(BIND_PASSWORD);
    await form.getByRole('button', { name: 'Test connection' }).click();
    await result(page).getByText('Connection test passed').waitFor();
    assert.match(await result(page).innerText(), /found 2 user/);

    await form.getByLabel('Directory account').fill('Alice Liddell');
    await form.getByLabel('Its password').fill('Alice-pass1');
    await form.getByRole('button', { name: 'Test account' }).click();
    await result(page).getByText('Account test passed').waitFor();

    // The tested values save without a question, and the password comes back masked.
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The LDAP settings are saved.').first().waitFor();
    await page.reload();
    await form.waitFor();
    assert.equal(await form.locator('input[name="bindPassword"]').inputValue(), '********');
    // The picker names the saved department once the department list is in (CI run of stop 36
    // read it before, while it still said it was loading).
    await chosen.waitFor();
    assert.deepEqual(page.errors, []);
  });

  it('a directory user logs in through the LDAP tab, lands on home and holds the department role', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('tab', { name: 'Directory login' }).click();
    const form = page.getByRole('form', { name: 'Directory login' });
    await form.locator('input[name=username]').fill('*)(uid=*');
    await form.locator('input[name=password]').fill('Alice-pass1');
    await form.locator('button[type=submit]').click();
    await form.getByRole('alert').waitFor();
    assert.match(page.url(), /\/login/, 'the injected name finds nobody');

    await form.locator('input[name=username]').fill('alice');
    await form.locator('input[name=password]').fill('Alice-pass1');
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/\/home$/);
    // Home shows the account the directory made, named from its mapped cn.
    await page.getByRole('button', { name: 'User menu: Alice Liddell' }).waitFor();
    await page.goto(`${ctx.server.url}/system-manage/role`);
    await page.getByRole('gridcell', { name: 'Directory staff' }).first().waitFor();
    assert.deepEqual(page.errors, []);
  });

  it('the sync preview keeps its search through a reload and Back (?sync.keyword=)', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await loginThroughUi(page, ctx.server.url, 'admin', adminPassword);
    await page.waitForURL(/\/home$/);
    await page.goto(`${ctx.server.url}/system-manage/login-verify?tab=ldap`);
    const preview = page.getByRole('grid', { name: 'Sync preview' });
    /** The preview is asked of the directory again on every visit; then only Bob's row matches the search. */
    const showsBobOnly = async (when: string) => {
      await page.getByRole('button', { name: 'Preview sync' }).click();
      await preview.getByRole('gridcell', { name: 'bob', exact: true }).waitFor();
      assert.equal(await preview.getByRole('gridcell', { name: 'alice', exact: true }).count(), 0, `alice is filtered out ${when}`);
      assert.equal(await preview.locator('xpath=../..').getByRole('searchbox').inputValue(), 'bob', `the search ${when}`);
      assert.equal(new URL(page.url()).searchParams.get('sync.keyword'), 'bob', `the URL ${when}`);
    };
    await page.getByRole('button', { name: 'Preview sync' }).click();
    await preview.getByRole('gridcell', { name: 'alice', exact: true }).waitFor();
    const search = preview.locator('xpath=../..').getByRole('searchbox');
    await search.fill('bob');
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('sync.keyword') === 'bob');
    await preview.getByRole('gridcell', { name: 'alice', exact: true }).waitFor({ state: 'detached' });

    await page.reload();
    await showsBobOnly('after a reload');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\/home$/);
    await page.goBack();
    await showsBobOnly('after Back');
    assert.deepEqual(page.errors, []);
  });
});
