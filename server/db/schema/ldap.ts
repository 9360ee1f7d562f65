// Local users that came from the directory (LDAP): made by a directory login or a sync. Only these
// are updated from the directory or offered for disabling by a sync; a local account with the
// same username that is not linked here is never taken over by a directory login.
import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

export const ldapAccounts = pgTable('ldap_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The entry's DN when it was last seen. */
  dn: text('dn').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});
