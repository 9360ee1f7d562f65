// Licence gating of system manage and monitor (spec sections 4, 6, 7) against the real server:
// an expired licence disables every system-manage entry but the licence one, entering system
// manage or monitor shows a blocking prompt, and its OK leads to the licence page.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, newPage, serverAndBrowserForSuite } from './harness.ts';
import { LICENSE_SECRET, installLicense, isoDate } from './home-helpers.ts';

describe('licence gating', () => {
  let page: Page & { errors: string[] };
  const ctx = serverAndBrowserForSuite({ ARCANA_LICENSE_SECRET: LICENSE_SECRET });
  before(async () => {
    page = await newPage(ctx.browser, 'en-US');
    await loginAsAdminWithNewPassword(page, ctx.server.url);
    await page.getByTestId('app-card-props-demo').waitFor();
  });

  it('with a valid licence, system manage and monitor open normally', async () => {
    await page.goto(`${ctx.server.url}/system-manage/user`);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    assert.equal(await page.getByRole('alertdialog').count(), 0);
    await page.goto(`${ctx.server.url}/system-manage/license`);
    await page.getByTestId('license-info').getByText('ARC-TRIAL-0001').waitFor();
    await page.goto(`${ctx.server.url}/monitor/service-health`);
    await page.getByTestId('monitor-view').waitFor();
    assert.match((await page.getByTestId('monitor-view').getAttribute('src')) ?? '', /\/monitor\/views\/health/);
  });

  it('when expired: entries disabled but the licence one, a blocking prompt, and OK goes to the licence page', async () => {
    await installLicense(page, {
      licenseId: 'E2E-EXPIRED',
      type: 'Recurring',
      authorizedFirm: 'E2E',
      cpuCoresTotal: 8,
      expireDate: isoDate(-90),
      apps: [],
    });
    // A fresh load first shows the start-up licence prompt, which sends the user home.
    await page.goto(`${ctx.server.url}/system-manage/user`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm back home' }).click();
    await page.waitForURL(/\/home$/);
    assert.equal(await page.getByRole('alertdialog').count(), 0);

    // Entering monitor (or system manage) now shows the blocking gate.
    await page.getByTestId('nav-section-monitor').click();
    await page.getByTestId('nav-service-health').click();
    const prompt = page.getByRole('alertdialog');
    await prompt.getByText('The platform licence has expired.').waitFor();
    assert.equal(await page.getByTestId('monitor-view').count(), 0);
    // Not dismissible: Escape leaves it open.
    await page.keyboard.press('Escape');
    await prompt.waitFor();

    // The administrator holds the licence entry: OK leads to the licence page.
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/system-manage\/license$/);
    await page.getByTestId('license-info').getByText('E2E-EXPIRED').waitFor();
    await page.getByTestId('license-info').getByText('Expired', { exact: true }).waitFor();

    // The sidebar: users disabled (clicking does nothing), licence usable.
    const users = page.getByTestId('nav-user');
    assert.equal(await users.getAttribute('aria-disabled'), 'true');
    assert.equal(await page.getByTestId('nav-license').getAttribute('aria-disabled'), null);
    await users.click({ force: true });
    assert.match(page.url(), /\/system-manage\/license$/);
    assert.deepEqual(page.errors, []);
  });
});
