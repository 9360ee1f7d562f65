// Login state that every server process must see alike, so it lives in the database and not in
// one process's memory: captchas, failure counters of unknown usernames, and access tokens
// replaced by a refresh (which answer 402 instead of 401 while their session lives).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './core.ts';

/** A pending login captcha: consumed (deleted) by the first check, right or wrong. */
export const captchas = pgTable(
  'captchas',
  {
    key: text('key').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Failures of usernames that have no account, counted like real ones (tries left, then a lock)
 * so that the answers do not reveal whether an account exists. Keyed by the lower-cased name.
 */
export const unknownLoginFailures = pgTable(
  'unknown_login_failures',
  {
    username: text('username').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('unknown_login_failures_window_idx').on(t.windowStart)],
);

/** Access tokens replaced by a refresh, until their session ends (digests only). */
export const supersededTokens = pgTable(
  'superseded_tokens',
  {
    accessHash: text('access_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('superseded_tokens_expires_idx').on(t.expiresAt)],
);
