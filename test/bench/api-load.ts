// API under load (design.md "Performance"): p50/p99 of the app list (three runs in a row) and the
// menus at 200 req/s on the embedded database, each with the server's CPU time per request and
// its event-loop delay over the run (server-probe.mjs), and the rate one core would sustain at
// that CPU cost; then the highest rate whose p99 stays at 20 ms or less on PGlite with one
// process and on PostgreSQL with one and two processes; then the p99 through nginx during a
// rolling restart of three PostgreSQL processes beside the steady p99 (rolling-restart.ts). The
// load comes from test/bench/load-generator.ts in a process of its own; the servers are real processes
// (test/e2e/harness.ts), the two PostgreSQL ones on one throw-away cluster. A latency moves with
// whatever else the machine runs; the CPU per request and the headroom from it do not.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { postgresBinDir, startCluster, type Cluster } from '../server/postgres-cluster.ts';
import { passwordToken } from './bench-db.ts';
import { count, median, ms, type Row } from './common.ts';
import { benchRollingRestart } from './rolling-restart.ts';

const GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));
const PROBE = fileURLToPath(new URL('./server-probe.mjs', import.meta.url));
/** A server process with the bench's probe loaded (server-probe.mjs). */
const PROBED = { NODE_OPTIONS: `--import ${PROBE}` };
const ADMIN_PASSWORD = 'Initial-pass1';
const P99_TARGET_MS = 20;
/** Issue 28's targets: a cached read's p99 at 200 req/s on PGlite, and its server CPU. */
const P99_AT_200_TARGET_MS = 10;
const CPU_PER_READ_TARGET_MS = 0.5;
/** Rates tried, in order, for the highest one within the target; each run lasts STEP_SECONDS. */
const RATES = [200, 400, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000];
const STEP_SECONDS = 4;

export interface LoadResult {
  sent: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** With `samples`: each request's [due time (epoch ms), latency, ok]. */
  samples?: Array<[number, number, boolean]>;
}

export interface ProbeWindow {
  cpuMicros: number;
  delayP50: number;
  delayP99: number;
  delayMax: number;
}

/** Ends the server's current probe window and returns its figures (the next window starts). */
async function probeWindow(server: RunningServer): Promise<ProbeWindow> {
  const seen = server.output().split('bench-probe ').length;
  process.kill(server.pid, 'SIGUSR2');
  for (;;) {
    const parts = server.output().split('bench-probe ');
    if (parts.length > seen) return JSON.parse(parts[seen]!.split('\n')[0]!) as ProbeWindow;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `runLoad` against one probed server, with the server's CPU and event-loop delay over the run. */
async function probedLoad(server: RunningServer, path: string, token: string, rate: number, seconds: number) {
  await probeWindow(server);
  const load = await runLoad({ targets: [server.url], path, token, rate, seconds });
  const probe = await probeWindow(server);
  // Warm-up requests of the generator fall in the window too: count them (connections: 16).
  const served = load.sent + 16;
  return { load, probe, cpuMsPerRequest: probe.cpuMicros / 1000 / served };
}

export function runLoad(spec: {
  targets: string[];
  path: string;
  token: string;
  rate: number;
  seconds: number;
  samples?: boolean;
}): Promise<LoadResult> {
  const args = JSON.stringify({
    targets: spec.targets,
    path: spec.path,
    headers: { 'arcana-auth': `bearer ${spec.token}`, 'accept-language': 'en-US' },
    rate: spec.rate,
    seconds: spec.seconds,
    connections: 16,
    samples: spec.samples === true,
  });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', GENERATOR, args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load generator exited ${code}`))));
  });
}

