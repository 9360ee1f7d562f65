// The LDAP form's values <-> API body: the mapping rows, the empty default department, the port
// following the SSL switch only while it is one of the two defaults, and the mask passed through.
import { expect } from 'chai';
import { portAfterSslSwitch, toLdapBody, toLdapForm } from '../../../../src/features/system-manage/login-verify/ldap-form.ts';
import type { LdapSettings } from '../../../../src/features/system-manage/login-verify/ldap-api.ts';

const stored: LdapSettings = {
  enabled: true,
  host: 'ldap.example.org',
  port: 389,
  ssl: false,
  bindDn: 'cn=reader,dc=example,dc=org',
  bindPassword: '********',
  userBaseDn: 'ou=people,dc=example,dc=org',
  userFilter: '(objectClass=person)',
  usernameAttribute: 'sAMAccountName',
  searchKeys: 'CN,sAMAccountName',
  attributeMapping: [
    { userAttribute: 'realName', sourceAttribute: 'displayName' },
    { userAttribute: 'phone', sourceAttribute: 'telephoneNumber' },
  ],
  defaultDeptId: null,
};

describe('LDAP form', () => {
  it('round-trips the stored settings, keeping the masked password as it came', () => {
    expect(toLdapBody(toLdapForm(stored))).to.deep.equal(stored);
  });

  it('leaves an emptied mapping row out and takes a chosen department as a number', () => {
    const form = toLdapForm(stored);
    form.mapping.phone = '  ';
    form.mapping.email = 'mail';
    form.defaultDeptId = '7';
    const body = toLdapBody(form);
    expect(body.attributeMapping).to.deep.equal([
      { userAttribute: 'realName', sourceAttribute: 'displayName' },
      { userAttribute: 'email', sourceAttribute: 'mail' },
    ]);
    expect(body.defaultDeptId).to.equal(7);
  });

  it('moves the port between 389 and 636 with the SSL switch, but keeps a port the admin chose', () => {
    expect(portAfterSslSwitch('389', true)).to.equal('636');
    expect(portAfterSslSwitch('636', false)).to.equal('389');
    expect(portAfterSslSwitch('10389', true)).to.equal('10389');
  });
});
