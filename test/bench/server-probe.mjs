// Loaded into a bench's server process with NODE_OPTIONS=--import (api-load.ts): the server's own
// CPU time and event-loop delay over a window the bench chooses, figures that hold on a shared
// machine where a latency does not. Each SIGUSR2 prints one line "bench-probe {json}" with the
// process CPU (user + system, microseconds) and the event-loop delay since the previous signal,
// then starts the next window. Never loaded outside the bench.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let cpuFrom = process.cpuUsage();

process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage(cpuFrom);
  const msOf = (ns) => Math.round(ns / 1e4) / 100;
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
