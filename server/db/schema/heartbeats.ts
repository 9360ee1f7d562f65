// Heartbeats of the server processes on this database (issue 23 section 3): one row per process,
// updated every interval with its state, health and request totals, and one sample row per
// process and interval (requests, errors and p95 of that interval) for the monitor's charts.
// Written and pruned by server/monitor/heartbeat.ts.
import { bigint, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

export const processHeartbeats = pgTable('process_heartbeats', {
  /** host:pid and a start-time suffix (a restarted process with the same pid is another row). */
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
  /** up, draining (SIGTERM received) or gone (closed); a process that stops beating is gone too. */
  state: text('state').notNull(),
  rss: bigint('rss', { mode: 'number' }).notNull(),
  heapUsed: bigint('heap_used', { mode: 'number' }).notNull(),
  loopP99Ms: real('loop_p99_ms').notNull(),
  requests: bigint('requests', { mode: 'number' }).notNull(),
  errors: bigint('errors', { mode: 'number' }).notNull(),
  p95Ms: real('p95_ms').notNull(),
});

export const processSamples = pgTable(
  'process_samples',
  {
    processId: text('process_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull(),
    errors: integer('errors').notNull(),
    p95Ms: real('p95_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.at] }), index('process_samples_at_idx').on(t.at)],
);
