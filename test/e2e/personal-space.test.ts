// The personal space (menu personal-space) in Chromium against the real server: a name saved in
// My details shows in the header and on home at once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowserForSuite } from './harness.ts';
import { DEMO_PASSWORD, DEMO_USER_ENV, signedInPage, systemCall } from './session-helpers.ts';

describe('personal space', () => {
  const ctx = serverAndBrowserForSuite(DEMO_USER_ENV);
  const signedIn = (username: string, pass: string, locale?: string) => signedInPage(ctx.browser, ctx.server.url, username, pass, locale);

  it('shows a name saved in My details in the header and on home at once, not at the next sign-in', async () => {
    const page = await signedIn('demo', DEMO_PASSWORD);
    await page.goto(`${ctx.server.url}/personal-space/profile`);
    const field = page.getByRole('textbox', { name: 'Real name' });
    const before = await field.inputValue();
    await field.fill('Dana Renamed');
    const saved = page.waitForResponse((r) => r.url().endsWith('/system/user/current/profile') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200);
    await page.getByRole('button', { name: 'User menu' }).filter({ hasText: 'Dana Renamed' }).waitFor();
    await page.goto(`${ctx.server.url}/home`);
    await page
      .getByText(/Dana Renamed/)
      .first()
      .waitFor();
    // put the name back for the other tests of this suite
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authority') ?? 'null') as { token: string }).token);
    const profile = await systemCall(ctx.server.url, '/system/user/current/profile', token);
    const { phone, email } = profile.body.data as { phone: string; email: string };
    const restored = await systemCall(ctx.server.url, '/system/user/current/profile', token, {
      method: 'POST',
      body: JSON.stringify({ realName: before, phone, email }),
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});
