// Per-user home settings: quick access (at most 8 applications), the personal default
// application (overrides the global `defaultApp` setting) and the app home setting.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { userAppSettings, userQuickAccess } from '../../../db/schema.ts';
import { getSetting } from '../../../db/settings.ts';
import { ApiError, ok } from '../../../http/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../../context.ts';
import { grantedAppIds } from './granted-apps.ts';
import { installedAppLicenses } from '../license/license-queries.ts';
import { toApiApp, unusableReason } from './apps-rules.ts';
import { appCatalogue, favouriteAppIds } from '../../../cache/catalogues.ts';

/** Default of the configurable quick-access maximum (settings `quickAccessMax`). */
export const MAX_QUICK_ACCESS = 8;

export async function personalDefaultAppId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: userAppSettings.defaultAppId })
    .from(userAppSettings)
    .where(eq(userAppSettings.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export function userAppService({ db }: ServiceContext) {
  async function settingsOf(userId: number) {
    const [row] = await db.select().from(userAppSettings).where(eq(userAppSettings.userId, userId)).limit(1);
    const quick = await db
      .select({ appId: userQuickAccess.appId, sort: userQuickAccess.sort })
      .from(userQuickAccess)
      .where(eq(userQuickAccess.userId, userId))
      .orderBy(asc(userQuickAccess.sort), asc(userQuickAccess.appId));
    const globalDefault = await getSetting(db, 'defaultApp');
    const personal = row?.defaultAppId ?? null;
    return {
      quickAccess: quick,
      defaultAppId: personal,
      globalDefaultAppId: globalDefault ?? null,
      effectiveDefaultAppId: personal ?? globalDefault ?? null,
      homeSetting: row?.homeSetting ?? 0,
      maxQuickAccess: await getSetting(db, 'quickAccessMax'),
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
      const max = await getSetting(db, 'quickAccessMax');
      if (quick.length > max) throw new ApiError(400, 400, 'quickAccessMax', { max });

      // Entries already saved may stay even when they became unusable (the portal re-sends the
      // whole list after a reorder); only new ones must exist and be permitted.
      const saved = new Map((await db.select().from(userQuickAccess).where(eq(userQuickAccess.userId, userId))).map((e) => [e.appId, e]));
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

      await db.transaction(async (tx) => {
        // The settings row first: its upsert locks it, so two submits of one user run one
        // after the other instead of racing on the quick-access rows (PostgreSQL).
        const set: Partial<typeof userAppSettings.$inferInsert> = { updatedAt: new Date() };
        if (body.defaultAppId !== undefined) set.defaultAppId = body.defaultAppId;
        if (body.homeSetting !== undefined) set.homeSetting = body.homeSetting;
        await tx
          .insert(userAppSettings)
          .values({ userId, ...set })
          .onConflictDoUpdate({ target: userAppSettings.userId, set });
        if (body.quickAccess !== undefined) {
          await tx.delete(userQuickAccess).where(eq(userQuickAccess.userId, userId));
          if (quick.length) {
            await tx.insert(userQuickAccess).values(
              quick.map((q) => {
                const source = byId.get(q.appId) ?? saved.get(q.appId)!;
                return { userId, appId: q.appId, sort: q.sort, name: source.name, i18nNames: source.i18nNames };
              }),
            );
          }
        }
      });
      return ok(await settingsOf(userId));
    },

    async getUserQuickAccessApps(req) {
      const { userId } = authOf(req);
      const entries = await db
        .select()
        .from(userQuickAccess)
        .where(eq(userQuickAccess.userId, userId))
        .orderBy(asc(userQuickAccess.sort), asc(userQuickAccess.appId));
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
