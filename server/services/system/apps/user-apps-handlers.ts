// Per-user home settings (openapi/system/user-apps.yaml, /system/user/app/*): quick access (at
// most the configured maximum, setting `quickAccessMax`), the personal default application
// (overrides the global `defaultApp` setting) and the app home setting. Database calls in
// user-apps-queries.ts.
import { ApiError, ok } from '../../../contract/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../../context.ts';
import { grantedAppIds } from './granted-apps.ts';
import { installedAppLicenses } from '../license/license-queries.ts';
import { appPlatformSettings } from '../applications/applications-queries.ts';
import { toApiApp, unusableReason } from './apps-rules.ts';
import { appCatalogue, favouriteAppIds } from '../../../cache/catalogues.ts';
import {
  personalDefaultAppId,
  quickAccessEntries,
  saveUserAppSettings,
  userAppSettingsRow,
  type UserAppSettingsChange,
} from './user-apps-queries.ts';

export function userAppService({ db }: ServiceContext) {
  async function settingsOf(userId: number) {
    const row = await userAppSettingsRow(db, userId);
    const quick = await quickAccessEntries(db, userId);
    const { defaultAppId: globalDefault, maxQuickAccess } = await appPlatformSettings(db);
    const personal = row?.defaultAppId ?? null;
    return {
      quickAccess: quick.map((q) => ({ appId: q.appId, sort: q.sort })),
      defaultAppId: personal,
      globalDefaultAppId: globalDefault ?? null,
      effectiveDefaultAppId: personal ?? globalDefault ?? null,
      homeSetting: row?.homeSetting ?? 0,
      maxQuickAccess,
    };
  }

  return {
    async getUserAppSettings(req) {
      return ok(await settingsOf(authOf(req).userId));
    },

    async submitUserAppSettings(req) {
      const body = req.body;
      const { userId } = authOf(req);
      const granted = await grantedAppIds(db, userId);

      // Keep the first occurrence of an app; order by sort, then by position in the list.
      const seen = new Set<number>();
      const quick = (body.quickAccess ?? [])
        .map((q, i) => ({ appId: q.appId, sort: q.sort ?? i, i }))
        .filter((q) => !seen.has(q.appId) && seen.add(q.appId))
        .sort((a, b) => a.sort - b.sort || a.i - b.i)
        .map((q, i) => ({ appId: q.appId, sort: i }));
      const max = (await appPlatformSettings(db)).maxQuickAccess;
      if (quick.length > max) throw new ApiError(400, 400, 'quickAccessMax', { max });

      // Entries already saved may stay even when they became unusable (the portal re-sends the
      // whole list after a reorder); only new ones must exist and be permitted.
      const saved = new Map((await quickAccessEntries(db, userId)).map((e) => [e.appId, e]));
      const savedDefault = await personalDefaultAppId(db, userId);
      const wanted = [...quick.map((q) => q.appId), ...(body.defaultAppId != null ? [body.defaultAppId] : [])];
      const catalogue = await appCatalogue(db);
      const byId = new Map(
        wanted.flatMap((id) => {
          const app = catalogue.byId.get(id)?.app;
          return app ? [[id, app] as const] : [];
        }),
      );
      const usable = (id: number) => byId.has(id) && granted.has(id);
      for (const { appId } of quick) {
        if (!saved.has(appId) && !usable(appId)) throw new ApiError(400, 400, 'appNotFound');
      }
      if (body.defaultAppId != null && body.defaultAppId !== savedDefault && !usable(body.defaultAppId)) {
        throw new ApiError(400, 400, 'appNotFound');
      }

      const change: UserAppSettingsChange = {};
      if (body.defaultAppId !== undefined) change.defaultAppId = body.defaultAppId;
      if (body.homeSetting !== undefined) change.homeSetting = body.homeSetting;
      const entries =
        body.quickAccess === undefined
          ? undefined
          : quick.map((q) => {
              const source = byId.get(q.appId) ?? saved.get(q.appId)!;
              return { appId: q.appId, sort: q.sort, name: source.name, i18nNames: source.i18nNames };
            });
      await saveUserAppSettings(db, userId, change, entries);
      return ok(await settingsOf(userId));
    },

    async getUserQuickAccessApps(req) {
      const { userId } = authOf(req);
      const entries = await quickAccessEntries(db, userId);
      if (!entries.length) return ok([]);
      const byId = (await appCatalogue(db)).byId;
      const granted = await grantedAppIds(db, userId);
      const collected = await favouriteAppIds(db, userId);
      const now = Date.now();
      const licenses = await installedAppLicenses(db);
      return ok(
        entries.map((e) => {
          const found = byId.get(e.appId);
          const reason = unusableReason(found?.app, granted, licenses, now);
          return {
            appId: e.appId,
            sort: e.sort,
            name: found?.app.name ?? e.name,
            i18nNames: found?.app.i18nNames ?? e.i18nNames,
            usable: reason === null,
            reason,
            // A user who lost the permission sees the entry but not the application's details.
            app: found && reason !== 'noPermission' ? toApiApp(found.app, found.group, collected.has(e.appId), licenses, now) : null,
          };
        }),
      );
    },
  } satisfies Partial<SystemHandlers>;
}
