// THE cache-invalidation API. Call it after every write that changes what a cached topic holds:
//
//   import { invalidate } from '../../cache/invalidate.ts';
//   await db.transaction(async (tx) => {
//     await tx.update(menus).set(...);
//     await insertAudit(tx, ...);
//     await invalidate(tx, 'menus');          // inside the transaction: sent when it commits
//   });
//   await invalidate(db, 'permissions', 'sessions');   // or after a write outside one
//
// Topics and the tables under them:
//   'menus'        menus
//   'apps'         apps, app_groups
//   'permissions'  roles, user_roles, role_menus, role_apps, users.is_admin, a user's deletion
//                  (what each user may see and do)
//   'platform'     settings (putSetting() already invalidates it)
//   'sessions'     sessions (revocation, rotation, deletion; a user disabled or deleted)
//   'favourites'   app_collects (the home page's favourite flags)
//   'dictionaries' dict_types, dict_items (the read by code)
//   'users'        users rows and the searched columns (sent by a database trigger, migration
//                  0012: no call needed; the users list's cached totals)
//
// This process forgets the topic at once, so its next read sees the write. Every process
// (this one too) forgets it again when the PostgreSQL notification arrives: within
// milliseconds of the commit, or never if the transaction rolls back (then the early drop only
// cost one extra read). A write that skips invalidate() is served stale until the next one.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { dropLocal, type CacheTopic } from './topic-cache.ts';

export type { CacheTopic } from './topic-cache.ts';

/** The PostgreSQL channel every server process listens on; the payload is a comma-separated topic list and `@<sent ms>`. */
export const CACHE_CHANNEL = 'arcana_cache';

/** `db` may be the database or a transaction of it. */
export async function invalidate(db: Pick<Db, 'execute'>, ...topics: CacheTopic[]): Promise<void> {
  if (topics.length === 0) return;
  dropLocal(topics);
  // `@<ms>`: when it was sent, for the receivers' lag metric (an older process ignores the item).
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${[...topics, `@${Date.now()}`].join(',')})`);
}
