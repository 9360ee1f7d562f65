// Load telemetry of embedded applications: the batches the shell sends (one record per open)
// and the app-load monitor view's summary, per application over the last day and week, and
// per day of the week for its chart.
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { startPeriodicJob, type PeriodicJob } from '../db/periodic-job.ts';
import { appLoads, apps } from '../db/schema.ts';
import type { components } from '../gen/arcana-system.ts';

type AppLoadRecord = components['schemas']['AppLoadRecord'];
type AppLoadWindow = components['schemas']['AppLoadWindow'];
type AppLoadApp = components['schemas']['AppLoadApp'];

/** Rows older than this are deleted; longer than the widest window the view shows (7 days). */
export const RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Pruning runs when the app starts and then this often (startAppLoadRetention, started by buildApp). */
export const PRUNE_EVERY_MS = 3_600_000;

/** Deletes the rows past the retention period; answers how many went. */
export async function pruneAppLoads(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(appLoads)
    .where(lt(appLoads.openedAt, new Date(now - RETENTION_DAYS * DAY_MS)))
    .returning({ id: appLoads.id });
  return gone.length;
}

/** Prunes now and then every PRUNE_EVERY_MS, outside any request. */
export function startAppLoadRetention(db: Db, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob('app-load retention', PRUNE_EVERY_MS, log, async () => {
    const n = await pruneAppLoads(db);
    if (n) log.info({ pruned: n }, 'app-load records past retention deleted');
  });
}

/** Stores the records of known applications (others are dropped); answers how many. */
export async function recordAppLoads(db: Db, userId: number, records: AppLoadRecord[], now = Date.now()): Promise<number> {
  const codes = [...new Set(records.map((r) => r.appCode))];
  const known = new Set((await db.select({ code: apps.code }).from(apps).where(inArray(apps.code, codes))).map((a) => a.code));
  const rows = records
    .filter((r) => known.has(r.appCode))
    .map((r) => ({
      appCode: r.appCode,
      userId,
      openedAt: new Date(now - r.ageMs),
      prefetched: r.prefetched,
      entryFetchMs: r.entryFetchMs ?? null,
      bootstrapMs: r.bootstrapMs ?? null,
      mountMs: r.mountMs ?? null,
      readyMs: r.readyMs ?? null,
      heapBefore: r.heapBefore ?? null,
      heapAfter: r.heapAfter ?? null,
      timedOut: r.timedOut,
      loadError: r.loadError,
    }));
  if (rows.length) await db.insert(appLoads).values(rows);
  return rows.length;
}

const PHASES = { entryFetch: appLoads.entryFetchMs, bootstrap: appLoads.bootstrapMs, mount: appLoads.mountMs, ready: appLoads.readyMs };
const growth = sql`(${appLoads.heapAfter} - ${appLoads.heapBefore})`;

