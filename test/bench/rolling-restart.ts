// Latency during a rolling restart (README, "Restarting without losing a request"): three
// PostgreSQL processes behind nginx (deploy/nginx/arcana.conf as the tests use it), reads of the
// application list through nginx at 100 req/s in one open-loop run of the load generator, and
// scripts/rolling-restart restarting the three processes one at a time after 10 s of it. Prints
// the p99 of the requests due before the restart began beside the p99 of those due while it ran,
// and the failures of each window; asserts nothing.
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { nginxBinary, startNginx } from '../e2e/nginx.ts';
import { rollingRestart } from '../../scripts/rolling-restart.mjs';
import { runLoad } from './api-load.ts';
import { ms, percentile, type Row } from './common.ts';

const RATE = 100;
const STEADY_MS = 10_000;
/** Long enough for the restart of three processes on a loaded machine; the rest is unused. */
const RUN_SECONDS = 90;

export async function benchRollingRestart(env: Record<string, string>, token: string, log: (s: string) => void): Promise<Row[]> {
  if (!nginxBinary()) {
    log('bench: nginx not installed, the rolling-restart row is skipped');
    return [];
  }
  const processes: RunningServer[] = await Promise.all([0, 1, 2].map(() => startServer(env)));
  const nginx = await startNginx(processes.map((p) => Number(new URL(p.url).port)));
  try {
    log('bench: p99 through nginx, steady and during a rolling restart');
    const load = runLoad({
      targets: [nginx.url],
      path: '/arcana-system/system/app/list?status=1',
      token,
      rate: RATE,
      seconds: RUN_SECONDS,
      samples: true,
    });
    await new Promise((r) => setTimeout(r, STEADY_MS));
    const restartFrom = Date.now();
    await rollingRestart(
      processes.map((p) => Number(new URL(p.url).port)),
      {
        restart: async (port) => {
          const at = processes.findIndex((p) => Number(new URL(p.url).port) === port);
          await processes[at]!.stop();
          processes[at] = await startServer({ ...env, PORT: String(port) });
        },
      },
    );
    const restartTo = Date.now();
    const result = await load;
    const samples = result.samples ?? [];
    const steady = samples.filter(([due]) => due < restartFrom);
    const during = samples.filter(([due]) => due >= restartFrom && due <= restartTo);
    const truncated = restartTo - restartFrom > RUN_SECONDS * 1000 - STEADY_MS;
    const failed = (xs: typeof samples) => xs.filter(([, , ok]) => !ok).length;
    const p99 = (xs: typeof samples) =>
      xs.length
        ? percentile(
            xs.map(([, latency]) => latency),
            99,
          )
        : NaN;
    return [
      {
        metric: `API p99 through nginx during a rolling restart of 3 processes, ${RATE} req/s (PostgreSQL)`,
        value: ms(p99(during)),
        baseline: `steady p99 ${ms(p99(steady))} (${steady.length} calls, ${failed(steady)} failed) in the same run; restart ${((restartTo - restartFrom) / 1000).toFixed(1)} s, ${during.length} calls, ${failed(during)} failed${truncated ? ', load ended before the restart' : ''}`,
        ratio: during.length && steady.length ? `${(p99(during) / p99(steady)).toFixed(2)}x` : '',
        target: '0 failed',
      },
    ];
  } finally {
    await nginx.stop();
    await Promise.all(processes.map((p) => p.stop()));
  }
}
