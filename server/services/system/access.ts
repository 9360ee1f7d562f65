// Listing helpers over the grants of server/auth/permissions.ts.
import type { Db } from '../../db/open.ts';
import { apps } from '../../db/schema.ts';
import { appGrantedSql } from '../../auth/permissions.ts';

export { appGrantedSql, menuGrantedSql } from '../../auth/permissions.ts';

/** Application ids (apps.id) the user may use. */
export async function grantedAppIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.select({ id: apps.id }).from(apps).where(appGrantedSql(userId));
  return new Set(rows.map((r) => r.id));
}

export const has = (granted: Set<number>, id: number) => granted.has(id);
