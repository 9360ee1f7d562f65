// Applications of the home page (openapi/system/apps.yaml, /system/app/list …): the list the user
// may use (with group, licence label and favourite flag), groups, detail, favourites, and the
// default-application check. Registering and distributing them is the admin area of menu
// `application`, services/system/applications/; a user's own home settings are user-apps-*.ts here.
import type { Db } from '../../../db/open.ts';
import type { I18nNames } from '../../../db/schema.ts';
import { ApiError, ok } from '../../../contract/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../../context.ts';
import { grantsApp, grantsOf } from '../../../auth/permissions.ts';
import { grantedAppIds } from './granted-apps.ts';
import { appCatalogue, favouriteAppIds, type AppRow, type GroupRow } from '../../../cache/catalogues.ts';
import { installedAppLicenses } from '../license/license-queries.ts';
import { MAX_APP_GROUPS, toApiApp, unusableReason } from './apps-rules.ts';
import { addFavourite, personalDefaultAppId, removeFavourite } from './user-apps-queries.ts';
import { appPlatformSettings } from '../applications/applications-queries.ts';

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
      await addFavourite(db, userId, appId);
      return ok(true);
    },

    async cancelAppCollect(req) {
      const { id } = req.query;
      const { userId } = authOf(req);
      await removeFavourite(db, userId, id);
      return ok(true);
    },

    async checkDefaultApp(req) {
      const q = req.query;
      const { userId } = authOf(req);
      let appId: number | null = q.appId ?? null;
      let source: 'param' | 'personal' | 'global' | 'none' = 'param';
      if (appId == null) {
        const personal = await personalDefaultAppId(db, userId);
        const global = (await appPlatformSettings(db)).defaultAppId;
        appId = personal ?? global ?? null;
        source = personal != null ? 'personal' : global != null ? 'global' : 'none';
      }
      if (appId == null) return ok({ appId: null, usable: false, reason: null, source });
      const reason = unusableReason(await loadApp(db, appId), await grantedAppIds(db, userId), await installedAppLicenses(db));
      return ok({ appId, usable: reason === null, reason, source });
    },
  } satisfies Partial<SystemHandlers>;
}
