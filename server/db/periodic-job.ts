// A database chore repeated on a timer (retention of the audit log and of load telemetry): run
// at start, then every `everyMs`, one run at a time, outside any request, on a timer that never
// keeps the process alive. A failure is logged; the next run tries again.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** Clears the timer; settles once the run in progress (if any) has ended. */
  stop(): Promise<void>;
  /** Settles once the run in progress (if any) has ended. */
  idle(): Promise<void>;
}

export function startPeriodicJob(name: string, everyMs: number, log: FastifyBaseLogger, work: () => Promise<void>): PeriodicJob {
  let running = Promise.resolve();
  const run = () => {
    running = running.then(work).catch((err: unknown) => log.warn({ err }, `${name} failed`));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return running;
    },
    idle: () => running,
  };
}
