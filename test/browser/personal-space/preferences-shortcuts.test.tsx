// The personal preferences manage the same shortcuts as home (favourites and quick access), with
// home's one instruction: each is listed in the interface language and can be removed there.
import { expect } from 'chai';
import { PreferencesForm } from '../../../src/features/personal-space/preferences-form.tsx';
import { HomePage } from '../../../src/features/home/home-page.tsx';
import { fireEvent, renderPage, screen, waitFor, within } from '../../support/render.tsx';
import { useAdminPage } from '../../support/admin-page.ts';

const app = (id: number, collected: boolean) => ({
  id,
  appId: `a${id}`,
  code: `app-${id}`,
  name: `App ${id}`,
  state: 1 as const,
  groupId: null,
  baseUrl: `app-${id}`,
  collected,
  i18nNames: { en_US: `App ${id}`, zh_CN: `应用${id}` },
});
const APPS = [app(1, true), app(2, false), app(3, true)];
const SETTINGS = {
  quickAccess: [{ appId: 2 }],
  defaultAppId: null,
  globalDefaultAppId: null,
  effectiveDefaultAppId: null,
  homeSetting: 1 as const,
  maxQuickAccess: 8,
};

describe('preferences: shortcuts to applications', () => {
  const fake = useAdminPage([], () => ({
    'GET /system/app/list': () => APPS,
    'GET /system/app/category/list': () => [],
    'GET /system/user/app/find': () => SETTINGS,
    'GET /system/user/app/find/app': () => [{ appId: 2, sort: 0, name: 'App 2', usable: true, reason: null, app: APPS[1]! }],
    'GET /system/app/default/check': () => ({ appId: null, usable: false, reason: null, source: 'none' as const }),
    'POST /system/user/app/submit': () => ({ ...SETTINGS, quickAccess: [] }),
    'POST /system/app/collect/cancel': () => true,
  }));

  it("lists quick access and favourites under home's instruction, and removes each", async () => {
    renderPage(<PreferencesForm />, '/personal/base-info?tab=preferences');
    const section = await screen.findByRole('region', { name: 'Shortcuts to applications' });
    await within(section).findByText(/Star an application to keep it among your favourites/);
    const quick = within(section).getByRole('region', { name: 'Quick access (1 of at most 8)' });
    const favourites = within(section).getByRole('region', { name: 'Favourites' });
    within(quick).getByText('App 2');
    expect(
      within(favourites)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).to.deep.equal(['App 1', 'App 3']);

    fireEvent.click(within(quick).getByRole('button', { name: 'Remove App 2 from quick access' }));
    await waitFor(() => expect(fake().calls('POST /system/user/app/submit')).to.have.length(1));
    expect(fake().calls('POST /system/user/app/submit')[0]!.body).to.deep.equal({ quickAccess: [] });

    fireEvent.click(within(favourites).getByRole('button', { name: 'Remove App 3 from favourites' }));
    await waitFor(() => expect(fake().calls('POST /system/app/collect/cancel')).to.have.length(1));
    expect(fake().calls('POST /system/app/collect/cancel')[0]!.query.get('id')).to.equal('3');
  });

  it('home says the same instruction under quick access', async () => {
    renderPage(<HomePage />, '/home');
    const quick = await screen.findByTestId('quick-access');
    await within(quick).findByText(/Star an application to keep it among your favourites.*at most 8/);
    expect(quick.getAttribute('aria-describedby')).to.equal('quick-access-help');
  });
});
