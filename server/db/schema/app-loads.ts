// Load telemetry of embedded applications (issue 14 section 5): one row per open in the shell,
// sent by the browser in batches. Nothing identifying is kept beyond the user id. Rows older
// than the retention period are pruned (server/monitor/app-loads.ts).
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

export const appLoads = pgTable(
  'app_loads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appCode: text('app_code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the open began (server clock: the browser sends its age, not its own clock). */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    prefetched: boolean('prefetched').notNull(),
    /** Phase durations in ms; null when the open ended before the phase (or the app has none). */
    entryFetchMs: integer('entry_fetch_ms'),
    bootstrapMs: integer('bootstrap_ms'),
    mountMs: integer('mount_ms'),
    readyMs: integer('ready_ms'),
    /** JS heap (bytes) before the open and once it loaded; null where the browser hides it. */
    heapBefore: bigint('heap_before', { mode: 'number' }),
    heapAfter: bigint('heap_after', { mode: 'number' }),
    timedOut: boolean('timed_out').notNull(),
    loadError: boolean('load_error').notNull(),
  },
  (t) => [index('app_loads_opened_idx').on(t.openedAt), index('app_loads_app_opened_idx').on(t.appCode, t.openedAt)],
);
