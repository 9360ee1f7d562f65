// The API load generator, run as a process of its own (test/bench/api-load.ts spawns it) so
// that what it measures is the server, not the bench's own event loop. Open loop: request i is
// due at start + i / rate whatever the earlier answers did, and its latency counts from when it
// was due, so a stalled server shows in the figures instead of slowing the generator down
// (no coordinated omission). Keep-alive connections through undici Pools, one per target; with
// several targets the requests go round-robin.
//
// Input: one JSON argument {targets, path, headers, rate, seconds, connections, samples?}.
// Output: one JSON line {sent, failed, p50, p99, max} (milliseconds) on stdout; with `samples`,
// also each request's [due time (epoch ms), latency, ok] so that the caller can take the figures
// of a window it knows (the rolling restart of api-load.ts) out of one run.
import { Pool } from 'undici';

interface LoadSpec {
  targets: string[];
  path: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
  samples?: boolean;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const pools = spec.targets.map((t) => new Pool(t, { connections: spec.connections, keepAliveTimeout: 30_000, pipelining: 1 }));

const samples: Array<[number, number, boolean]> = [];

async function one(i: number, due: number, latencies: number[], errors: { n: number }) {
  // From when it was due, or from when it left if the burst sent it a little early.
  const from = Math.min(due, performance.now());
  let ok = false;
  try {
    const res = await pools[i % pools.length]!.request({ method: 'GET', path: spec.path, headers: spec.headers, headersTimeout: 10_000 });
    await res.body.dump();
    ok = res.statusCode === 200;
  } catch {
    /* counted below */
  }
  if (!ok) errors.n++;
  const latency = performance.now() - from;
  latencies.push(latency);
  if (spec.samples && latencies !== warmLatencies) samples.push([performance.timeOrigin + from, latency, ok]);
}

// Warm-up: open the connections and let the server's caches fill.
const warm: Promise<void>[] = [];
const warmLatencies: number[] = [];
for (let i = 0; i < spec.connections * pools.length; i++) warm.push(one(i, performance.now(), warmLatencies, { n: 0 }));
await Promise.all(warm);

const total = Math.round(spec.rate * spec.seconds);
const latencies: number[] = [];
const errors = { n: 0 };
const pending: Promise<void>[] = [];
const started = performance.now();
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / spec.rate;
  const wait = due - performance.now();
  // Timers are coarse (~1 ms): sleep only when the next request is well ahead, and send the
  // requests that fell due meanwhile in a burst.
  if (wait > 2) await new Promise((r) => setTimeout(r, wait - 1));
  pending.push(one(i, due, latencies, errors));
}
await Promise.all(pending);
await Promise.all(pools.map((p) => p.close()));

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
const figures = { sent: total, failed: errors.n, p50: pct(50), p99: pct(99), max: latencies.at(-1) ?? NaN };
process.stdout.write(`${JSON.stringify(spec.samples ? { ...figures, samples } : figures)}\n`);
