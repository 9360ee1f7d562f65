// Application form values <-> the API body, and the defaults of a new application.
import type { AdminApp, AppForm } from './applications-api.ts';

export interface AppFormValues {
  id?: number;
  name: string;
  nameEn: string;
  nameZh: string;
  description: string;
  descriptionEn: string;
  descriptionZh: string;
  appId: string;
  code: string;
  address: string;
  groupId: string;
  multiOpen: boolean;
  menuExpandMode: 'single' | 'multiple';
  carryToken: boolean;
  openMode: 'embedded' | 'window';
  prefetch: boolean;
  /** MB of heap growth per open before the app-load monitor flags the application. */
  memoryBudgetMb: string;
  icon: string;
  indexIcon: string;
  logo: string;
  tabLogo: string;
  sort: string;
}

export const emptyAppForm = (): AppFormValues => ({
  name: '',
  nameEn: '',
  nameZh: '',
  description: '',
  descriptionEn: '',
  descriptionZh: '',
  appId: '',
  code: '',
  address: '',
  groupId: '',
  multiOpen: false,
  menuExpandMode: 'single',
  carryToken: false,
  openMode: 'embedded',
  prefetch: true,
  memoryBudgetMb: '50',
  icon: '',
  indexIcon: '',
  logo: '',
  tabLogo: '',
  sort: '0',
});

export const appFormOf = (app: AdminApp): AppFormValues => ({
  id: app.id,
  name: app.name,
  nameEn: app.i18nNames?.en_US ?? '',
  nameZh: app.i18nNames?.zh_CN ?? '',
  description: app.description ?? '',
  descriptionEn: app.i18nDescriptions?.en_US ?? '',
  descriptionZh: app.i18nDescriptions?.zh_CN ?? '',
  appId: app.appId,
  code: app.code,
  address: app.address ?? '',
  groupId: app.groupId ? String(app.groupId) : '',
  multiOpen: app.multiOpen ?? false,
  menuExpandMode: app.menuExpandMode ?? 'single',
  carryToken: app.carryToken ?? false,
  openMode: app.openMode ?? 'embedded',
  prefetch: app.prefetch ?? true,
  memoryBudgetMb: String(app.memoryBudgetMb ?? 50),
  icon: app.icon ?? '',
  indexIcon: app.indexIcon ?? '',
  logo: app.logo ?? '',
  tabLogo: app.tabLogo ?? '',
  sort: String(app.sort ?? 0),
});

/** Only the languages that were filled in: an empty one falls back to the default name. */
const names = (en: string, zh: string) => ({ ...(en.trim() ? { en_US: en.trim() } : {}), ...(zh.trim() ? { zh_CN: zh.trim() } : {}) });

export const toAppBody = (v: AppFormValues): AppForm => ({
  ...(v.id ? { id: v.id } : {}),
  name: v.name.trim(),
  description: v.description,
  i18nNames: names(v.nameEn, v.nameZh),
  i18nDescriptions: names(v.descriptionEn, v.descriptionZh),
  appId: v.appId.trim(),
  code: v.code.trim(),
  address: v.address.trim(),
  groupId: v.groupId ? Number(v.groupId) : null,
  multiOpen: v.multiOpen,
  menuExpandMode: v.menuExpandMode,
  carryToken: v.carryToken,
  openMode: v.openMode,
  prefetch: v.prefetch,
  memoryBudgetMb: Number(v.memoryBudgetMb) || 50,
  icon: v.icon,
  indexIcon: v.indexIcon,
  logo: v.logo,
  tabLogo: v.tabLogo,
  sort: Number(v.sort) || 0,
});