/** The aggregate columns of one window (opens since `since`), named with `prefix`. */
function windowColumns(prefix: string, since: Date) {
  const inWindow = sql`${appLoads.openedAt} >= ${since.toISOString()}::timestamptz`;
  const pct = (p: number, col: unknown) =>
    sql<number | null>`round(percentile_cont(${sql.raw(String(p))}) within group (order by ${col}) filter (where ${inWindow}))::bigint`;
  const columns: Record<string, ReturnType<typeof sql>> = {
    [`${prefix}opens`]: sql`count(*) filter (where ${inWindow})::int`,
    [`${prefix}prefetched`]: sql`count(*) filter (where ${inWindow} and ${appLoads.prefetched})::int`,
    [`${prefix}timedOut`]: sql`count(*) filter (where ${inWindow} and ${appLoads.timedOut})::int`,
    [`${prefix}errors`]: sql`count(*) filter (where ${inWindow} and ${appLoads.loadError})::int`,
    [`${prefix}heapAfterP50`]: pct(0.5, appLoads.heapAfter),
    [`${prefix}growthP50`]: pct(0.5, growth),
    [`${prefix}growthP95`]: pct(0.95, growth),
  };
  for (const [phase, col] of Object.entries(PHASES)) {
    columns[`${prefix}${phase}Count`] = sql`count(${col}) filter (where ${inWindow})::int`;
    columns[`${prefix}${phase}P50`] = pct(0.5, col);
    columns[`${prefix}${phase}P95`] = pct(0.95, col);
  }
  return columns;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function windowOf(row: Record<string, unknown>, prefix: string, budgetMb: number): AppLoadWindow {
  const opens = Number(row[`${prefix}opens`]);
  const share = (n: unknown) => (opens ? Math.round((Number(n) / opens) * 10_000) / 10_000 : 0);
  const phase = (name: string) => ({
    count: Number(row[`${prefix}${name}Count`]),
    p50: num(row[`${prefix}${name}P50`]),
    p95: num(row[`${prefix}${name}P95`]),
  });
  const growthP95 = num(row[`${prefix}growthP95`]);
  return {
    opens,
    prefetchedOpens: Number(row[`${prefix}prefetched`]),
    timeoutShare: share(row[`${prefix}timedOut`]),
    errorShare: share(row[`${prefix}errors`]),
    entryFetch: phase('entryFetch'),
    bootstrap: phase('bootstrap'),
    mount: phase('mount'),
    ready: phase('ready'),
    heapAfterP50: num(row[`${prefix}heapAfterP50`]),
    heapGrowthP50: num(row[`${prefix}growthP50`]),
    heapGrowthP95: growthP95,
    overBudget: growthP95 !== null && growthP95 > budgetMb * 1024 * 1024,
  };
}

type AppLoadDay = components['schemas']['AppLoadDay'];

/** Per application, each UTC day of the week with opens: phase p50/p95 (the page's chart). */
async function appLoadDays(db: Db, weekStart: Date, now: number): Promise<Map<string, AppLoadDay[]>> {
  // No bound parameter in the day expression: GROUP BY must match the selected text exactly.
  const day = sql<string>`to_char(${appLoads.openedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const columns: Record<string, ReturnType<typeof sql>> = {};
  for (const [phase, col] of Object.entries(PHASES)) {
    columns[`${phase}Count`] = sql`count(${col})::int`;
    columns[`${phase}P50`] = sql`round(percentile_cont(0.5) within group (order by ${col}))::bigint`;
    columns[`${phase}P95`] = sql`round(percentile_cont(0.95) within group (order by ${col}))::bigint`;
  }
  const rows = (await db
    .select({ code: appLoads.appCode, day, opens: sql<number>`count(*)::int`, ...columns })
    .from(appLoads)
    .where(and(gte(appLoads.openedAt, weekStart), lt(appLoads.openedAt, new Date(now + 60_000))))
    .groupBy(appLoads.appCode, day)
    .orderBy(day)) as Array<Record<string, unknown> & { code: string; day: string; opens: number }>;
  const byApp = new Map<string, AppLoadDay[]>();
  for (const r of rows) {
    const phase = (name: string) => ({ count: Number(r[`${name}Count`]), p50: num(r[`${name}P50`]), p95: num(r[`${name}P95`]) });
    const list = byApp.get(r.code) ?? [];
    list.push({
      day: r.day,
      opens: r.opens,
      entryFetch: phase('entryFetch'),
      bootstrap: phase('bootstrap'),
      mount: phase('mount'),
      ready: phase('ready'),
    });
    byApp.set(r.code, list);
  }
  return byApp;
}

/** Per application with opens in the last week: both windows and each day, most opened first. */
export async function appLoadSummary(db: Db, now = Date.now()): Promise<AppLoadApp[]> {
  const weekStart = new Date(now - 7 * DAY_MS);
  const rows = (await db
    .select({
      code: appLoads.appCode,
      ...windowColumns('d_', new Date(now - DAY_MS)),
      ...windowColumns('w_', weekStart),
    })
    .from(appLoads)
    .where(and(gte(appLoads.openedAt, weekStart), lt(appLoads.openedAt, new Date(now + 60_000))))
    .groupBy(appLoads.appCode)) as Array<Record<string, unknown> & { code: string }>;
  if (!rows.length) return [];
  const catalogue = await db
    .select({ code: apps.code, name: apps.name, i18nNames: apps.i18nNames, memoryBudgetMb: apps.memoryBudgetMb })
    .from(apps)
    .where(
      inArray(
        apps.code,
        rows.map((r) => r.code),
      ),
    );
  const byCode = new Map(catalogue.map((a) => [a.code, a]));
  const days = await appLoadDays(db, weekStart, now);
  return rows
    .filter((r) => byCode.has(r.code))
    .map((r) => {
      const app = byCode.get(r.code)!;
      return {
        code: app.code,
        name: app.name,
        i18nNames: app.i18nNames,
        memoryBudgetMb: app.memoryBudgetMb,
        day: windowOf(r, 'd_', app.memoryBudgetMb),
        week: windowOf(r, 'w_', app.memoryBudgetMb),
        days: days.get(app.code) ?? [],
      };
    })
    .sort((a, b) => b.week.opens - a.week.opens || a.code.localeCompare(b.code));
}
