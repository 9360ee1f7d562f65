// Roles against the real server in Chromium: a role granting only the roles list's view (the
// users page is another area's) shows the list without its Add button and the server refuses a
// direct create; adding the button's permission shows it in the open tab without a new login;
// an "own department" data scope shows only that department's users; the Permission page names
// the department through which a role came; a password change ends the user's other sessions.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { loginThroughUi, newPage, serverAndBrowserForSuite } from './harness.ts';
import { callApi } from './home-helpers.ts';
import { adminCalls, apiLogin, prepareAdmin, systemCall } from './session-helpers.ts';

const PASSWORD = 'Member-pass1';
const NEW_PASSWORD = 'Member-pass2';
/** The shell polls the permissions fingerprint every 10 s; allow two rounds. */
const POLL_WAIT = 25_000;

describe('roles and permissions', () => {
  const ctx = serverAndBrowserForSuite();
  let admin: string;
  let roleId: number;
  let page: Page & { errors: string[] };

  const { adminCall, menuIds } = adminCalls(
    () => ctx.server.url,
    () => admin,
  );
  const grant = async (codes: string[], dataScopes: unknown[] = []) =>
    adminCall('/system/role/authority/submit', { roleId, menuIds: await menuIds(...codes), appIds: [], dataScopes, apis: [] });
  /** A user with a password of their own (the first-login change done through the API). */
  const addUser = async (username: string, deptId: number, roleIds: number[] = []) => {
    await adminCall('/system/user/add', { username, realName: username, deptId, roleIds, password: 'First-pass1' });
    const { body } = await apiLogin(ctx.server.url, username, 'First-pass1');
    const r = await systemCall(ctx.server.url, '/user/update-password', body.data.access_token, {
      method: 'POST',
      body: JSON.stringify({ oldPassword: 'First-pass1', newPassword: PASSWORD, confirmPassword: PASSWORD }),
    });
    assert.equal(r.status, 200, r.body.msg);
  };

  before(async () => {
    const adminPassword = await prepareAdmin(ctx.server.url);
    admin = (await apiLogin(ctx.server.url, 'admin', adminPassword)).body.data.access_token;
    roleId = (await adminCall('/system/role/add', { name: 'Role viewers' })).id;
    await grant(['role']);
    const north = (await adminCall('/system/dept/add', { name: 'North', type: 'department', roleIds: [roleId] })).id;
    const south = (await adminCall('/system/dept/add', { name: 'South', type: 'department' })).id;
    await addUser('alice', north);
    await addUser('carol', north, [roleId]);
    await addUser('bob', south, [roleId]);
    page = await newPage(ctx.browser, 'en-US');
    await loginThroughUi(page, ctx.server.url, 'alice', PASSWORD);
    await page.waitForURL(/\/home$/);
  });

  it('a role granting only the list shows it without the Add button, and a direct create answers 403', async () => {
    await page.goto(`${ctx.server.url}/system-manage/role`);
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    await page.getByRole('gridcell', { name: 'Role viewers' }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add role' }).count(), 0);
    const direct = await callApi(page, 'POST', '/system/role/add', { name: 'Not allowed' });
    assert.equal(direct.status, 403);
  });

  it('adding the Add button to the role shows it in the open tab without a new login', async () => {
    await grant(['role', 'role:add']);
    await page.getByRole('button', { name: 'Add role' }).waitFor({ timeout: POLL_WAIT });
    const direct = await callApi(page, 'POST', '/system/role/add', { name: 'Now allowed' });
    assert.equal(direct.status, 200);
  });

  it('data scope "own department" shows only that department\'s users', async () => {
    await grant(['role', 'role:add'], [{ dataGroup: 'user', visitType: 3, dataItems: ['username'] }]);
    await page.goto(`${ctx.server.url}/system-manage/role/${roleId}/bindings`);
    await page.getByRole('gridcell', { name: 'carol' }).first().waitFor();
    assert.equal(await page.getByRole('gridcell', { name: 'bob' }).count(), 0, 'bob is in another department');
    const all = await systemCall(ctx.server.url, `/system/role/users?roleId=${roleId}`, admin);
    assert.equal((all.body.data as { total: number }).total, 2, 'the administrator sees both');
  });

  it('the Permission page names the department through which the role came', async () => {
    await page.goto(`${ctx.server.url}/personal-space/authority`);
    await page.getByTestId('my-roles').getByText('default role Role viewers of department North').waitFor();
    const row = page.getByTestId('my-menus').locator('[data-code="role:add"]');
    await row.getByText('default role Role viewers of department North').waitFor();
  });

  it('a password change from the personal space ends the other session; the new password logs in', async () => {
    const second = await newPage(ctx.browser as Browser, 'en-US');
    await loginThroughUi(second, ctx.server.url, 'alice', PASSWORD);
    await second.waitForURL(/\/home$/);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.locator('input[name=oldPassword]').fill(PASSWORD);
    await page.locator('input[name=newPassword]').fill(NEW_PASSWORD);
    await page.locator('input[name=confirmPassword]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The password was changed. Your other sessions were ended.').first().waitFor();

    await second.waitForURL(/\/login/, { timeout: POLL_WAIT });
    await page.getByRole('button', { name: 'User menu' }).click();
    // Logging out ends on the login page, which reloads itself (spec section 2): wait for that
    // load, or the next navigation would abort it.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await reloaded;
    await page.waitForURL(/\/login/);
    await loginThroughUi(page, ctx.server.url, 'alice', NEW_PASSWORD);
    await page.waitForURL(/\/home$/);
    assert.deepEqual(page.errors, []);
    await second.context().close();
  });
});
