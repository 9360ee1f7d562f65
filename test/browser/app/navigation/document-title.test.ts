// Browser tab title and icon rules of spec section 2.
import { expect } from 'chai';
import { applyTabLook, tabLook } from '../../../../src/app/navigation/document-title.ts';
import { activateLanguage } from '../../../../src/app/i18n/i18n.ts';
import type { PlatformConfig } from '../../../../src/state/platform-state.ts';

const config: PlatformConfig = {
  title: 'Arcana',
  style: '#705ADA',
  showName: true,
  i18nName: { en_US: 'Arcana Portal', zh_CN: 'Arcana 门户' },
  titlePageLogo: '/tab.svg',
  organization: { name: 'Acme', logo: '/org.svg', i18nNames: { en_US: 'Acme Corp', zh_CN: '阿克米' } },
};

describe('tab title and icon', () => {
  before(() => activateLanguage('en_US'));
  after(() => activateLanguage('en_US'));

  it('login: localized "Login" and the configured title; the title-page logo', () => {
    expect(tabLook('/login', 'en_US', config)).to.deep.equal({ title: 'Login | Arcana Portal', icon: '/tab.svg' });
  });

  it('login without a configured title: only "Login"', () => {
    expect(tabLook('/login', 'en_US', { style: '#705ADA', showName: true, title: '' }).title).to.equal('Login');
  });

  it('micro-app routes: only the icon, the organisation logo', () => {
    expect(tabLook('/passportal/crm/orders', 'en_US', config)).to.deep.equal({ icon: '/org.svg' });
  });

  it('other routes: organisation name | route title; the organisation logo', () => {
    expect(tabLook('/home', 'en_US', config)).to.deep.equal({ title: 'Acme Corp | Home', icon: '/org.svg' });
    expect(tabLook('/personal-space/profile', 'en_US', config).title).to.equal('Acme Corp | Base Info');
    expect(tabLook('/system-manage/user', 'en_US', config).title).to.equal('Acme Corp | System management');
    expect(tabLook('/what/ever', 'en_US', config).title).to.equal('Acme Corp | Page not found');
  });

  it('falls back from i18nNames to name, then title', () => {
    const noI18n = { ...config, organization: { name: 'Acme', logo: '/org.svg' } };
    expect(tabLook('/home', 'en_US', noI18n).title).to.equal('Acme | Home');
    const titleOnly = { ...config, organization: { title: 'Acme Title', logo: '/org.svg' } };
    expect(tabLook('/home', 'en_US', titleOnly).title).to.equal('Acme Title | Home');
  });

  it('uses the localized title of a menu route registered at run time', () => {
    const dynamic = { '/system-manage/user': { title: 'Users', i18nNames: { en_US: 'User management', zh_CN: '用户管理' } } };
    expect(tabLook('/system-manage/user', 'en_US', config, dynamic).title).to.equal('Acme Corp | User management');
    expect(tabLook('/system-manage/user', 'zh_CN', config, dynamic).title).to.equal('阿克米 | 用户管理');
  });

  it('speaks Chinese', async () => {
    await activateLanguage('zh_CN');
    expect(tabLook('/login', 'zh_CN', config).title).to.equal('登录 | Arcana 门户');
    expect(tabLook('/home', 'zh_CN', config).title).to.equal('阿克米 | 首页');
  });

  it('writes the title and one icon link into the document', () => {
    const doc = document.implementation.createHTMLDocument('x');
    const old = doc.createElement('link');
    old.rel = 'icon';
    old.href = '/favicon.svg';
    doc.head.append(old);
    applyTabLook({ title: 'A | B', icon: '/org.svg' }, doc);
    applyTabLook({ icon: '/other.svg' }, doc);
    expect(doc.title).to.equal('A | B');
    const links = doc.head.querySelectorAll('link[rel~="icon"]');
    expect(links).to.have.length(1);
    expect(links[0]!.getAttribute('href')).to.equal('/other.svg');
  });
});
