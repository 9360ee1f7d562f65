// An administrator's tasks with the keyboard alone, against the real server in Chromium: after the
// login page is loaded nothing is clicked, filled or navigated to. Signed in by typing, the
// administrator goes to each page through the command palette (Ctrl+K), adds a department, adds a
// role and ticks a menu in its permissions tree (Space), then adds a user placed in that department
// with that role through the dialog's pickers (arrow keys). The server then holds all three, linked.
// Every key press that moves the focus is bounded: a control the keyboard cannot reach fails with
// what had the focus instead. After each dialog closes the focus is back on what opened it
// (components/focus-return): a dialog that dropped it to <body> sent the next Tab to the top.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { adminCalls, apiLogin, prepareAdmin } from './session-helpers.ts';

const DEPARTMENT = 'Keyboard Works';
const ROLE = 'Typists';
const USERNAME = 'kim.keys';
const PASSWORD = 'Typed-pass12';

/** What has the focus, for a failure's message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return '<body>';
    const name = e.getAttribute('aria-label') ?? e.getAttribute('name') ?? e.textContent?.trim().slice(0, 60);
    return `<${e.tagName.toLowerCase()} role=${e.getAttribute('role') ?? ''}> "${name}"`;
  });

const hasFocus = (target: Locator) => target.evaluateAll((els) => els.some((e) => e === document.activeElement));

/** Presses `key` until `target` has the focus, at most `max` times. */
async function pressUntilFocused(page: Page, key: string, target: Locator, what: string, max = 40) {
  await target.first().waitFor();
  for (let i = 0; i <= max; i++) {
    if (await hasFocus(target)) return;
    if (i < max) await page.keyboard.press(key);
  }
  assert.fail(`${what} was not reached by ${max} presses of ${key}; the focus is on ${await focused(page)}`);
}

/** Waits until `target` has the focus (a dialog or the palette moves it there when it opens). */
async function waitForFocus(page: Page, target: Locator) {
  await page.waitForFunction((el) => el === document.activeElement, await target.elementHandle());
}

/** The text of the option a focused dropdown has active (aria-activedescendant). */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });

/** Opens the focused dropdown and makes the option starting with `text` active, at most `max` arrows. */
async function activateOption(page: Page, text: string, what: string, max = 20) {
  await page.keyboard.press('Alt+ArrowDown');
  // Open with an active option (a multiselect's list is a menu of checkbox items, not a listbox).
  await page.waitForFunction(() => {
    const box = document.activeElement;
    return box?.getAttribute('aria-expanded') === 'true' && Boolean(box.getAttribute('aria-activedescendant'));
  });
  for (let i = 0; i <= max; i++) {
    if ((await activeOption(page)).startsWith(text)) return;
    if (i < max) await page.keyboard.press('ArrowDown');
  }
  assert.fail(`${what}: "${text}" was not reached by ${max} arrows; the active option is "${await activeOption(page)}"`);
}

