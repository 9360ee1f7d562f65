// Prefix rules of spec section 7.
import { expect } from 'chai';
import { resolveApiPath } from '../../../src/lib/api-path.ts';

const opts = { authPrefix: '/arcana-auth', systemPrefix: '/arcana-system' };

describe('API path rules', () => {
  it('adds a missing leading slash', () => {
    expect(resolveApiPath('arcana-auth/oauth/token', opts)).to.equal('/arcana-auth/oauth/token');
  });
  it('prefixes paths that carry neither prefix with the system prefix', () => {
    expect(resolveApiPath('/system/menu/app-routes', opts)).to.equal('/arcana-system/system/menu/app-routes');
    expect(resolveApiPath('license/manage/info', opts)).to.equal('/arcana-system/license/manage/info');
  });
  it('leaves paths with the auth or system prefix alone', () => {
    expect(resolveApiPath('/arcana-auth/oauth/logout', opts)).to.equal('/arcana-auth/oauth/logout');
    expect(resolveApiPath('/arcana-system/desk/notice/unread-count', opts)).to.equal('/arcana-system/desk/notice/unread-count');
  });
  it('does not mistake a longer first segment for a prefix', () => {
    expect(resolveApiPath('/arcana-authx/y', opts)).to.equal('/arcana-system/arcana-authx/y');
  });
  it('uses paths as written (with a slash) when a base URL is set', () => {
    expect(resolveApiPath('system/ldap/status', { ...opts, baseUrl: 'https://platform.example' })).to.equal('/system/ldap/status');
  });
});
