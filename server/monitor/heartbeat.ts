// Each server process's heartbeat in the database, so the monitor views see every process on it,
// not only the one that answered: every interval a process writes its state (up, draining), its
// health and request totals (process_heartbeats) and the requests, errors and p95 latency of the
// interval (process_samples, kept SAMPLE_DAYS for the charts). At SIGTERM it beats at once as
// draining, and once closed as gone; one that stops beating is gone after three intervals.
// On the embedded database there is the one process.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.ts';
import { processHeartbeats, processSamples } from '../db/schema.ts';
import { startPeriodicJob } from '../db/periodic-job.ts';
import { healthSnapshot } from './health.ts';
import { quantileMs, routeFigures, sortedBuckets } from './metrics.ts';
import { isClosing, onClosing } from './readiness.ts';
import type { components } from '../gen/arcana-system.ts';

type MonitorProcesses = components['schemas']['MonitorProcesses'];
type State = 'up' | 'draining' | 'gone';

export const SAMPLE_DAYS = 2;
/** A process not heard of for this many intervals (10 s at least) is gone; gone ones are listed one day. */
const MISSED_BEATS = 3;
const DAY_MS = 86_400_000;
const DAY_STEP_S = 600;

/** The process ids of running servers (tests run several in one Node process), by server. */
const ids = new WeakMap<object, string>();
export const processIdOf = (app: FastifyInstance): string | undefined => ids.get(app.server);

/** Request totals of this process now, with the histogram's buckets summed over routes. */
async function totals() {
  let count = 0;
  let errors = 0;
  const buckets = new Map<number, number>();
  for (const r of await routeFigures()) {
    count += r.count;
    errors += r.errors;
    for (const [le, n] of r.buckets) buckets.set(le, (buckets.get(le) ?? 0) + n);
  }
  return { count, errors, buckets };
}

export function startHeartbeat(app: FastifyInstance, db: Db, dbKind: 'pglite' | 'postgres', everyMs: number) {
  const startedAt = new Date();
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  ids.set(app.server, id);
  let last = { count: 0, errors: 0, buckets: new Map<number, number>() };

  async function beat(state: State) {
    const t = await totals();
    const interval = sortedBuckets(new Map([...t.buckets].map(([le, n]) => [le, n - (last.buckets.get(le) ?? 0)])));
    const sample = { requests: t.count - last.count, errors: t.errors - last.errors, p95Ms: quantileMs(interval, 0.95) };
    last = t;
    const health = healthSnapshot(dbKind);
    const at = new Date();
    const row = {
      id,
      host: hostname(),
      pid: process.pid,
      startedAt,
      beatAt: at,
      state,
      rss: health.memory.rss,
      heapUsed: health.memory.heapUsed,
      loopP99Ms: health.eventLoopDelay.p99Ms,
      requests: t.count,
      errors: t.errors,
      p95Ms: sample.p95Ms,
    };
    await db.transaction(async (tx) => {
      await tx.insert(processHeartbeats).values(row).onConflictDoUpdate({ target: processHeartbeats.id, set: row });
      await tx
        .insert(processSamples)
        .values({ processId: id, at, ...sample })
        .onConflictDoNothing();
    });
  }

  const job = startPeriodicJob('heartbeat', everyMs, app.log, async () => {
    await beat(isClosing(app) ? 'draining' : 'up');
    await db.delete(processSamples).where(lt(processSamples.at, new Date(Date.now() - SAMPLE_DAYS * DAY_MS)));
    await db.delete(processHeartbeats).where(lt(processHeartbeats.beatAt, new Date(Date.now() - DAY_MS)));
  });
  // Said at once, not at the next beat: a restart is usually over within one interval. Chained
  // after the periodic run, and the last beat after it, so a later state is never overwritten.
  let draining = Promise.resolve();
  onClosing(app, () => {
    draining = job
      .idle()
      .then(() => beat('draining'))
      .catch((err: unknown) => app.log.warn({ err }, 'heartbeat failed'));
  });
  return {
    id,
    /** Stops beating and records the process as gone (before the database closes). */
    async stop() {
      await job.stop();
      await draining;
      await beat('gone').catch((err: unknown) => app.log.warn({ err }, 'last heartbeat failed'));
    },
  };
}

/** Every process heard of in the last day, and each one's series over the window. */
export async function processesView(
  db: Db,
  selfId: string | undefined,
  window: 'hour' | 'day',
  everyMs: number,
): Promise<MonitorProcesses> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(processHeartbeats)
    .where(gte(processHeartbeats.beatAt, new Date(now - DAY_MS)));
  // At least 10 s: a busy database can delay a beat by more than a short interval.
  const stale = now - Math.max(MISSED_BEATS * everyMs, 10_000);
  const state = (r: typeof processHeartbeats.$inferSelect): State =>
    r.state === 'gone' || r.beatAt.getTime() < stale ? 'gone' : (r.state as State);
  const order: Record<State, number> = { up: 0, draining: 1, gone: 2 };
  const processes = rows
    .map((r) => ({
      id: r.id,
      host: r.host,
      pid: r.pid,
      state: state(r),
      self: r.id === selfId,
      startedAt: r.startedAt.toISOString(),
      lastBeatAt: r.beatAt.toISOString(),
      rss: r.rss,
      heapUsed: r.heapUsed,
      loopP99Ms: r.loopP99Ms,
      requests: r.requests,
      errors: r.errors,
      p95Ms: r.p95Ms,
    }))
    .sort((a, b) => order[a.state] - order[b.state] || a.startedAt.localeCompare(b.startedAt));
  const stepS = window === 'hour' ? Math.max(1, Math.round(everyMs / 1000)) : DAY_STEP_S;
  const since = new Date(now - (window === 'hour' ? 3_600_000 : DAY_MS));
  // The step is written into the query, not bound: GROUP BY matches the selected expression only
  // when both are the same text, and two bound parameters are not.
  const step = sql.raw(String(stepS));
  const bucket = sql<string>`to_timestamp(floor(extract(epoch from ${processSamples.at}) / ${step}) * ${step})`;
  const points = await db
    .select({
      processId: processSamples.processId,
      at: sql<string>`${bucket}::text`,
      requests: sql<number>`sum(${processSamples.requests})::int`,
      errors: sql<number>`sum(${processSamples.errors})::int`,
      p95Ms: sql<number>`max(${processSamples.p95Ms})::float8`,
    })
    .from(processSamples)
    .where(gte(processSamples.at, since))
    .groupBy(processSamples.processId, bucket)
    .orderBy(processSamples.processId, bucket);
  const series = new Map<string, MonitorProcesses['series'][number]['points']>();
  for (const p of points) {
    const list = series.get(p.processId) ?? [];
    list.push({ at: new Date(p.at).toISOString(), requests: p.requests, errors: p.errors, p95Ms: p.p95Ms });
    series.set(p.processId, list);
  }
  return {
    heartbeatSeconds: Math.max(1, Math.round(everyMs / 1000)),
    stepSeconds: stepS,
    processes,
    series: processes.map((p) => ({ processId: p.id, points: series.get(p.id) ?? [] })),
  };
}
