// The platform document (settings key `platform`): title, logos, colours, default language and
// theme, support contacts, organisation; the personalisation page writes it.
import { defineSetting } from '../../../settings/settings-store.ts';

export interface PlatformSettings {
  title: string;
  i18nName: { en_US?: string; zh_CN?: string };
  style: string;
  loginPageLogo: string;
  indexPageLogo: string;
  titlePageLogo: string;
  background: string;
  showName: boolean;
  loginPageSlogan: string;
  sloganColor: string;
  defaultLang: 'zh_CN' | 'en_US';
  /** The interface's colours unless a user chooses otherwise. */
  defaultTheme: 'system' | 'light' | 'dark';
  supportPhone: string;
  supportEmail: string;
  organization: { name: string; logo: string; i18nNames: { en_US?: string; zh_CN?: string }; titlePageLogo: string; title: string };
}

export const DEFAULT_PLATFORM: PlatformSettings = {
  title: 'Arcana',
  i18nName: { en_US: 'Arcana Portal', zh_CN: 'Arcana 门户' },
  style: '#705ADA',
  loginPageLogo: '/assets-static/logo.svg',
  indexPageLogo: '/assets-static/logo.svg',
  titlePageLogo: '/assets-static/favicon.svg',
  background: '',
  showName: true,
  loginPageSlogan: '',
  sloganColor: '#ffffff',
  defaultLang: 'zh_CN',
  defaultTheme: 'system',
  supportPhone: '',
  supportEmail: '',
  organization: {
    name: 'Arcana',
    logo: '/assets-static/favicon.svg',
    i18nNames: { en_US: 'Arcana', zh_CN: 'Arcana' },
    titlePageLogo: '/assets-static/favicon.svg',
    title: 'Arcana',
  },
};

declare module '../../../settings/settings-store.ts' {
  interface SettingsShape {
    platform: PlatformSettings;
  }
}

defineSetting('platform', DEFAULT_PLATFORM);
