// Where a login lands: the page asked for (this origin only), else home where the default
// application opens once.
import { expect } from 'chai';
import { loginUrlFor, markFreshLogin, returnPathOf, safeReturnPath, takeFreshLogin } from '../../../src/lib/login-landing.ts';

describe('login landing', () => {
  const origin = window.location.origin;

  it('returns to a path of this origin with its query, never to another site or to login', () => {
    expect(safeReturnPath('/system-manage/user?page=2#top', origin)).to.equal('/system-manage/user?page=2#top');
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', '', '/login']) {
      expect(safeReturnPath(evil, origin), evil).to.equal(undefined);
    }
    expect(returnPathOf(`?redirect=${encodeURIComponent('/monitor/health')}`)).to.equal('/monitor/health');
    expect(returnPathOf(`?redirect=${encodeURIComponent('https://evil.example/')}`)).to.equal(undefined);
  });

  it('carries the page in the login URL, except home where a login lands anyway', () => {
    expect(loginUrlFor('/passportal/crm?tab=2')).to.equal(`/login?redirect=${encodeURIComponent('/passportal/crm?tab=2')}`);
    expect(loginUrlFor('/home')).to.equal('/login');
    expect(loginUrlFor('//evil.example')).to.equal('/login');
  });

  it('says "just logged in" once: a later home (reload, typed /home, back to home) does not open the default app', () => {
    markFreshLogin();
    expect(takeFreshLogin()).to.equal(true);
    expect(takeFreshLogin()).to.equal(false);
  });
});
