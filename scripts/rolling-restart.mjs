// Restarts the server processes behind nginx one at a time, so that no request fails (README,
// "Restarting without losing a request"; the rule is in deploy/nginx/arcana.conf): for each
// process, run the restart command (which returns once the old process has exited and the new one
// started, as `systemctl restart` does), wait until its readiness probe answers 200, then wait
// `settleMs` (nginx's fail_timeout and a margin) so that nginx has it back in rotation before the
// next one stops. Stops at the first process that does not come back ready.
//
//   scripts/rolling-restart --restart 'systemctl restart arcana@{port}' 8081 8082 8083
//
// Options: --host (127.0.0.1), --settle seconds (2), --ready-timeout seconds (120).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const READY_PATH = '/arcana-system/monitor/ready';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once GET `url` answers 200; rejects after `timeoutMs`. */
export async function waitReady(url, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.body?.cancel();
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer ready within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * `restart(port)` stops the process on `port` and starts it again; each is then awaited ready
 * and given `settleMs` before the next. `log` hears each step.
 */
export async function rollingRestart(ports, { restart, host = '127.0.0.1', settleMs = 2_000, readyTimeoutMs = 120_000, log = () => {} }) {
  for (const [i, port] of ports.entries()) {
    const started = performance.now();
    log(`restarting ${host}:${port}`);
    await restart(port);
    await waitReady(`http://${host}:${port}${READY_PATH}`, readyTimeoutMs);
    log(`${host}:${port} ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (i < ports.length - 1) await sleep(settleMs);
  }
}

function runShell(command) {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`"${command}" exited with ${code}`))));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    if (at < 0) return fallback;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const command = option('--restart');
  const host = option('--host', '127.0.0.1');
  const settleMs = Number(option('--settle', '2')) * 1000;
  const readyTimeoutMs = Number(option('--ready-timeout', '120')) * 1000;
  const ports = args.map(Number);
  if (!command || !ports.length || ports.some((p) => !Number.isInteger(p) || p <= 0)) {
    console.error("usage: scripts/rolling-restart --restart 'systemctl restart arcana@{port}' [--host H] [--settle S] PORT...");
    process.exit(2);
  }
  rollingRestart(ports, {
    restart: (port) => runShell(command.replaceAll('{port}', String(port))),
    host,
    settleMs,
    readyTimeoutMs,
    log: (line) => console.log(line),
  }).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
