// Tables of the messages area (`message-notification`): what an administrator published, the
// channel settings (mail, WeCom, DingTalk) and one delivery record per recipient and channel.
// Each user's inbox row stays in `notices` (schema.ts), which the header's unread badge counts.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/** Who a publication went to, as the administrator chose it. */
export interface NoticeAudience {
  all: boolean;
  roleIds: number[];
  deptIds: number[];
  userIds: number[];
}

/** One notice as published: its text, audience and channels; inbox rows point back to it. */
export const noticePublications = pgTable(
  'notice_publications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A key of the `notice-type` dictionary. */
    type: text('type').notNull().default('announcement'),
    audience: jsonb('audience').$type<NoticeAudience>().notNull(),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    recipients: integer('recipients').notNull().default(0),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** `published`, or `withdrawn`: kept for the administrator, gone from every recipient's bell. */
    status: text('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_publications_created_idx').on(t.createdAt, t.id)],
);

/**
 * Settings of one channel (`mail`, `wecom`, `dingtalk`). The secret (mail password, WeCom agent
 * secret, DingTalk access secret) sits in its own column so no reader of `config` can leak it.
 */
export const messageChannels = pgTable('message_channels', {
  kind: text('kind').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  config: jsonb('config').$type<Record<string, string | number | boolean>>().notNull().default({}),
  secret: text('secret').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One message to one recipient over one channel. Stored in the transaction that publishes the
 * notice, so an acknowledged publication never loses a delivery across a restart; the worker
 * claims due rows (`pending`, or `sending` whose lease ran out) and retries with backoff.
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: serial('id').primaryKey(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => noticePublications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    address: text('address').notNull().default(''),
    /** pending | sending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notice_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('notice_deliveries_publication_idx').on(t.publicationId, t.id),
  ],
);