/** Ctrl+K, the page's name typed, Enter: the palette's way to a page. */
async function goTo(page: Page, name: string, path: RegExp) {
  await page.keyboard.press('Control+k');
  await waitForFocus(page, page.getByRole('combobox', { name: 'Go to' }));
  await page.keyboard.type(name);
  await page.locator('[role="option"][aria-selected="true"]', { hasText: name }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(path);
}

/** Tabs to the dialog's Save, presses Enter, and waits for the dialog to close with the focus back on `opener`. */
async function saveDialog(page: Page, opener: Locator) {
  const dialog = page.getByRole('dialog');
  await pressUntilFocused(page, 'Tab', dialog.getByRole('button', { name: 'Save' }), 'the dialog’s Save');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await waitForFocus(page, opener);
}

describe('an administrator with the keyboard alone', () => {
  const ctx = serverAndBrowserForSuite();
  let password = '';
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
  });

  it('adds a department, a role with a menu, and a user in both, without the mouse', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${ctx.server.url}/login`); // the only navigation that is not a key press

    // The page opens with the cursor in the username field.
    await waitForFocus(page, page.locator('input[name=username]'));
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/home$/);
    await page.getByRole('button', { name: 'Go to…' }).waitFor();

    // A department at the top level.
    await goTo(page, 'Departments', /\/system-manage\/organization/);
    const addDepartment = page.getByRole('button', { name: 'Add top-level department' });
    await pressUntilFocused(page, 'Tab', addDepartment, 'Add top-level department');
    await page.keyboard.press('Enter');
    await waitForFocus(page, page.getByRole('dialog').getByRole('textbox', { name: 'Name' }));
    await page.keyboard.type(DEPARTMENT);
    await saveDialog(page, addDepartment);
    await page.getByRole('treeitem', { name: new RegExp(DEPARTMENT) }).waitFor();

    // A role, then a menu ticked in its permissions tree.
    await goTo(page, 'Roles', /\/system-manage\/role$/);
    const addRole = page.getByRole('button', { name: 'Add role' });
    await pressUntilFocused(page, 'Tab', addRole, 'Add role');
    await page.keyboard.press('Enter');
    await waitForFocus(page, page.getByRole('dialog').getByRole('textbox', { name: 'Role name' }));
    await page.keyboard.type(ROLE);
    await saveDialog(page, addRole);
    // The list is one Tab stop; the arrows move between its rows and along a row to its buttons.
    const grid = page.getByRole('grid', { name: 'Roles' });
    const row = grid.getByRole('row', { name: new RegExp(`^${ROLE}`) });
    await row.waitFor();
    await pressUntilFocused(page, 'Tab', grid.locator('[tabindex]'), 'the roles list');
    await pressUntilFocused(page, 'ArrowDown', row, `the row of ${ROLE}`);
    await pressUntilFocused(page, 'ArrowRight', row.getByRole('button', { name: 'Permissions' }), `Permissions of ${ROLE}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/system-manage\/role\/\d+\/authority$/);
    const roleId = Number(/role\/(\d+)\/authority/.exec(page.url())![1]);
    // The Users menu's own node (a tree item holds its children's items too).
    const usersMenu = page.locator('[role="treeitem"]:has(> .fui-TreeItemLayout [data-code="user"])');
    await pressUntilFocused(page, 'Tab', page.getByRole('tree', { name: 'Menus and buttons' }).getByRole('treeitem'), 'the menu tree');
    await pressUntilFocused(page, 'ArrowDown', usersMenu, 'the Users menu');
    await page.keyboard.press('Space');
    await page.waitForFunction((el) => el?.getAttribute('aria-checked') === 'true', await usersMenu.elementHandle());
    await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'Save permissions' }), 'Save permissions');
    await page.keyboard.press('Enter');
    await page.getByText('The permissions were saved').first().waitFor();

    // A user in the department, holding the role.
    await goTo(page, 'Users', /\/system-manage\/user$/);
    const addUser = page.getByRole('button', { name: 'Add user' });
    await pressUntilFocused(page, 'Tab', addUser, 'Add user');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await waitForFocus(page, dialog.getByRole('textbox', { name: 'Username' }));
    await page.keyboard.type(USERNAME);
    await pressUntilFocused(page, 'Tab', dialog.getByRole('textbox', { name: 'Real name' }), 'Real name');
    await page.keyboard.type('Kim Keys');
    await pressUntilFocused(page, 'Tab', dialog.getByRole('combobox', { name: 'Department' }), 'the department picker');
    await activateOption(page, DEPARTMENT, 'the department picker');
    await page.keyboard.press('Enter');
    await dialog.getByRole('combobox', { name: 'Department' }).filter({ hasText: DEPARTMENT }).waitFor();
    await pressUntilFocused(page, 'Tab', dialog.getByRole('combobox', { name: 'Roles' }), 'the role picker');
    await activateOption(page, ROLE, 'the role picker');
    await page.keyboard.press('Enter');
    await dialog.getByRole('combobox', { name: 'Roles' }).filter({ hasText: ROLE }).waitFor();
    await page.keyboard.press('Escape'); // closes the role list, not the dialog
    await dialog.getByRole('combobox', { name: 'Roles', expanded: false }).waitFor();
    await pressUntilFocused(page, 'Tab', dialog.getByRole('radio', { name: 'Generate one' }), 'the initial password choice');
    await page.keyboard.press('ArrowRight');
    await pressUntilFocused(page, 'Tab', dialog.locator('input[name=password]'), 'the password');
    await page.keyboard.type(PASSWORD);
    await saveDialog(page, addUser);
    await page.getByRole('row', { name: new RegExp(USERNAME) }).waitFor();

    // The server holds the three, linked as chosen.
    const token = (await apiLogin(ctx.server.url, 'admin', password)).body.data.access_token;
    const { adminCall, menuIds } = adminCalls(
      () => ctx.server.url,
      () => token,
    );
    const departments = (await adminCall('/system/options/departments')) as Array<{ id: number; name: string }>;
    const department = departments.find((d) => d.name === DEPARTMENT);
    assert.ok(department, `the department ${DEPARTMENT} exists`);
    const authority = (await adminCall(`/system/role/authority?id=${roleId}`)) as { menuIds: number[] };
    const [usersMenuId] = await menuIds('user');
    assert.ok(usersMenuId !== undefined && authority.menuIds.includes(usersMenuId), `${ROLE} holds the Users menu`);
    const users = (await adminCall(`/system/user/page?current=1&size=10&keyword=${USERNAME}`)) as {
      records: Array<{ username: string; deptId: number | null; roles: Array<{ id: number }> }>;
    };
    const user = users.records.find((u) => u.username === USERNAME);
    assert.ok(user, `the user ${USERNAME} exists`);
    assert.equal(user.deptId, department.id);
    assert.deepEqual(
      user.roles.map((r) => r.id),
      [roleId],
    );
    assert.deepEqual(page.errors, []);
    await page.close();
  });
});
