// Listing helpers over the grants of server/auth/permissions.ts.
import type { Db } from '../../db/open.ts';
import { grantsOf } from '../../auth/permissions.ts';
import { appCatalogue } from '../../cache/catalogues.ts';

export { appGrantedSql, grantsApp, grantsMenu, grantsOf, menuGrantedSql } from '../../auth/permissions.ts';

/** Application ids (apps.id) the user may use. */
export async function grantedAppIds(db: Db, userId: number): Promise<Set<number>> {
  const grants = await grantsOf(db, userId);
  if (!grants.isAdmin) return new Set(grants.appIds);
  return new Set((await appCatalogue(db)).byId.keys());
}

export const has = (granted: Set<number>, id: number) => granted.has(id);
