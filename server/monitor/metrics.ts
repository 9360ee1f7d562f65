// Request counts and latency per route pattern, recorded by an onResponse hook into the
// Prometheus histogram (prometheus.ts), and the request-metrics view's table read back from it:
// one set of figures, scraped by Prometheus and shown by the monitor view alike. Percentiles are
// estimated from the histogram's buckets (linear within a bucket), as Prometheus's
// histogram_quantile does.
import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from './prometheus.ts';

/** Raw URLs never become labels (unbounded); unmatched requests share one bucket. */
const UNMATCHED = '(unmatched)';
const startedAt = new Date();

export function installMetricsHook(app: FastifyInstance): void {
  // A callback hook: counting waits on nothing, so no promise per request.
  app.addHook('onResponse', (req, reply, done) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? UNMATCHED, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/** Cumulative bucket counts (upper bound in seconds -> count at or below it), `+Inf` last. */
export type Buckets = Array<[number, number]>;

/** The q-quantile in ms of cumulative buckets; 0 when empty. */
export function quantileMs(buckets: Buckets, q: number): number {
  const total = buckets.at(-1)?.[1] ?? 0;
  if (!total) return 0;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [le, count] of buckets) {
    if (count >= rank) {
      // In the open top bucket, the best estimate is its lower bound (as histogram_quantile).
      if (!Number.isFinite(le)) return Math.round(lowerBound * 100_000) / 100;
      const within = count - lowerCount ? (rank - lowerCount) / (count - lowerCount) : 1;
      return Math.round((lowerBound + (le - lowerBound) * within) * 100_000) / 100;
    }
    lowerBound = le;
    lowerCount = count;
  }
  return Math.round(lowerBound * 100_000) / 100;
}

interface RouteFigures {
  method: string;
  route: string;
  count: number;
  errors: number;
  buckets: Map<number, number>;
}

/** Per method and route (all statuses together), from the histogram. */
export async function routeFigures(): Promise<RouteFigures[]> {
  const routes = new Map<string, RouteFigures>();
  for (const v of (await httpDuration.get()).values) {
    const { method, route, status, le } = v.labels as Record<string, string | number>;
    const key = `${method} ${route}`;
    let r = routes.get(key);
    if (!r) routes.set(key, (r = { method: String(method), route: String(route), count: 0, errors: 0, buckets: new Map() }));
    if (v.metricName?.endsWith('_bucket')) {
      const bound = le === '+Inf' ? Infinity : Number(le);
      r.buckets.set(bound, (r.buckets.get(bound) ?? 0) + v.value);
    } else if (v.metricName?.endsWith('_count')) {
      r.count += v.value;
      if (Number(status) >= 400) r.errors += v.value;
    }
  }
  return [...routes.values()];
}

export const sortedBuckets = (m: Map<number, number>): Buckets => [...m.entries()].sort((a, b) => a[0] - b[0]);

/** The request-metrics view's data (contract: MonitorMetrics). */
export async function metricsSnapshot() {
  const routes = (await routeFigures())
    .map((r) => {
      const b = sortedBuckets(r.buckets);
      return {
        method: r.method,
        route: r.route,
        count: r.count,
        errors: r.errors,
        p50Ms: quantileMs(b, 0.5),
        p90Ms: quantileMs(b, 0.9),
        p99Ms: quantileMs(b, 0.99),
      };
    })
    .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
  return { since: startedAt.toISOString(), totalRequests: routes.reduce((n, r) => n + r.count, 0), routes };
}
