// The process's Prometheus registry (prom-client): requests by route pattern and status, the
// database pool, Node's own figures (event-loop delay, garbage collection, heap, CPU), cache
// invalidations received and their lag, login outcomes, audit records and the notice delivery
// queue. One registry per process: a process is one server in production (tests that start
// several servers in one process see their sum). Served by metrics-route.ts behind its own token.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Pool } from 'pg';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

/** Upper bounds in seconds: the API answers in milliseconds, exports and uploads take seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `route` is the route pattern (`/arcana-system/system/user/{id}`), never the raw URL. */
export const httpRequests = new Counter({
  name: 'arcana_http_requests_total',
  help: 'Answered requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'arcana_http_request_duration_seconds',
  help: 'Time from the request arriving to its answer being sent, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const cacheInvalidations = new Counter({
  name: 'arcana_cache_invalidations_received_total',
  help: 'Cache invalidations heard from the database (this process and the others), by topic',
  labelNames: ['topic'] as const,
  registers: [registry],
});

export const cacheInvalidationLag = new Histogram({
  name: 'arcana_cache_invalidation_lag_seconds',
  help: 'From a process sending an invalidation to this one hearing it (clocks of several hosts included)',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
});

export const loginAttempts = new Counter({
  name: 'arcana_login_attempts_total',
  help: 'Logins by outcome: success, failure (wrong credentials, captcha), locked (423), rate_limited (429 per client IP)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const auditRecords = new Counter({
  name: 'arcana_audit_records_total',
  help: 'Audit records written (each in the transaction of its change: there is no queue to back up)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Gauges read at scrape time from what the process registered (pool, delivery queue). */
const pools = new Set<Pool>();
let deliveryQueue: (() => Promise<Record<'pending' | 'sending' | 'failed', number>>) | undefined;

new Gauge({
  name: 'arcana_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on the embedded database',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const pool of pools) {
      this.inc({ state: 'total' }, pool.totalCount);
      this.inc({ state: 'idle' }, pool.idleCount);
      this.inc({ state: 'waiting' }, pool.waitingCount);
    }
  },
});

new Gauge({
  name: 'arcana_delivery_queue',
  help: 'Notice deliveries (mail, WeCom, DingTalk) by status: waiting to be sent or retried, being sent, given up',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!deliveryQueue) return;
    const counts = await deliveryQueue().catch(() => undefined);
    for (const [status, n] of Object.entries(counts ?? {})) this.set({ status }, n);
  },
});

export function watchPool(pool: Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

export function watchDeliveryQueue(count: typeof deliveryQueue): void {
  deliveryQueue = count;
}
