import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
import { startServer } from '../e2e/harness.ts';
import { runLoad, settledToken } from './api-load.ts';
const s = await startServer({
  LOG_LEVEL: 'error',
  ARCANA_ADMIN_PASSWORD: 'Initial-pass1',
  NODE_OPTIONS: process.env.PROBE_OPTS ?? '--import /tmp/perf-preload2.mjs',
});
try {
  const token = await settledToken(s.url);
  for (let i = 0; i < Number(process.env.PROBE_RUNS ?? 2); i++) {
    const mark = s.output().length;
    const cpu0 = readCpu(s.pid);
    const r = await runLoad({ targets: [s.url], path: '/arcana-system/system/app/list?status=1', token, rate: 200, seconds: 10 });
    const cpu = readCpu(s.pid) - cpu0;
    const gc = s
      .output()
      .slice(mark)
      .split('\n')
      .filter((l) => /Mark-Compact|Scavenge|Mark-sweep/.test(l));
    const pauses = gc.map(
      (l) => [l.match(/(Scavenge|Mark-Compact|Mark-sweep)/)![1], Number(/, ([\d.]+) \/ [\d.]+ ms/.exec(l)?.[1] ?? 0)] as const,
    );
    const big = pauses.filter(([, p]) => p > 5);
    console.log(
      JSON.stringify({
        p50: r.p50.toFixed(2),
        p99: r.p99.toFixed(1),
        max: r.max.toFixed(0),
        cpuMsPerReq: ((cpu * 10) / r.sent).toFixed(3),
        gcs: pauses.length,
        mc: pauses.filter(([k]) => k !== 'Scavenge').length,
        big,
      }),
    );
  }
  console.log(
    s
      .output()
      .split('\n')
      .filter((l) => !/Scavenge|Mark-Compact|Mark-sweep/.test(l))
      .slice(-60)
      .join('\n'),
  );
} finally {
  await s.stop();
}
function readCpu(pid: number) {
  const f = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]); // utime+stime in ticks (10 ms)
}
