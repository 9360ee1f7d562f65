// Every database read and write of a user's own application settings and favourites: the
// personal default application and home setting, the quick-access entries (each keeps the
// application's name, so an entry whose application was deleted still shows it), and the
// favourite flags.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/open.ts';
import { appCollects, userAppSettings, userQuickAccess } from '../../../db/schema.ts';
import { invalidate } from '../../../cache/invalidate.ts';

export async function personalDefaultAppId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: userAppSettings.defaultAppId })
    .from(userAppSettings)
    .where(eq(userAppSettings.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export async function userAppSettingsRow(db: Db, userId: number) {
  const [row] = await db.select().from(userAppSettings).where(eq(userAppSettings.userId, userId)).limit(1);
  return row;
}

/** The user's quick-access entries in their order. */
export const quickAccessEntries = (db: Db, userId: number) =>
  db
    .select()
    .from(userQuickAccess)
    .where(eq(userQuickAccess.userId, userId))
    .orderBy(asc(userQuickAccess.sort), asc(userQuickAccess.appId));

export type UserAppSettingsChange = Partial<Pick<typeof userAppSettings.$inferInsert, 'defaultAppId' | 'homeSetting'>>;
export type QuickAccessEntry = Omit<typeof userQuickAccess.$inferInsert, 'userId'>;

/**
 * Saves the user's settings and, when `quick` is given, replaces their quick-access entries
 * with it, in one transaction.
 */
export async function saveUserAppSettings(db: Db, userId: number, change: UserAppSettingsChange, quick: QuickAccessEntry[] | undefined) {
  await db.transaction(async (tx) => {
    // The settings row first: its upsert locks it, so two submits of one user run one
    // after the other instead of racing on the quick-access rows (PostgreSQL).
    const set: Partial<typeof userAppSettings.$inferInsert> = { updatedAt: new Date(), ...change };
    await tx
      .insert(userAppSettings)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: userAppSettings.userId, set });
    if (quick !== undefined) {
      await tx.delete(userQuickAccess).where(eq(userQuickAccess.userId, userId));
      if (quick.length) await tx.insert(userQuickAccess).values(quick.map((q) => ({ userId, ...q })));
    }
  });
}

export async function addFavourite(db: Db, userId: number, appId: number) {
  await db.insert(appCollects).values({ userId, appId }).onConflictDoNothing();
  await invalidate(db, 'favourites');
}

export async function removeFavourite(db: Db, userId: number, appId: number) {
  await db.delete(appCollects).where(and(eq(appCollects.userId, userId), eq(appCollects.appId, appId)));
  await invalidate(db, 'favourites');
}