/** A signed-in user whose first-login change is done, so every read is allowed. */
export async function settledToken(base: string): Promise<string> {
  const token = await passwordToken(base, 'admin', ADMIN_PASSWORD);
  const res = await fetch(`${base}/arcana-system/user/update-password`, {
    method: 'POST',
    headers: { 'arcana-auth': `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ oldPassword: ADMIN_PASSWORD, newPassword: 'Bench-pass2', confirmPassword: 'Bench-pass2' }),
  });
  if (!res.ok) throw new Error(`password change: ${res.status} ${await res.text()}`);
  return passwordToken(base, 'admin', 'Bench-pass2');
}

const APP_LIST = '/arcana-system/system/app/list?status=1';
const MENUS = '/arcana-system/system/menu/app-routes?appCode=10010';

/**
 * Whether `rate` holds the target: best of three runs (two passes or two misses decide), so one
 * stray pause on a shared machine neither ends the ladder early nor lifts it by luck. A run with
 * a failed request misses. Returns the median run by p99.
 */
async function holdsRate(
  targets: string[],
  token: string,
  rate: number,
  log: (s: string) => void,
): Promise<{ holds: boolean; median: LoadResult }> {
  const runs: LoadResult[] = [];
  const passes = (r: LoadResult) => r.failed === 0 && r.p99 <= P99_TARGET_MS;
  while (runs.filter(passes).length < 2 && runs.filter((r) => !passes(r)).length < 2) {
    runs.push(await runLoad({ targets, path: APP_LIST, token, rate, seconds: STEP_SECONDS }));
  }
  const sorted = [...runs].sort((a, b) => a.p99 - b.p99);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const holds = runs.filter(passes).length >= 2;
  log(
    `  ${targets.length} process(es), ${rate} req/s: p99 ${runs.map((r) => `${r.p99.toFixed(1)}${r.failed ? ` (${r.failed} failed)` : ''}`).join(' / ')} ms, p50 ${median.p50.toFixed(1)} ms: ${holds ? 'holds' : 'misses'}`,
  );
  return { holds, median };
}

/** The highest rate of RATES that holds the target (0 when none does); the ladder stops at the first miss. */
async function highestRate(
  targets: string[],
  token: string,
  log: (s: string) => void,
): Promise<{ rate: number; at: LoadResult | undefined }> {
  let best = { rate: 0, at: undefined as LoadResult | undefined };
  for (const rate of RATES) {
    const { holds, median } = await holdsRate(targets, token, rate, log);
    if (!holds) break;
    best = { rate, at: median };
  }
  return best;
}

export async function benchApi(log: (s: string) => void = console.log): Promise<Row[]> {
  const rows: Row[] = [];
  const started: RunningServer[] = [];
  let cluster: Cluster | undefined;
  try {
    // PGlite, one process: the two calls every page makes at 200 req/s (the app list three
    // times in a row), each with the server's CPU per request and event-loop delay; then the
    // headroom, measured and from the CPU figure.
    const pglite = await startServer({ LOG_LEVEL: 'error', ARCANA_ADMIN_PASSWORD: ADMIN_PASSWORD, ...PROBED });
    started.push(pglite);
    const token = await settledToken(pglite.url);
    // Unmeasured runs first: the first thousands of requests pay for V8 compiling the request
    // path (its optimising tiers run on background threads, in the process's CPU), and V8 tiers a
    // function up by how often it ran, not by how long the server has been up. After 2,000
    // requests of warm-up the three measured runs cost 0.91, 0.76 and 0.68 ms per request, still
    // falling; 10,000 requests (at 1,000 req/s, which a process serves within its p99 target) bring
    // it to the steady cost of a read, which capacity depends on (0.41-0.51 ms after 6,000 and more).
    await runLoad({ targets: [pglite.url], path: APP_LIST, token, rate: 1000, seconds: 10 });
    await runLoad({ targets: [pglite.url], path: MENUS, token, rate: 1000, seconds: 5 });
    const appList = [];
    for (let i = 0; i < 3; i++) appList.push(await probedLoad(pglite, APP_LIST, token, 200, 10));
    const menus = await probedLoad(pglite, MENUS, token, 200, 10);
    const delayOf = (p: ProbeWindow) => `loop delay p99 ${ms(p.delayP99)} max ${ms(p.delayMax)}`;
    appList.forEach(({ load, probe }, i) =>
      rows.push({
        metric: `API p99, GET /system/app/list at 200 req/s (PGlite), run ${i + 1} of 3`,
        value: ms(load.p99),
        baseline: `p50 ${ms(load.p50)}, ${delayOf(probe)}, ${load.failed} of ${load.sent} failed`,
        ratio: '',
        target: `<= ${P99_AT_200_TARGET_MS} ms`,
      }),
    );
    rows.push({
      metric: 'API p99, GET /system/menu/app-routes at 200 req/s (PGlite)',
      value: ms(menus.load.p99),
      baseline: `p50 ${ms(menus.load.p50)}, ${delayOf(menus.probe)}, ${menus.load.failed} of ${menus.load.sent} failed`,
      ratio: '',
      target: `<= ${P99_AT_200_TARGET_MS} ms`,
    });
    const cpuMs = median(appList.map((r) => r.cpuMsPerRequest));
    const perCore = (cpu: number) => `${count(Math.floor(1000 / cpu / 100) * 100)} req/s`;
    rows.push({
      metric: 'server CPU per cached read, GET /system/app/list at 200 req/s (PGlite)',
      value: `${cpuMs.toFixed(2)} ms`,
      baseline: `runs ${appList.map((r) => r.cpuMsPerRequest.toFixed(2)).join(', ')} ms; menus ${menus.cpuMsPerRequest.toFixed(2)} ms`,
      ratio: '',
      target: `<= ${CPU_PER_READ_TARGET_MS} ms`,
    });
    const headroom = (label: string, best: { rate: number; at: LoadResult | undefined }, target: string) =>
      rows.push({
        metric: `API headroom, highest rate with p99 <= ${P99_TARGET_MS} ms, ${label}`,
        // Even the lowest rate tried missed the target: say so rather than print 0.
        value: best.rate ? `${best.rate} req/s` : `< ${RATES[0]} req/s`,
        baseline: best.at ? `median p99 ${ms(best.at.p99)} there (best of 3 runs of ${STEP_SECONDS} s per rate)` : '',
        ratio: '',
        target,
      });
    log('bench: API headroom on PGlite');
    headroom('PGlite, 1 process', await highestRate([pglite.url], token, log), '');
    rows.push({
      metric: 'API headroom from the CPU figure, one core (PGlite, 1 process)',
      value: perCore(cpuMs),
      baseline: 'the measured rate above moves with the machine; this does not',
      ratio: '',
      target: `>= ${perCore(CPU_PER_READ_TARGET_MS)}`,
    });
    await pglite.stop();
    started.length = 0;

    const bin = postgresBinDir();
    if (!bin) {
      log('bench: PostgreSQL not installed, its headroom rows are skipped');
      return rows;
    }
    cluster = await startCluster(bin);
    const env = { LOG_LEVEL: 'error', ARCANA_ADMIN_PASSWORD: ADMIN_PASSWORD, DATABASE_URL: cluster.url };
    const first = await startServer(env);
    started.push(first);
    const pgToken = await settledToken(first.url);
    log('bench: API headroom on PostgreSQL');
    headroom('PostgreSQL, 1 process', await highestRate([first.url], pgToken, log), '>= 1000 req/s');
    started.push(await startServer(env));
    headroom(
      'PostgreSQL, 2 processes (round-robin)',
      await highestRate(
        started.map((s) => s.url),
        pgToken,
        log,
      ),
      '>= 1000 req/s',
    );
    await Promise.all(started.map((s) => s.stop()));
    started.length = 0;
    rows.push(...(await benchRollingRestart(env, pgToken, log)));
    return rows;
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    await cluster?.stop();
  }
}
