// Audit retention: records older than the configured number of days are deleted, at start,
// every hour, and at once when the setting changes. Deletion goes in batches so a large
// backlog never holds one long lock on the table. The runs at start and hourly then vacuum it.
import { lt, sql, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { startPeriodicJob, type PeriodicJob } from '../db/periodic-job.ts';
import { auditLog } from '../db/schema.ts';
import { defineSetting, getSetting } from '../settings/settings-store.ts';

export interface AuditSettings {
  /** Records older than this many days are pruned. */
  retentionDays: number;
}

declare module '../settings/settings-store.ts' {
  interface SettingsShape {
    audit: AuditSettings;
  }
}

defineSetting('audit', { retentionDays: 180 });

const DAY = 86_400_000;
const BATCH = 10_000;
const EVERY_MS = 3_600_000;

/** Deletes the records older than the retention; returns how many. */
export async function pruneAuditLog(db: Db, now = Date.now()): Promise<number> {
  const { retentionDays } = await getSetting(db, 'audit');
  const cutoff = new Date(now - retentionDays * DAY);
  let total = 0;
  for (;;) {
    const oldest = db.select({ id: auditLog.id }).from(auditLog).where(lt(auditLog.at, cutoff)).limit(BATCH);
    const gone = await db
      .delete(auditLog)
      .where(inArray(auditLog.id, oldest))
      .returning({ one: sql`1` });
    total += gone.length;
    if (gone.length < BATCH) return total;
  }
}

/**
 * Vacuums and analyses the audit log: frees what pruning deleted and keeps the visibility map
 * current, which the searches' index-only scans (page ids and capped count) need to skip the
 * table. PGlite has no autovacuum, so without this it would never happen there; on PostgreSQL
 * it only does early what autovacuum does later (a vacuum skips pages already all-visible).
 */
export async function vacuumAuditLog(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) audit_log`);
}

/** Prunes and vacuums now and then hourly. */
export function startAuditRetention(db: Db, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob('audit retention', EVERY_MS, log, async () => {
    const n = await pruneAuditLog(db);
    if (n) log.info({ pruned: n }, 'audit records past retention deleted');
    await vacuumAuditLog(db);
  });
}
