// Every database call of the audit log page: the filter of the page and the export, a page of
// records, one record, the values the filter lists offer, the export's batches, and the
// retention setting.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/transaction.ts';
import { getSetting, putSetting } from '../../../settings/settings-store.ts';
import type { AuditSettings } from '../../../audit/retention.ts';
import '../../../audit/retention.ts';
import { auditLog } from '../../../db/schema.ts';
import type { Db } from '../../../db/open.ts';
import { ApiError } from '../../../contract/envelope.ts';
import { dataScopeSql } from '../../../auth/data-scope.ts';
import type { PageWindow } from '../../../db/paging.ts';

export interface AuditFilter {
  username?: string;
  ip?: string;
  from?: string;
  to?: string;
  app?: string;
  module?: string;
  action?: string;
  outcome?: 'success' | 'failure';
}

/** A page counts at most this many matches; past it the answer says `totalCapped`. */
export const COUNT_CAP = 10_000;
const EXPORT_BATCH = 2_000;

export const RECORD_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  username: auditLog.username,
  ip: auditLog.ip,
  app: auditLog.app,
  module: auditLog.module,
  action: auditLog.action,
  method: auditLog.method,
  path: auditLog.path,
  outcome: auditLog.outcome,
  detail: auditLog.detail,
};

/**
 * The caller's data scope on the audit log (data group `audit-log` of the roles area): records
 * of the departments and users the caller's roles allow. Every list, detail and export goes
 * through here.
 */
export function auditScope(db: DbOrTx, userId: number): Promise<SQL> {
  return dataScopeSql(db, userId, 'audit-log', { deptColumn: auditLog.deptId, ownerColumn: auditLog.userId });
}

/** The WHERE clause of a filter within the caller's data scope; refuses an inverted time range. */
export async function auditWhere(db: DbOrTx, userId: number, f: AuditFilter): Promise<SQL | undefined> {
  const from = f.from ? new Date(f.from) : undefined;
  const to = f.to ? new Date(f.to) : undefined;
  if (from && to && from >= to) throw new ApiError(400, 400, 'auditTimeRange');
  return and(
    f.username ? eq(sql`lower(${auditLog.username})`, f.username.trim().toLowerCase()) : undefined,
    f.ip ? eq(auditLog.ip, f.ip.trim()) : undefined,
    from ? gte(auditLog.at, from) : undefined,
    to ? lt(auditLog.at, to) : undefined,
    f.app ? eq(auditLog.app, f.app) : undefined,
    f.module ? eq(auditLog.module, f.module) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.outcome ? eq(auditLog.outcome, f.outcome) : undefined,
    await auditScope(db, userId),
  );
}

/** A page newest first, and the number of matches up to COUNT_CAP + 1. */
export async function auditPage(db: Db, where: SQL | undefined, window: PageWindow) {
  // The page's ids first, from the filter's index alone (an index-only scan that skips the
  // offset without reading the table), then only those rows: the table is read for the page's
  // records, not for every row skipped or filtered out on the way.
  const ids = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
  const records = await db
    .select(RECORD_COLUMNS)
    .from(auditLog)
    .where(inArray(auditLog.id, ids))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  // Counting every match of a wide filter over millions of rows takes seconds; counting up to
  // the cap reads at most that many entries of the filter's index.
  const capped = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  return { records, matches: counted?.n ?? 0 };
}

export async function auditRecord(db: Db, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ ...RECORD_COLUMNS, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.id, id), scope))
    .limit(1);
  return row;
}

/**
 * Distinct values of an indexed column without reading every row: a loose index scan, one
 * index probe per distinct value (PostgreSQL has no skip scan of its own).
 */
async function distinctValues(db: Db, column: 'app' | 'module' | 'action'): Promise<string[]> {
  const col = sql.identifier(column);
  const result = await db.execute(sql`with recursive v(value) as (
      (select ${col} from audit_log order by ${col} limit 1)
      union all
      select (select ${col} from audit_log where ${col} > v.value order by ${col} limit 1) from v where v.value is not null)
    select value from v where value is not null limit 500`);
  return (result as { rows: Array<{ value: string }> }).rows.map((r) => r.value);
}

export async function auditFilterOptions(db: Db) {
  return {
    apps: await distinctValues(db, 'app'),
    modules: await distinctValues(db, 'module'),
    actions: await distinctValues(db, 'action'),
  };
}

export type ExportRecord = Awaited<ReturnType<typeof exportBatch>>[number];

/** Position after a record: its time as PostgreSQL text (microseconds, which a Date would lose) and id. */
type Keyset = { atText: string; id: number };

function exportBatch(db: Db, where: SQL | undefined, after: Keyset | undefined) {
  // Keyset paging on (at, id): each batch is one index range read, whatever the depth, and no
  // connection or snapshot is held between batches (the same on PGlite and PostgreSQL).
  const next = after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.atText}::timestamptz, ${after.id})` : undefined;
  return db
    .select({ ...RECORD_COLUMNS, before: auditLog.before, after: auditLog.after, atText: sql<string>`${auditLog.at}::text` })
    .from(auditLog)
    .where(and(where, next))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(EXPORT_BATCH);
}

/** Every matching record, newest first, read in batches. */
export async function* exportRecords(db: Db, where: SQL | undefined): AsyncGenerator<ExportRecord> {
  let last: Keyset | undefined;
  for (;;) {
    const batch = await exportBatch(db, where, last);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    const tail = batch[batch.length - 1]!;
    last = { atText: tail.atText, id: tail.id };
  }
}

/** How long audit records are kept (the retention setting). */
export const auditSettings = (db: Db) => getSetting(db, 'audit');

export const putAuditSettings = (tx: Tx, next: AuditSettings) => putSetting(tx, 'audit', next);
