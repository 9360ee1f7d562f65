// Personalisation form values <-> the API body.
import { textsOf } from '../shared/record-form.ts';
import type { PlatformConfig, PlatformConfigInput } from './personalization-api.ts';

export interface PersonalizationFormValues {
  title: string;
  titleEn: string;
  titleZh: string;
  style: string;
  loginPageSlogan: string;
  sloganColor: string;
  defaultLang: 'zh_CN' | 'en_US';
  defaultTheme: 'system' | 'light' | 'dark';
  showName: boolean;
  loginPageLogo: string;
  indexPageLogo: string;
  titlePageLogo: string;
  background: string;
  supportPhone: string;
  supportEmail: string;
}

export const personalizationForm = (c: PlatformConfig): PersonalizationFormValues => ({
  title: c.title,
  titleEn: c.i18nName?.en_US ?? '',
  titleZh: c.i18nName?.zh_CN ?? '',
  style: c.style,
  sloganColor: c.sloganColor || '#FFFFFF',
  defaultLang: c.defaultLang ?? 'zh_CN',
  defaultTheme: c.defaultTheme ?? 'system',
  showName: c.showName,
  ...textsOf(c, ['loginPageSlogan', 'loginPageLogo', 'indexPageLogo', 'titlePageLogo', 'background', 'supportPhone', 'supportEmail']),
});

export const toPlatformBody = (v: PersonalizationFormValues): PlatformConfigInput => ({
  title: v.title.trim(),
  style: v.style,
  loginPageSlogan: v.loginPageSlogan.trim(),
  sloganColor: v.sloganColor,
  defaultLang: v.defaultLang,
  defaultTheme: v.defaultTheme,
  showName: v.showName,
  loginPageLogo: v.loginPageLogo,
  indexPageLogo: v.indexPageLogo,
  titlePageLogo: v.titlePageLogo,
  background: v.background,
  supportPhone: v.supportPhone.trim(),
  supportEmail: v.supportEmail.trim(),
  i18nName: { en_US: v.titleEn.trim(), zh_CN: v.titleZh.trim() },
});
