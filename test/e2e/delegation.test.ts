// Delegated administration as a department head meets it, against the real server in Chromium:
// the administrator (through the API) gives the head a role that may add and edit users and bind
// roles with an "own department" data scope, and moves their own account into the head's
// department. The head signs in, adds a user to their department with a role they may grant, and
// finds the stronger role, the department outside their scope, "no department" and the
// administrator's actions disabled, each with the server's reason, in English and in Chinese; a
// direct call for the stronger role is refused the same way. On a role's bindings, the
// administrator and the head's own account cannot be ticked, and a role beyond the head's own
// cannot be bound at all, each saying why.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginThroughUi, newPage, serverAndBrowserForSuite } from './harness.ts';
import { callApi } from './home-helpers.ts';
import { adminCalls, apiLogin, prepareAdmin, systemCall } from './session-helpers.ts';

const PASSWORD = 'Head-pass12';
const ADMIN_REFUSAL = {
  en: 'Only an administrator can change the administrator account admin',
  zh: '只有管理员才能修改管理员账号“admin”',
};

describe('delegated administration', () => {
  const ctx = serverAndBrowserForSuite();
  let admin: string;
  let clerk: number;
  let auditor: number;

  const { adminCall, menuIds } = adminCalls(
    () => ctx.server.url,
    () => admin,
  );
  const ownDept = [{ dataGroup: 'user', visitType: 3, dataItems: ['username'] }];
  const role = async (name: string, codes: string[]) => {
    const { id } = await adminCall('/system/role/add', { name });
    await adminCall('/system/role/authority/submit', {
      roleId: id,
      menuIds: await menuIds(...codes),
      appIds: [],
      dataScopes: ownDept,
      apis: [],
    });
    return id as number;
  };

  /** The head, signed in through the login form in `locale`, on the users page. */
  async function headOnUsersPage(locale: string): Promise<Page & { errors: string[] }> {
    const page = await newPage(ctx.browser, locale);
    await loginThroughUi(page, ctx.server.url, 'head', PASSWORD);
    await page.waitForURL(/\/home$/);
    await page.goto(`${ctx.server.url}/system-manage/user`);
    return page;
  }

  /**
   * A picker option by the role's name: a multiselect's options are menuitemcheckbox elements,
   * and inside a modal dialog Playwright's role query misses them.
   */
  const option = (page: Page, name: string) => page.locator('[role=option], [role=menuitemcheckbox]').filter({ hasText: name });

  /** Opens the roles picker of the open user dialog. */
  async function openRoles(page: Page, label: string) {
    await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  }

  before(async () => {
    const adminPassword = await prepareAdmin(ctx.server.url);
    admin = (await apiLogin(ctx.server.url, 'admin', adminPassword)).body.data.access_token;
    const head = await role('Department head', ['user', 'user:add', 'user:edit', 'user:reset-password', 'role', 'role:bind']);
    clerk = await role('Clerk', ['user']);
    auditor = await role('Auditor', ['user', 'role', 'role:authority']);
    const north = (await adminCall('/system/dept/add', { name: 'North', type: 'department' })).id;
    await adminCall('/system/dept/add', { name: 'South', type: 'department' });
    await adminCall('/system/user/add', { username: 'head', realName: 'Head', deptId: north, roleIds: [head], password: 'First-pass12' });
    const first = await apiLogin(ctx.server.url, 'head', 'First-pass12');
    const changed = await systemCall(ctx.server.url, '/user/update-password', first.body.data.access_token, {
      method: 'POST',
      body: JSON.stringify({ oldPassword: 'First-pass12', newPassword: PASSWORD, confirmPassword: PASSWORD }),
    });
    assert.equal(changed.status, 200, changed.body.msg);
    // The administrator's own account in North: inside the head's scope, so the head sees it.
    await adminCall('/system/user/update', { id: 1, realName: 'Administrator', deptId: north });
  });

  it('the head adds a user with a grantable role; the stronger role and the administrator are out of reach, with reasons', async () => {
    const page = await headOnUsersPage('en-US');
    const adminEdit = page.getByRole('button', { name: 'Edit admin', exact: true });
    await adminEdit.waitFor();
    assert.equal(await adminEdit.getAttribute('aria-disabled'), 'true');
    assert.equal(await adminEdit.getAttribute('title'), ADMIN_REFUSAL.en);
    assert.equal(await page.getByRole('button', { name: 'Edit head', exact: true }).getAttribute('aria-disabled'), null);

    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill('north.clerk');
    await page.getByRole('textbox', { name: 'Real name' }).fill('North Clerk');
    await page.getByRole('dialog').getByRole('combobox', { name: 'Department' }).click();
    // South lies outside the head's scope, and so do accounts without a department: both are
    // offered disabled, with the reason beneath.
    const southOption = option(page, 'South');
    await southOption.waitFor();
    assert.equal(await southOption.getAttribute('aria-disabled'), 'true');
    assert.match((await southOption.textContent()) ?? '', /The department South is outside your data scope/);
    assert.equal(await option(page, 'No department').getAttribute('aria-disabled'), 'true');
    assert.equal(await option(page, 'North').getAttribute('aria-disabled'), null);
    await page.getByRole('dialog').getByText('North', { exact: true }).last().click();
    await openRoles(page, 'Roles');
    const auditor = option(page, 'Auditor');
    await auditor.waitFor();
    assert.equal(await auditor.getAttribute('aria-disabled'), 'true');
    await page.getByText(/^You cannot grant the role Auditor: it holds .+, which you do not hold$/).waitFor();
    await option(page, 'Clerk').click();
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Type one' }).check();
    await page.locator('input[name=password]').fill('Start-pass12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByText('north.clerk').first().waitFor();
    const created = await adminCall('/system/user/page?keyword=north.clerk');
    assert.deepEqual(
      created.records.map((u: any) => [u.username, u.deptName, u.roles.map((r: any) => r.name)]),
      [['north.clerk', 'North', ['Clerk']]],
    );

    // The server holds the same line when the page is bypassed.
    const roles = await adminCall('/system/options/roles');
    const auditorId = roles.find((r: any) => r.name === 'Auditor').id;
    const south = (await adminCall('/system/options/departments')).find((d: any) => d.name === 'South').id;
    const stronger = await callApi(page, 'POST', '/system/user/add', {
      username: 'x1',
      realName: 'X',
      roleIds: [auditorId],
      password: 'Start-pass12',
    });
    assert.equal(stronger.status, 403);
    const elsewhere = await callApi(page, 'POST', '/system/user/add', {
      username: 'x2',
      realName: 'X',
      deptId: south,
      password: 'Start-pass12',
    });
    assert.equal(elsewhere.status, 403);
    assert.equal(elsewhere.json.msg, 'The department South is outside your data scope');
    const takeover = await callApi(page, 'POST', '/system/user/reset-password', { id: 1, password: 'Taken-over12' });
    assert.deepEqual([takeover.status, takeover.json.msg], [403, ADMIN_REFUSAL.en]);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('binding a role: the administrator and oneself cannot be ticked, a stronger role cannot be bound, with reasons', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await loginThroughUi(page, ctx.server.url, 'head', PASSWORD);
    await page.waitForURL(/\/home$/);
    await page.goto(`${ctx.server.url}/system-manage/role/${clerk}/bindings`);
    await page.getByRole('button', { name: 'Bind users' }).click();
    const dialog = page.getByRole('dialog');
    const adminBox = dialog.getByRole('checkbox', { name: /^admin/ });
    await adminBox.waitFor();
    assert.equal(await adminBox.isDisabled(), true);
    await dialog.getByText(ADMIN_REFUSAL.en, { exact: true }).waitFor();
    assert.equal(await dialog.getByRole('checkbox', { name: /^head/ }).isDisabled(), true);
    await dialog.getByText('You cannot change your own roles or department: ask an administrator', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${ctx.server.url}/system-manage/role/${auditor}/bindings`);
    const bind = page.getByRole('button', { name: 'Bind users' });
    await bind.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Bind users' && b.getAttribute('aria-disabled') === 'true'),
    );
    assert.match((await bind.getAttribute('title')) ?? '', /^You cannot grant the role Auditor: it holds .+, which you do not hold$/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('in Chinese, the same reasons in Chinese', async () => {
    const page = await headOnUsersPage('zh-CN');
    const adminEdit = page.getByRole('button', { name: '编辑 admin', exact: true });
    await adminEdit.waitFor();
    assert.equal(await adminEdit.getAttribute('aria-disabled'), 'true');
    assert.equal(await adminEdit.getAttribute('title'), ADMIN_REFUSAL.zh);
    await page.getByRole('button', { name: '新增用户' }).click();
    await openRoles(page, '角色');
    const auditor = option(page, 'Auditor');
    await auditor.waitFor();
    assert.equal(await auditor.getAttribute('aria-disabled'), 'true');
    await page.getByText(/^不能授予角色“Auditor”：它拥有“.+”，而你没有$/).waitFor();
    assert.equal(await option(page, 'Clerk').getAttribute('aria-disabled'), null);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').getByRole('combobox', { name: '部门' }).click();
    const south = option(page, 'South');
    await south.waitFor();
    assert.equal(await south.getAttribute('aria-disabled'), 'true');
    assert.match((await south.textContent()) ?? '', /部门“South”不在你的数据范围内/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
