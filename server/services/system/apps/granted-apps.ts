// The applications a user may use, from the grants of server/auth/permissions.ts (an
// administrator may use every one in the catalogue).
import type { Db } from '../../../db/open.ts';
import { grantsOf } from '../../../auth/permissions.ts';
import { appCatalogue } from '../../../cache/catalogues.ts';

/** Application ids (apps.id) the user may use. */
export async function grantedAppIds(db: Db, userId: number): Promise<Set<number>> {
  const grants = await grantsOf(db, userId);
  if (!grants.isAdmin) return new Set(grants.appIds);
  return new Set((await appCatalogue(db)).byId.keys());
}
