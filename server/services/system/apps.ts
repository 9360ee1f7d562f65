// Applications of the home page: the list the user may use (with group, licence label and
// favourite flag), groups, detail, favourites, and the default-application check.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { appCollects, type I18nNames } from '../../db/schema.ts';
import { getSetting } from '../../db/settings.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../context.ts';
import { grantedAppIds, grantsApp, grantsOf, has } from './access.ts';
import { appCatalogue, favouriteAppIds, type AppRow, type GroupRow } from '../../cache/catalogues.ts';
import { invalidate } from '../../cache/invalidate.ts';
import { RESTRICTED_PERIOD_DAYS } from './license.ts';
import { personalDefaultAppId } from './user-apps.ts';

export const MAX_APP_GROUPS = 8;

export type AppLicenseStatus = 'effect' | 'narrow' | 'overdue' | 'unactivated';
export type UnusableReason = 'noPermission' | 'disabled' | 'deleted' | 'expired' | 'restricted' | 'unactivated';

interface StoredAppLicense {
  scope?: string;
  version?: string;
  expireDate?: string | null;
}

/** Application licences by app code: the entries of the installed licence, its only source. */
export type AppLicenses = ReadonlyMap<string, StoredAppLicense>;

/**
 * The installed licence's application entries. The licence page lists exactly these, and every
 * application label, quick-access chip and open check reads them, so the two can never disagree.
 * Without an activated licence no application is licensed.
 */
export async function installedAppLicenses(db: Db): Promise<AppLicenses> {
  const license = await getSetting(db, 'license');
  if (!license?.activated) return new Map();
  return new Map((license.apps ?? []).map((a) => [a.code, a]));
}

/** effect until the end of the expiry day, narrow in the 30 days after, overdue later. */
export function appLicenseStatus(license: StoredAppLicense | undefined, now = Date.now()): AppLicenseStatus {
  if (!license) return 'unactivated';
  const { expireDate } = license;
  if (!expireDate) return 'effect';
  const end = Date.parse(`${expireDate}T23:59:59.999Z`);
  if (Number.isNaN(end) || now <= end) return 'effect';
  return now <= end + RESTRICTED_PERIOD_DAYS * 86_400_000 ? 'narrow' : 'overdue';
}

/** Why the user cannot open `app` now, or null when they can. */
export function unusableReason(
  app: AppRow | undefined,
  granted: Set<number>,
  licenses: AppLicenses,
  now = Date.now(),
): UnusableReason | null {
  if (!app) return 'deleted';
  if (!has(granted, app.id)) return 'noPermission';
  if (app.state !== 1) return 'disabled';
  const status = appLicenseStatus(licenses.get(app.code), now);
  if (status === 'unactivated') return 'unactivated';
  if (status === 'overdue') return 'expired';
  if (status === 'narrow') return 'restricted';
  return null;
}

export function toApiApp(app: AppRow, group: GroupRow | null, collected: boolean, licenses: AppLicenses, now = Date.now()) {
  const stored = licenses.get(app.code);
  return {
    id: app.id,
    appId: app.appId,
    name: app.name,
    description: app.description,
    code: app.code,
    state: app.state,
    address: app.address,
    baseUrl: app.baseUrl,
    icon: app.icon,
    indexIcon: app.indexIcon,
    logo: app.logo,
    tabLogo: app.tabLogo,
    i18nNames: app.i18nNames,
    i18nDescriptions: app.i18nDescriptions,
    openMode: app.openMode as 'embedded' | 'window',
    prefetch: app.prefetch,
    memoryBudgetMb: app.memoryBudgetMb,
    groupId: app.groupId,
    groupName: group?.name ?? '',
    groupI18nNames: group?.i18nNames ?? {},
    groupSort: group?.sort ?? 0,
    menuExpandMode: app.menuExpandMode as 'single' | 'multiple',
    carryToken: app.carryToken,
    multiOpen: app.multiOpen,
    sort: app.sort,
    collected,
    license: {
      status: appLicenseStatus(stored, now),
      scope: stored?.scope ?? '',
      version: stored?.version ?? '',
      expireDate: stored?.expireDate ?? null,
    },
  };
}

