// Tables of the security settings area: earlier password hashes, for the password policy's
// history rule (the last N passwords cannot be used again).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/** A password a user had before the current one (argon2id hash only). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.id)],
);
