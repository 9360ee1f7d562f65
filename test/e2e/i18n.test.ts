// The language switch (spec sections 1 and 7): it persists the preference, changes the
// Accept-Language of the next calls and re-renders in place without a reload; server messages
// follow it.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, serverAndBrowserForSuite } from './harness.ts';
import { prepareAdmin, submitLogin } from './session-helpers.ts';

describe('language switch', () => {
  let password: string;
  const ctx = serverAndBrowserForSuite();
  before(async () => {
    password = await prepareAdmin(ctx.server.url);
  });

  it('switches the signed-in shell to Chinese in place and keeps the choice', async () => {
    const page = await newPage(ctx.browser, 'en-US');
    await page.goto(`${ctx.server.url}/login`);
    await submitLogin(page, 'admin', password);
    await page.waitForURL(/\/home$/);
    await page.waitForFunction(() => document.title.endsWith('| Home'));
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await page.waitForFunction(() => document.title.endsWith('| 首页'));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no reload');
    assert.equal(await page.evaluate(() => localStorage.getItem('currentLang')), '"zh_CN"');
    await page.getByRole('button', { name: '语言' }).waitFor();

    // The next calls carry the new language.
    await page.goto(`${ctx.server.url}/nowhere`);
    await page.getByRole('button', { name: '返回首页' }).waitFor();
    const call = page.waitForRequest((r) => r.url().includes('/arcana-system/') && r.headers()['arcana-auth'] !== undefined);
    await page.getByRole('button', { name: '返回首页' }).click();
    assert.equal((await call).headers()['accept-language'], 'zh_CN');

    // The choice survives a reload although the browser is English.
    await page.reload();
    await page.waitForFunction(() => document.title.endsWith('| 首页'));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  it('switches the login page too, and the server answers in that language', async () => {
    const page = await newPage(ctx.browser, 'zh-CN');
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    assert.match(await page.title(), /^Login \| /);
    await submitLogin(page, 'admin', 'not-the-password');
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /Wrong username or password/);
    await page.context().close();
  });
});
