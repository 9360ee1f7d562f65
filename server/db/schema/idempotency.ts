// Idempotency keys (README, "Idempotency keys"): the first answer to each write a user sent with
// an `Idempotency-Key`, kept 24 hours so that a retry of the same write is answered again instead
// of being applied twice. The row is inserted in the transaction of the write it belongs to
// (server/http/idempotency.ts); rows past 24 hours are deleted by a periodic job.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Keys are per user: the same key from another user is another key. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha-256 of the method, path and body: the same key with another request is refused (422). */
    requestHash: text('request_hash').notNull(),
    /** The answer; null from the write's commit until it is stored, a moment later. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
