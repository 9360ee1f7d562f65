// Applications of the home page: the list the user may use (with group, licence label and
// favourite flag), groups, detail, favourites, and the default-application check.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { appCollects, appGroups, apps, type I18nNames } from '../../db/schema.ts';
import { getSetting } from '../../db/settings.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../context.ts';
import { appGrantedSql, grantedAppIds, has } from './access.ts';
import { RESTRICTED_PERIOD_DAYS } from './license.ts';
import { personalDefaultAppId } from './user-apps.ts';

export const MAX_APP_GROUPS = 8;

type AppRow = typeof apps.$inferSelect;
type GroupRow = typeof appGroups.$inferSelect;
export type AppLicenseStatus = 'effect' | 'narrow' | 'overdue' | 'unactivated';
export type UnusableReason = 'noPermission' | 'disabled' | 'deleted' | 'expired' | 'restricted' | 'unactivated';

interface StoredAppLicense { scope?: string; version?: string; expireDate?: string | null }

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
export function unusableReason(app: AppRow | undefined, granted: Set<number>, licenses: AppLicenses, now = Date.now()): UnusableReason | null {
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
    id: app.id, appId: app.appId, name: app.name, description: app.description, code: app.code, state: app.state,
    address: app.address, baseUrl: app.baseUrl, icon: app.icon, indexIcon: app.indexIcon, logo: app.logo, tabLogo: app.tabLogo,
    i18nNames: app.i18nNames, i18nDescriptions: app.i18nDescriptions,
    openMode: app.openMode as 'embedded' | 'window', prefetch: app.prefetch,
    groupId: app.groupId, groupName: group?.name ?? '', groupI18nNames: group?.i18nNames ?? {}, groupSort: group?.sort ?? 0,
    menuExpandMode: app.menuExpandMode as 'single' | 'multiple', carryToken: app.carryToken, multiOpen: app.multiOpen, sort: app.sort, collected,
    license: {
      status: appLicenseStatus(stored, now),
      scope: stored?.scope ?? '', version: stored?.version ?? '', expireDate: stored?.expireDate ?? null,
    },
  };
}

const collectedSql = (userId: number) =>
  sql<boolean>`exists (select 1 from app_collects c where c.user_id = ${userId} and c.app_id = ${apps.id})`;

const nameMatches = (needle: string, name: string, i18n: I18nNames) =>
  [name, i18n.en_US, i18n.zh_CN].some((n) => n?.toLowerCase().includes(needle));

export async function loadApp(db: Db, id: number): Promise<AppRow | undefined> {
  const [row] = await db.select().from(apps).where(eq(apps.id, id)).limit(1);
  return row;
}

export function appService({ db }: ServiceContext) {
  async function collectedIds(userId: number): Promise<Set<number>> {
    const rows = await db.select({ appId: appCollects.appId }).from(appCollects).where(eq(appCollects.userId, userId));
    return new Set(rows.map((r) => r.appId));
  }

  /** The app when it exists and the user may use it, else 404. */
  async function visibleApp(userId: number, id: number): Promise<AppRow> {
    const app = await loadApp(db, id);
    if (!app || !has(await grantedAppIds(db, userId), app.id)) throw new ApiError(404, 404, 'appNotFound');
    return app;
  }

  return {
    async listApps(req) {
      const q = req.query as { status?: number; name?: string };
      const { userId } = authOf(req);
      const where: SQL[] = [appGrantedSql(userId)];
      if (q.status !== undefined) where.push(eq(apps.state, q.status));
      // One query (grant and favourite flag included): this list is on every home page load.
      const rows = await db.select({ app: apps, group: appGroups, collected: collectedSql(userId) })
        .from(apps).leftJoin(appGroups, eq(apps.groupId, appGroups.id))
        .where(and(...where))
        .orderBy(sql`${appGroups.sort} asc nulls last`, asc(appGroups.id), asc(apps.sort), asc(apps.id));
      const needle = q.name?.trim().toLowerCase();
      const now = Date.now();
      const licenses = await installedAppLicenses(db);
      return ok(rows
        .filter(({ app }) => !needle || nameMatches(needle, app.name, app.i18nNames))
        .map(({ app, group, collected }) => toApiApp(app, group, collected, licenses, now)));
    },

    async listAppCategories(req) {
      const q = req.query;
      const { userId } = authOf(req);
      const groups = await db.select().from(appGroups).orderBy(asc(appGroups.sort), asc(appGroups.id));
      const appRows = await db.select({ id: apps.id, groupId: apps.groupId }).from(apps)
        .where(and(eq(apps.state, 1), appGrantedSql(userId)));
      const needle = q.name?.trim().toLowerCase();
      return ok(groups
        .filter((g) => !needle || nameMatches(needle, g.name, g.i18nNames))
        .slice(0, MAX_APP_GROUPS)
        .map((g) => ({
          id: g.id, name: g.name, i18nNames: g.i18nNames, sort: g.sort,
          appCount: appRows.filter((a) => a.groupId === g.id).length,
        })));
    },

    async getAppDetail(req) {
      const { id } = req.query;
      const { userId } = authOf(req);
      const app = await visibleApp(userId, id);
      const [group] = app.groupId == null ? [] : await db.select().from(appGroups).where(eq(appGroups.id, app.groupId)).limit(1);
      return ok(toApiApp(app, group ?? null, (await collectedIds(userId)).has(app.id), await installedAppLicenses(db)));
    },

    async addAppCollect(req) {
      const { appId } = req.query;
      const { userId } = authOf(req);
      await visibleApp(userId, appId);
      await db.insert(appCollects).values({ userId, appId }).onConflictDoNothing();
      return ok(true);
    },

    async cancelAppCollect(req) {
      const { id } = req.query;
      const { userId } = authOf(req);
      await db.delete(appCollects).where(and(eq(appCollects.userId, userId), eq(appCollects.appId, id)));
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
