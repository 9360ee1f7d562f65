// Process health: uptime, database kind, memory and event-loop delay.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

let histogram: IntervalHistogram | undefined;
const startedAt = new Date();

/** One histogram per process, started on first use (it samples every 20 ms). */
function loopDelay(): IntervalHistogram {
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: 20 });
    histogram.enable();
  }
  return histogram;
}

export function startHealthSampling(): void {
  loopDelay();
}

const ms = (ns: number) => Math.round((Number.isFinite(ns) ? ns : 0) / 10_000) / 100;

export function healthSnapshot(dbKind: 'pglite' | 'postgres') {
  const h = loopDelay();
  const mem = process.memoryUsage();
  return {
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    dbKind,
    nodeVersion: process.version,
    memory: { rss: mem.rss, heapUsed: mem.heapUsed, heapTotal: mem.heapTotal, external: mem.external },
    eventLoopDelay: { meanMs: ms(h.mean), p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) },
  };
}
