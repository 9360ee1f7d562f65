// Navigation rules of spec section 2 in a memory router: the reload into login, the current
// route switch, the guards, the back-forward cache rule and the unload clean-up.
import { expect } from 'chai';
import { useLocation } from 'wouter';
import { NavigationEffects } from '../../../../src/app/navigation/navigation-effects.tsx';
import { LoginRoute, RequireSession } from '../../../../src/app/navigation/guards.tsx';
import {
  guardRedirect,
  restoredPageTarget,
  shouldReloadIntoLogin,
  shouldSwitchCurrentRoute,
} from '../../../../src/app/navigation/navigation-rules.ts';
import { store } from '../../../../src/state/store.ts';
import { currentRouteAtom } from '../../../../src/state/route-state.ts';
import { clearSession } from '../../../../src/state/session-state.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import { installFakeFetch, envelope, signIn, type FakeServer } from '../../api/fake-server.ts';
import { Route, Switch } from 'wouter';
import { act, renderPage, waitFor, type RenderedPage } from '../../../support/render.tsx';

let go: (to: string) => void = () => undefined;
function Navigator() {
  const [, navigate] = useLocation();
  go = (to) => navigate(to);
  return null;
}

function Shell({ reload }: { reload: () => void }) {
  return (
    <>
      <Navigator />
      <NavigationEffects reload={reload} />
      <Switch>
        <Route path="/login" component={LoginRoute} />
        <Route>
          <RequireSession>
            <p>page</p>
          </RequireSession>
        </Route>
      </Switch>
    </>
  );
}

describe('navigation rules', () => {
  it('decides redirects, reloads and switches', () => {
    expect(guardRedirect('/home', false)).to.equal('/login');
    expect(guardRedirect('/login', false)).to.equal(undefined);
    expect(guardRedirect('/login', true)).to.equal('/home');
    expect(guardRedirect('/home', true)).to.equal(undefined);
    expect(shouldReloadIntoLogin('/home', '/login')).to.equal(true);
    expect(shouldReloadIntoLogin(null, '/login')).to.equal(false);
    expect(shouldReloadIntoLogin('/login', '/login')).to.equal(false);
    expect(shouldSwitchCurrentRoute('/home', '/passportal/a')).to.equal(true);
    expect(shouldSwitchCurrentRoute('/home', '/login')).to.equal(false);
    expect(shouldSwitchCurrentRoute('/home', '/home')).to.equal(false);
    expect(restoredPageTarget(true, '/login', true)).to.equal('/home');
    expect(restoredPageTarget(false, '/login', true)).to.equal(undefined);
    expect(restoredPageTarget(true, '/login', false)).to.equal(undefined);
  });

  describe('in the shell', () => {
    let server: FakeServer;
    let view: RenderedPage | undefined;
    let reloads: number;
    const reload = () => {
      reloads++;
    };

    beforeEach(async () => {
      await activateLanguage('en_US');
      reloads = 0;
      clearSession(); // test files share the origin's localStorage: start without anyone's token
      store.set(currentRouteAtom, null);
      server = installFakeFetch(() => envelope(false));
    });
    afterEach(async () => {
      view?.unmount();
      view = undefined;
      server.restore();
      clearSession();
    });

    it('a first visit without a token lands on login without a reload', async () => {
      view = renderPage(<Shell reload={reload} />, '/home');
      expect(view.location.history.at(-1)).to.equal('/login');
      expect(reloads).to.equal(0);
      expect(store.get(currentRouteAtom)).to.equal(null);
    });

    it('switches the current route after each navigation, and reloads when login is entered from elsewhere', async () => {
      signIn();
      view = renderPage(<Shell reload={reload} />, '/home');
      expect(store.get(currentRouteAtom)).to.deep.equal({ path: '/home', search: '', previousPath: null });
      act(() => go('/passportal/crm?tab=2'));
      expect(store.get(currentRouteAtom)).to.deep.equal({ path: '/passportal/crm', search: '?tab=2', previousPath: '/home' });
      expect(reloads).to.equal(0);

      // The session ends: the guard sends the user to login, which reloads.
      act(() => clearSession());
      // ... and the login returns to the page the user was on.
      await waitFor(() => expect(view!.location.history.at(-1)).to.equal(`/login?redirect=${encodeURIComponent('/passportal/crm?tab=2')}`));
      expect(reloads).to.equal(1);
      expect(store.get(currentRouteAtom)!.path).to.equal('/passportal/crm');
    });

    it('sends a signed-in user from login to home without a reload', async () => {
      signIn();
      view = renderPage(<Shell reload={reload} />, '/login');
      expect(view.location.history.at(-1)).to.equal('/home');
      expect(reloads).to.equal(0);
    });

    it('clears the stored system and monitor routes on pagehide and beforeunload', async () => {
      signIn();
      view = renderPage(<Shell reload={reload} />, '/home');
      for (const type of ['pagehide', 'beforeunload']) {
        localStorage.setItem('systemRoute', '"/system-manage/user"');
        localStorage.setItem('monitorRoute', '"/monitor/health"');
        localStorage.setItem('currentLang', '"en_US"');
        window.dispatchEvent(new Event(type));
        expect([localStorage.getItem('systemRoute'), localStorage.getItem('monitorRoute')]).to.deep.equal([null, null]);
        expect(localStorage.getItem('currentLang')).to.equal('"en_US"');
      }
    });
  });
});
