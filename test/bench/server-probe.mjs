// Loaded into a bench's server process with NODE_OPTIONS=--import (api-load.ts): the server's own
// CPU time and event-loop delay over a window the bench chooses, figures that hold on a shared
// machine where a latency does not. Each SIGUSR2 prints one line "bench-probe {json}" with the
// process CPU (user + system, microseconds) and the event-loop delay since the previous signal,
// then starts the next window. Never loaded outside the bench.
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Sampled every 10 ms (Node's default): a stall of any length is still seen, to the nanosecond. A
// 1 ms timer woke the process 1,000 times a second and cost the server about 0.15-0.2 ms of CPU
// per request at 200 req/s (0.65-0.69 ms against 0.41-0.51 without it, same server and load), a
// third of the figure being measured. The histogram holds the time between two samples, so the
// lateness printed is that minus the interval.
const RESOLUTION_MS = 10;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
let cpuFrom = process.cpuUsage();

process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage(cpuFrom);
  const msOf = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
  const window = {
    cpuMicros: cpu.user + cpu.system,
    delayP50: msOf(delay.percentile(50)),
    delayP99: msOf(delay.percentile(99)),
    delayMax: msOf(delay.max),
  };
  process.stdout.write(`bench-probe ${JSON.stringify(window)}\n`);
  delay.reset();
  cpuFrom = process.cpuUsage();
});
