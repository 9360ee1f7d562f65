// Home page states and rules with a faked platform: groups (at most 8), licence labels,
// search, quick access with unusable reasons, loading / empty / error states.
import { expect } from 'chai';
import { store } from '../../../src/state/store.ts';
import { langAtom } from '../../../src/state/lang-state.ts';
import { activateLanguage } from '../../../src/app/i18n/i18n.ts';
import { HomePage } from '../../../src/features/home/home-page.tsx';
import { groupApps, licenseLabel } from '../../../src/features/home/home-api.ts';
import { envelope, installFakeFetch, pathOf, signIn, type FakeServer } from '../api/fake-server.ts';
import { act, renderPage, waitFor, type RenderedPage } from '../../support/render.tsx';

const app = (id: number, groupId: number | null, extra: Record<string, unknown> = {}) => ({
  id,
  appId: `a${id}`,
  code: `app-${id}`,
  name: `App ${id}`,
  state: 1,
  groupId,
  address: `/x/${id}/`,
  baseUrl: `app-${id}`,
  i18nNames: { en_US: `App ${id}`, zh_CN: `应用${id}` },
  ...extra,
});
const groups = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, name: `Group ${i + 1}`, sort: i }));
const settings = {
  quickAccess: [{ appId: 1 }, { appId: 99 }],
  defaultAppId: null,
  globalDefaultAppId: null,
  effectiveDefaultAppId: null,
  homeSetting: 1,
  maxQuickAccess: 8,
};

function platform(apps: unknown[], fail = false) {
  return (request: Request) => {
    const path = pathOf(request);
    if (fail && path.endsWith('/system/app/list')) return new Response('boom', { status: 503 });
    if (path.endsWith('/system/app/list')) return envelope(apps);
    if (path.endsWith('/system/app/category/list')) return envelope(groups);
    if (path.endsWith('/system/user/app/find')) return envelope(settings);
    if (path.endsWith('/system/user/app/find/app')) {
      return envelope([
        { appId: 1, sort: 0, name: 'App 1', usable: true, reason: null, app: apps[0] ?? null },
        { appId: 99, sort: 1, name: 'Gone app', usable: false, reason: 'deleted', app: null },
      ]);
    }
    if (path.endsWith('/system/app/default/check')) return envelope({ appId: null, usable: false, reason: null, source: 'none' });
    return envelope(null);
  };
}

describe('home page', () => {
  let server: FakeServer;
  let view: RenderedPage | undefined;
  beforeEach(async () => {
    await activateLanguage('en_US');
    store.set(langAtom, 'en_US');
    signIn();
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    server?.restore();
  });

  it('labels an application without a licence as not activated', () => {
    expect(licenseLabel({ license: null })).to.equal('unactivated');
    expect(licenseLabel({})).to.equal('unactivated');
    expect(licenseLabel({ license: { status: 'narrow' } })).to.equal('narrow');
  });

  it('shows at most 8 groups; applications of other groups go to one section', () => {
    const apps = groups.map((g) => app(g.id, g.id));
    const sections = groupApps(apps as never, groups);
    expect(sections.filter((s) => s.group).length).to.equal(8);
    expect(sections.at(-1)!.group).to.equal(null);
    expect(sections.at(-1)!.apps.map((a) => a.id)).to.deep.equal([9]);
  });

  it('lists applications in groups with licence labels and quick-access reasons', async () => {
    server = installFakeFetch(
      platform([app(1, 1, { license: { status: 'effect' } }), app(2, 1, { license: { status: 'overdue' } }), app(3, 2, { license: null })]),
    );
    view = renderPage(<HomePage />, '/home');
    await waitFor(() => expect(document.querySelectorAll('[data-testid="app-group"]').length).to.equal(2));
    const labels = [...document.querySelectorAll('[data-testid="license-label"]')].map((e) => e.textContent);
    expect(labels).to.deep.equal(['Licensed', 'Expired', 'Not activated']);
    const entries = [...document.querySelectorAll('[data-testid="quick-access-entry"]')];
    expect(entries[1]!.textContent).to.contain('Gone app');
    expect(entries[1]!.querySelector('[data-testid="unusable-reason"]')!.textContent).to.equal('Deleted');
    expect(entries[1]!.querySelector('button')!.disabled).to.equal(true);
    expect(document.body.textContent).to.contain('2 of at most 8');
  });

  it('filters with the search box, also on localised names', async () => {
    store.set(langAtom, 'zh_CN');
    await activateLanguage('zh_CN');
    server = installFakeFetch(platform([app(1, 1), app(2, 1)]));
    view = renderPage(<HomePage />, '/home');
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="app-card-"]').length).to.equal(2));
    const box = document.querySelector('input[type="search"]') as HTMLInputElement;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(box, '应用2');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitFor(() =>
      expect([...document.querySelectorAll('[data-testid^="app-card-"]')].map((e) => e.getAttribute('data-testid'))).to.deep.equal([
        'app-card-app-2',
      ]),
    );
  });

  it('shows an empty state', async () => {
    server = installFakeFetch(platform([]));
    view = renderPage(<HomePage />, '/home');
    await waitFor(() => expect(document.body.textContent).to.contain('No applications are available to you yet.'));
  });

  it('shows an error with retry when the list cannot load, then recovers', async () => {
    let fail = true;
    server = installFakeFetch((r) => platform([app(1, 1)], fail)(r));
    view = renderPage(<HomePage />, '/home');
    await waitFor(() => expect(document.body.textContent).to.contain('The applications could not be loaded.'));
    fail = false;
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!;
    await act(async () => retry.click());
    await waitFor(() => expect(document.querySelector('[data-testid="app-card-app-1"]')).to.not.equal(null));
  });
});
