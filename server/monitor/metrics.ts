// Request counts and latency per route pattern, collected by an onResponse hook. Latencies
// keep the last SAMPLE_SIZE answers of each route so percentiles follow recent behaviour and
// memory stays bounded whatever the traffic.
import type { FastifyInstance } from 'fastify';

const SAMPLE_SIZE = 1024;
/** Raw URLs never become keys (unbounded); unmatched requests share one bucket. */
const UNMATCHED = '(unmatched)';

interface RouteStats {
  method: string;
  route: string;
  count: number;
  errors: number;
  maxMs: number;
  samples: Float64Array;
  next: number;
}

export class RequestMetrics {
  readonly since = new Date();
  private readonly routes = new Map<string, RouteStats>();
  total = 0;

  record(method: string, route: string, status: number, ms: number): void {
    const key = `${method} ${route}`;
    let s = this.routes.get(key);
    if (!s) {
      s = { method, route, count: 0, errors: 0, maxMs: 0, samples: new Float64Array(SAMPLE_SIZE), next: 0 };
      this.routes.set(key, s);
    }
    s.count += 1;
    this.total += 1;
    if (status >= 400) s.errors += 1;
    if (ms > s.maxMs) s.maxMs = ms;
    s.samples[s.next % SAMPLE_SIZE] = ms;
    s.next += 1;
  }

  snapshot() {
    const round = (n: number) => Math.round(n * 100) / 100;
    const routes = [...this.routes.values()]
      .map((s) => {
        const sorted = Array.from(s.samples.subarray(0, Math.min(s.next, SAMPLE_SIZE))).sort((a, b) => a - b);
        const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
        return {
          method: s.method,
          route: s.route,
          count: s.count,
          errors: s.errors,
          p50Ms: round(pct(50)),
          p90Ms: round(pct(90)),
          p99Ms: round(pct(99)),
          maxMs: round(s.maxMs),
        };
      })
      .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
    return { since: this.since.toISOString(), totalRequests: this.total, routes };
  }
}

export function installMetricsHook(app: FastifyInstance, metrics: RequestMetrics): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? UNMATCHED;
    metrics.record(req.method, route, reply.statusCode, reply.elapsedTime);
  });
}
