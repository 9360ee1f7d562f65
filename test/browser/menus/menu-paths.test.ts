// Path rules of the dynamic menus (spec section 2).
import { expect } from 'chai';
import { appBasePath, compileMenuPattern, matchMenuPath, menuHref, resolveMenuPath } from '../../../src/lib/menu-paths.ts';

describe('menu path rules', () => {
  it('leaves an external entry unchanged', () => {
    expect(resolveMenuPath({ path: 'docs/index.html', type: 'external' }, '/system-manage')).to.deep.equal({
      path: 'docs/index.html',
      query: {},
      external: true,
    });
  });

  it('leaves an absolute URL unchanged', () => {
    for (const url of ['https://example.com/a?b=1', 'http://x.test', '//cdn.test/app']) {
      expect(resolveMenuPath({ path: url }, 'props-demo')).to.deep.equal({ path: url, query: {}, external: true });
    }
  });

  it('adds a leading slash and the base, without /passportal for system manage and monitor', () => {
    expect(resolveMenuPath({ path: 'user' }, '/system-manage').path).to.equal('/system-manage/user');
    expect(resolveMenuPath({ path: '/role/list' }, '/system-manage').path).to.equal('/system-manage/role/list');
    expect(resolveMenuPath({ path: 'service-health' }, '/monitor').path).to.equal('/monitor/service-health');
  });

  it('prefixes /passportal for any other application base', () => {
    expect(resolveMenuPath({ path: 'orders' }, 'props-demo').path).to.equal('/passportal/props-demo/orders');
    expect(resolveMenuPath({ path: '/orders/list' }, '/crm/').path).to.equal('/passportal/crm/orders/list');
    expect(appBasePath('/passportal/crm')).to.equal('/passportal/crm');
  });

  it('does not repeat a base the path already carries', () => {
    expect(resolveMenuPath({ path: '/system-manage/user' }, '/system-manage').path).to.equal('/system-manage/user');
  });

  it('turns a query string into the route query', () => {
    const r = resolveMenuPath({ path: 'user?tab=roles&x=1' }, '/system-manage');
    expect(r).to.deep.equal({ path: '/system-manage/user', query: { tab: 'roles', x: '1' }, external: false });
    expect(menuHref(r)).to.equal('/system-manage/user?tab=roles&x=1');
  });

  it('turns a view URL into the iframe URL query', () => {
    const r = resolveMenuPath({ path: 'service-health', views: '/arcana-system/monitor/views/health' }, '/monitor');
    expect(r.query).to.deep.equal({ url: '/arcana-system/monitor/views/health' });
    expect(menuHref(r)).to.equal('/monitor/service-health?url=%2Farcana-system%2Fmonitor%2Fviews%2Fhealth');
  });

  it('matches :name parameters of letters, digits, underscore and hyphen only', () => {
    expect(matchMenuPath('/system-manage/role/:id/authority', '/system-manage/role/a-B_9/authority')).to.deep.equal({ id: 'a-B_9' });
    expect(matchMenuPath('/system-manage/role/:id', '/system-manage/role/a.b')).to.equal(null);
    expect(matchMenuPath('/system-manage/role/:id', '/system-manage/role/a%20b')).to.equal(null);
    expect(matchMenuPath('/system-manage/role/:id', '/system-manage/role/')).to.equal(null);
    expect(matchMenuPath('/system-manage/user', '/system-manage/user/')).to.deep.equal({});
    expect(matchMenuPath('/system-manage/user', '/system-manage/users')).to.equal(null);
    expect(compileMenuPattern('/a/:x/:y').test('/a/1/2')).to.equal(true);
  });
});
