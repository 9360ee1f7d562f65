// Calls of the home page: applications, groups, favourites, quick access, default application.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../api/client.ts';
import { enabledAppsQuery, loadEnabledApps } from '../../api/app-list.ts';
import { fetchUserAppSettings, userAppSettingsQuery } from '../../api/user-app-settings.ts';
import { microAppPath } from '../../lib/routes.ts';
import type { Lang } from '../../lib/language.ts';
import { MAX_APP_GROUPS } from '../../api/gen/shell-limits.ts';

export type HomeApp = components['schemas']['App'];
export type AppGroup = components['schemas']['AppGroup'];
export type QuickAccessEntry = components['schemas']['QuickAccessEntry'];
export type UserAppSettings = components['schemas']['UserAppSettings'];
export type UnusableReason = components['schemas']['UnusableReason'];

/** A quick-access entry's name in the interface language: its own, else its application's. */
export const quickAccessName = (e: QuickAccessEntry, lang: Lang): string => e.i18nNames?.[lang] || e.app?.i18nNames?.[lang] || e.name;
export type DefaultAppCheck = components['schemas']['DefaultAppCheck'];
export type LicenseLabel = components['schemas']['AppLicense']['status'];

/** At most 8 application groups (spec section 9): the contract's limit. */
export const MAX_GROUPS = MAX_APP_GROUPS;

/** The home page's reads; each a query (failures shown on the page, not toasted). */
export const homeQueries = {
  apps: enabledAppsQuery,
  groups: () =>
    queryOptions({
      queryKey: ['system', 'apps', 'groups'] as const,
      queryFn: () => unwrap(api.GET('/system/app/category/list'), { hideMessage: true }).then((d) => (d ?? []).slice(0, MAX_GROUPS)),
    }),
  quickAccess: () =>
    queryOptions({
      queryKey: ['system', 'user-apps', 'quick-access'] as const,
      queryFn: () => unwrap(api.GET('/system/user/app/find/app'), { hideMessage: true }).then((d) => d ?? []),
    }),
  settings: userAppSettingsQuery,
};

export const fetchApps = loadEnabledApps;
export { fetchUserAppSettings };
export const addFavourite = (appId: number) => unwrap(api.POST('/system/app/collect/add', { params: { query: { appId } } }));
export const cancelFavourite = (id: number) => unwrap(api.POST('/system/app/collect/cancel', { params: { query: { id } } }));
export const saveUserAppSettings = (body: components['schemas']['UserAppSubmit']) => unwrap(api.POST('/system/user/app/submit', { body }));
export const checkDefaultApp = () => unwrap(api.GET('/system/app/default/check'), { hideMessage: true });

/** The licence label of an application card: unactivated when no licence is returned. */
export const licenseLabel = (app: Pick<HomeApp, 'license'>): LicenseLabel => app.license?.status ?? 'unactivated';

/** The route that hosts an application. */
export const appRoute = (app: Pick<HomeApp, 'baseUrl' | 'code'>): string => microAppPath(app.baseUrl || app.code);

/** Applications matching the search text in any of their names or the description. */
export function searchApps(apps: readonly HomeApp[], text: string): HomeApp[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...apps];
  return apps.filter((a) => [a.name, a.description, a.i18nNames?.en_US, a.i18nNames?.zh_CN].some((s) => s?.toLowerCase().includes(q)));
}

export interface AppSection {
  key: string;
  group: AppGroup | null;
  apps: HomeApp[];
}

/** Applications in their groups (server order, at most 8); the rest in one ungrouped section. */
export function groupApps(apps: readonly HomeApp[], groups: readonly AppGroup[]): AppSection[] {
  const shown = groups.slice(0, MAX_GROUPS);
  const sections: AppSection[] = shown.map((g) => ({ key: `g${g.id}`, group: g, apps: apps.filter((a) => a.groupId === g.id) }));
  const known = new Set(shown.map((g) => g.id));
  const rest = apps.filter((a) => a.groupId == null || !known.has(a.groupId));
  if (rest.length) sections.push({ key: 'ungrouped', group: null, apps: rest });
  return sections.filter((s) => s.apps.length > 0);
}