const nameMatches = (needle: string, name: string, i18n: I18nNames) =>
  [name, i18n.en_US, i18n.zh_CN].some((n) => n?.toLowerCase().includes(needle));

export async function loadApp(db: Db, id: number): Promise<AppRow | undefined> {
  return (await appCatalogue(db)).byId.get(id)?.app;
}

export function appService({ db }: ServiceContext) {
  const collectedIds = (userId: number) => favouriteAppIds(db, userId);

  /** The app when it exists and the user may use it, else 404. */
  async function visibleApp(userId: number, id: number): Promise<{ app: AppRow; group: GroupRow | null }> {
    const [catalogue, grants] = await Promise.all([appCatalogue(db), grantsOf(db, userId)]);
    const entry = catalogue.byId.get(id);
    if (!entry || !grantsApp(grants, id)) throw new ApiError(404, 404, 'appNotFound');
    return entry;
  }

  return {
    async listApps(req) {
      const q = req.query as { status?: number; name?: string };
      const { userId } = authOf(req);
      // All cached: a page load reads the database only after a write dropped a cache.
      const [catalogue, grants, collected] = await Promise.all([appCatalogue(db), grantsOf(db, userId), collectedIds(userId)]);
      const needle = q.name?.trim().toLowerCase();
      const now = Date.now();
      const licenses = await installedAppLicenses(db);
      return ok(
        catalogue.entries
          .filter(({ app }) => grantsApp(grants, app.id) && (q.status === undefined || app.state === q.status))
          .filter(({ app }) => !needle || nameMatches(needle, app.name, app.i18nNames))
          .map(({ app, group }) => toApiApp(app, group, collected.has(app.id), licenses, now)),
      );
    },

    async listAppCategories(req) {
      const q = req.query;
      const { userId } = authOf(req);
      const [catalogue, grants] = await Promise.all([appCatalogue(db), grantsOf(db, userId)]);
      const usable = catalogue.entries.filter(({ app }) => app.state === 1 && grantsApp(grants, app.id));
      const needle = q.name?.trim().toLowerCase();
      return ok(
        catalogue.groups
          .filter((g) => !needle || nameMatches(needle, g.name, g.i18nNames))
          .slice(0, MAX_APP_GROUPS)
          .map((g) => ({
            id: g.id,
            name: g.name,
            i18nNames: g.i18nNames,
            sort: g.sort,
            appCount: usable.filter(({ app }) => app.groupId === g.id).length,
          })),
      );
    },

    async getAppDetail(req) {
      const { id } = req.query;
      const { userId } = authOf(req);
      const { app, group } = await visibleApp(userId, id);
      return ok(toApiApp(app, group, (await collectedIds(userId)).has(app.id), await installedAppLicenses(db)));
    },

    async addAppCollect(req) {
      const { appId } = req.query;
      const { userId } = authOf(req);
      await visibleApp(userId, appId);
      await db.insert(appCollects).values({ userId, appId }).onConflictDoNothing();
      await invalidate(db, 'favourites');
      return ok(true);
    },

    async cancelAppCollect(req) {
      const { id } = req.query;
      const { userId } = authOf(req);
      await db.delete(appCollects).where(and(eq(appCollects.userId, userId), eq(appCollects.appId, id)));
      await invalidate(db, 'favourites');
      return ok(true);
    },

    async checkDefaultApp(req) {
      const q = req.query;
      const { userId } = authOf(req);
      let appId: number | null = q.appId ?? null;
      let source: 'param' | 'personal' | 'global' | 'none' = 'param';
      if (appId == null) {
        const personal = await personalDefaultAppId(db, userId);
        const global = await getSetting(db, 'defaultApp');
        appId = personal ?? global ?? null;
        source = personal != null ? 'personal' : global != null ? 'global' : 'none';
      }
      if (appId == null) return ok({ appId: null, usable: false, reason: null, source });
      const reason = unusableReason(await loadApp(db, appId), await grantedAppIds(db, userId), await installedAppLicenses(db));
      return ok({ appId, usable: reason === null, reason, source });
    },
  } satisfies Partial<SystemHandlers>;
}
