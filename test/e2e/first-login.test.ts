// A fresh server: the administrator logs in through the UI, must change the generated
// password first, and then lands on home.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_PASSWORD, loginThroughUi, newPage, serverAndBrowserForSuite } from './harness.ts';

describe('first login', () => {
  const ctx = serverAndBrowserForSuite();

  it('forces the password change, then shows home', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/home`);
    await page.waitForURL(/\/login$/);
    await loginThroughUi(page, ctx.server.url, 'admin', ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();

    // The form refuses a new password equal to the old one before calling the ctx.server.
    await page.locator('input[name=oldPassword]').fill(ADMIN_PASSWORD);
    await page.locator('input[name=newPassword]').fill(ADMIN_PASSWORD);
    await page.locator('input[name=confirmPassword]').fill(ADMIN_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.getByText('Old and new passwords cannot be the same').waitFor();

    await page.locator('input[name=newPassword]').fill('Changed-pass2');
    await page.locator('input[name=confirmPassword]').fill('Changed-pass2');
    await page.locator('button[type=submit]').click();
    await page.getByRole('heading', { name: /Welcome, Administrator/ }).waitFor();
    assert.match(page.url(), /\/home$/);

    // The change is stored: a reload stays on home without asking again.
    await page.reload();
    await page.getByRole('heading', { name: /Welcome, Administrator/ }).waitFor();
    assert.deepEqual(page.errors, []);
  });

  it('shows the login page in Chinese for a Chinese browser', async () => {
    const page = await newPage(ctx.browser, 'zh-CN');
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.getByText('用户名').first().waitFor();
  });
});
