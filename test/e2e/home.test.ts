// Home page against the real server: groups and licence labels, favourites and quick access that
// survive a reload, and the default application (opened once after login, or refused with a notice).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { loginAsAdminWithNewPassword, loginThroughUi, newPage, serverAndBrowserForSuite } from './harness.ts';
import { LICENSE_SECRET, installLicense, isoDate } from './home-helpers.ts';

const ADMIN_NEW_PASSWORD = 'Changed-pass2';

describe('home page', () => {
  let page: Page & { errors: string[] };
  const ctx = serverAndBrowserForSuite({ ARCANA_LICENSE_SECRET: LICENSE_SECRET });
  before(async () => {
    page = await newPage(ctx.browser, 'en-US');
    await loginAsAdminWithNewPassword(page, ctx.server.url, ADMIN_NEW_PASSWORD);
  });

  const card = (code: string) => page.getByTestId(`app-card-${code}`).first();

  it('lists the seeded applications in their groups with licence labels', async () => {
    await card('props-demo').waitFor();
    const office = page.getByTestId('app-group').filter({ has: page.getByRole('heading', { name: 'Office' }) });
    const ops = page.getByTestId('app-group').filter({ has: page.getByRole('heading', { name: 'Operations' }) });
    await office.getByTestId('app-card-props-demo').waitFor();
    await ops.getByTestId('app-card-elements-demo').waitFor();
    assert.equal(await office.getByTestId('app-card-props-demo').getByTestId('license-label').textContent(), 'Licensed');
    assert.equal(await ops.getByTestId('app-card-elements-demo').getByTestId('license-label').textContent(), 'Licensed');
    // An application without a licence is labelled unactivated.
    assert.equal(await ops.getByTestId('app-card-reports-demo').getByTestId('license-label').textContent(), 'Not activated');
  });

  it('filters with the search box', async () => {
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('props');
    await card('props-demo').waitFor();
    assert.equal(await page.getByTestId('app-card-elements-demo').count(), 0);
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('');
    await card('elements-demo').waitFor();
  });

  it('keeps favourites and quick access across a reload', async () => {
    await card('props-demo').getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByTestId('favourites').getByTestId('app-card-props-demo').waitFor();
    await card('elements-demo')
      .getByRole('button', { name: /More actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Add to quick access' }).click();
    await page.getByTestId('quick-access-entry').filter({ hasText: 'Elements demo' }).waitFor();
    await page.getByText('1 of at most 8').waitFor();

    await page.reload();
    await page.getByTestId('favourites').getByTestId('app-card-props-demo').waitFor();
    await page.getByTestId('quick-access-entry').filter({ hasText: 'Elements demo' }).waitFor();

    // Cancelling a favourite is stored too.
    await page.getByTestId('favourites').getByRole('button', { name: 'Remove from favourites' }).click();
    await page.getByTestId('favourites').waitFor({ state: 'detached' });
    await page.reload();
    await card('props-demo').waitFor();
    assert.equal(await page.getByTestId('favourites').count(), 0);
  });

  it('opens the default application once, right after login, and home stays reachable', async () => {
    await card('props-demo')
      .getByRole('button', { name: /More actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Set as default app' }).click();
    await card('props-demo').getByText('Default app').waitFor();
    // Reloading home or typing /home stays on home: the default app is for the login only.
    await page.reload();
    await card('props-demo').getByText('Default app').waitFor();
    await page.goto(`${ctx.server.url}/home`);
    await card('props-demo').getByText('Default app').waitFor();
    assert.match(page.url(), /\/home$/);

    // A new login opens it.
    const fresh = await newPage(ctx.browser, 'en-US');
    await loginThroughUi(fresh, ctx.server.url, 'admin', ADMIN_NEW_PASSWORD);
    await fresh.waitForURL(/\/passportal\/props-demo$/);
    await fresh.getByTestId('props-user').waitFor();
    // "Back to home" on the 404 page goes to home, not into the app again.
    await fresh.goto(`${ctx.server.url}/not-a-page`);
    await fresh.getByRole('button', { name: 'Back to home' }).click();
    await fresh.waitForURL(/\/home$/);
    await fresh.getByTestId('app-card-props-demo').first().getByText('Default app').waitFor();
    assert.match(fresh.url(), /\/home$/);
    assert.deepEqual(fresh.errors, []);
    await fresh.context().close();
  });

  it('tells the user and stays on the platform home when the default app is no longer usable', async () => {
    // The props-demo licence ends long ago (past its 30-day restricted period): not usable.
    await installLicense(page, {
      licenseId: 'E2E-1',
      type: 'Recurring',
      authorizedFirm: 'E2E',
      cpuCoresTotal: 8,
      expireDate: isoDate(300),
      apps: [{ code: 'props-demo', scope: 'All', version: '1.0', expireDate: isoDate(-60) }],
    });
    const fresh = await newPage(ctx.browser, 'en-US');
    await loginThroughUi(fresh, ctx.server.url, 'admin', ADMIN_NEW_PASSWORD);
    await fresh.getByTestId('default-app-notice').waitFor();
    await fresh.getByTestId('default-app-notice').getByText('Licence expired').waitFor();
    await fresh.getByTestId('default-app-notice').waitFor({ state: 'detached', timeout: 10_000 });
    assert.match(fresh.url(), /\/home$/);
    // The quick-access entry of an unusable app shows why; the card shows the overdue licence.
    assert.equal(await fresh.getByTestId('app-card-props-demo').first().getByTestId('license-label').textContent(), 'Expired');
    assert.deepEqual(fresh.errors, []);
    assert.deepEqual(page.errors, []);
    await fresh.context().close();
  });
});
