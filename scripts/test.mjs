// `npm test`: every suite, in the order that fails fastest, then one summary line
// "N passed, N failed" that sums them all. Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, statfsSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// `node scripts/test.mjs server e2e` runs only the named suites (and the build when e2e is named
// and dist/ is missing): `.ci/run` uses it to run the server's runtime surfaces again under Node 24.
const only = process.argv.slice(2);

function testFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...testFiles(path));
    else if (/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out.sort();
}

/**
 * The run's throw-away folders (TMPDIR of every step) on a RAM disk when the machine has a roomy
 * one, else in the usual temporary folder. Every server started by a test copies a 41 MB PGlite
 * folder of 1,200 files and deletes it at the end: on disk that took 2-3 s per server (unlink
 * was the largest item of a server test's profile), on /dev/shm under 0.1 s. Only files of
 * this run live there, and they are removed when it ends.
 */
function runFolder() {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize >= 4 * 2 ** 30) return mkdtempSync('/dev/shm/arcana-test-run-');
  } catch {
    // no /dev/shm (not Linux): the usual temporary folder
  }
  return mkdtempSync(join(tmpdir(), 'arcana-test-run-'));
}
const runTmp = runFolder();
// mkdtemp makes it 0700: the PostgreSQL and OpenLDAP servers the tests start run as their own
// users (runuser -u postgres, as root in CI) and must reach their folders inside it, as they
// could in /tmp (initdb failed with "Permission denied" on the run folder).
chmodSync(runTmp, 0o755);
process.on('exit', () => rmSync(runTmp, { recursive: true, force: true }));
// One migrated, seeded database folder for the whole run, copied by every suite that starts a
// server (test/server/db-template.ts): initdb and migrations once instead of once per file.
const templateRoot = join(runTmp, 'template');

/**
 * V8 flags of the test processes and of the servers they start (test/e2e/harness.ts reads
 * ARCANA_TEST_V8_FLAGS). `--liftoff-only` keeps PGlite's 8 MB of WebAssembly in V8's baseline
 * compiler: a server lives for one test file, and tiering its hot functions up to the optimizing
 * compiler in the background was about 30% of the end-to-end servers' CPU, never paid back. The
 * code runs the same either way (it is a compiler tier, not a behaviour); the bench and `npm start`
 * keep V8's defaults.
 */
const TEST_V8_FLAGS = ['--liftoff-only'];

/**
 * Runs one command. `stream` passes its output through as it comes (one step at a time); otherwise
 * it is kept and printed whole when the step ends, so steps running side by side do not interleave.
 */
function run(cmd, args, stream, extraEnv = {}) {
  const env = {
    ARCANA_TEST_DB_TEMPLATE: join(templateRoot, 'db'),
    TMPDIR: runTmp,
    ARCANA_TEST_V8_FLAGS: TEST_V8_FLAGS.join(' '),
    ...extraEnv,
  };
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => {
      output += d;
      if (stream) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      if (stream) process.stderr.write(d);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const nodeTestCounts = (out) => ({
  passed: Number(/^# pass (\d+)/m.exec(out)?.[1] ?? 0),
  failed: Number(/^# fail (\d+)/m.exec(out)?.[1] ?? 0) + Number(/^# cancelled (\d+)/m.exec(out)?.[1] ?? 0),
});
const wtrCounts = (out) => {
  const all = [...stripVTControlCharacters(out).matchAll(/(\d+) passed, (\d+) failed/g)];
  const last = all.at(-1);
  return { passed: Number(last?.[1] ?? 0), failed: Number(last?.[2] ?? 0) };
};
const stepCounts = (code) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });

const npx = (bin, ...args) => [process.execPath, [join('node_modules', '.bin', bin), ...args]];
// Test files run in processes side by side, each file starting its own server on a temporary
// folder and free ports: two for the server suite (one per core, it is all CPU), three for the
// end-to-end suite, whose files also wait on the browser and the network (two kept the machine
// 76% busy, three 95%). These two e2e files run after the others, beside each other only: they
// hold the machine to timings (a logout seen by three processes within 100 ms, 100 req/s through
// rolling restarts, 2 s access tokens) that a suite's full load on two cores would blur, and
// each mostly waits (50% of the machine, the two of them one after the other).
const E2E_TIMED = new Set(['scale-out', 'session'].map((n) => `${n}.test.ts`));
const isTimed = (file) => E2E_TIMED.has(file.split('/').at(-1));
// The server files whose subject is the Node.js runtime itself: the native password hash,
// sessions and crypto, sockets (PostgreSQL and its NOTIFY, LDAP over TLS, SMTP, the WeCom and
// DingTalk HTTP APIs), streamed CSV/XLSX exports and imports, multipart uploads with image and
// SVG checks, the captcha, signals and graceful shutdown, and how an HTTP connection closes after a
// refused request (Node's HTTP server internals). `.ci/run` runs them again under Node 24
// ("server-runtime"); the rest of the server suite is the same JavaScript on either runtime, and
// repeating all of it took four of the run's twenty-one minutes.
const RUNTIME_SURFACES = new Set(
  [
    'auth',
    'refresh',
    'captcha',
    'postgres',
    'shared-login-state',
    'readiness',
    'drain',
    'refused-request-drain',
    'system/users-files',
    'system/audit-log',
    'system/messages',
    'system/ldap',
    'system/uploads',
  ].map((n) => `test/server/${n}.test.ts`),
);
/**
 * The processes of a node:test step: `processes` of them side by side, each running files one
 * after another (scripts/test-group.mjs) and taking the next untaken one from the shared list when
 * it is free. The list goes longest file first (by size, the best guess of its run time at hand:
 * for the end-to-end files it follows their times closely), so what is left at the end is short.
 */
function nodeTestGroups(files, processes) {
  const claims = mkdtempSync(join(runTmp, 'claims-'));
  const bySize = files.map((file) => [statSync(file).size, file]).sort(([a], [b]) => b - a);
  const args = [...TEST_V8_FLAGS, '--import', 'tsx', '--test-reporter=tap', 'scripts/test-group.mjs', ...bySize.map(([, file]) => file)];
  return Array.from({ length: Math.min(processes, files.length) }, () => [process.execPath, args, { ARCANA_TEST_CLAIMS: claims }]);
}

// Steps of one inner array run side by side: the checks are single-threaded, so two cores finish
// them in about half the time. Typecheck, lint and build read the catalogs that "translations"
// compiles, so they come after it.
const groups = [
  [
    { name: 'generated API types are current', kind: 'check', cmd: [process.execPath, ['scripts/gen-api.mjs', '--check']] },
    { name: 'contract lint (Redocly)', kind: 'check', cmd: [process.execPath, ['scripts/openapi-lint.mjs']] },
    { name: 'translations complete', kind: 'check', cmd: npx('lingui', 'compile', '--strict', '--typescript') },
  ],
  [
    // One TypeScript program for both (scripts/typecheck-and-lint.mjs): about 50 s of CPU less.
    { name: 'typecheck and lint', kind: 'check', cmd: [process.execPath, ['scripts/typecheck-and-lint.mjs']] },
    { name: 'formatting', kind: 'check', cmd: npx('prettier', '--check', '.') },
    { name: 'build', kind: 'check', cmd: npx('rollup', '-c', 'rollup.config.mjs') },
  ],
  // The budgets read dist/ only, beside the browser suite (which builds its own bundles).
  [
    { name: 'browser', kind: 'wtr', needsSystem: true, cmd: npx('web-test-runner', '--config', 'web-test-runner.config.mjs') },
    { name: 'budgets', kind: 'node', files: () => testFiles('test/build'), processes: 1 },
  ],
  [{ name: 'server', kind: 'node', needsSystem: true, files: () => testFiles('test/server'), processes: 2 }],
  [
    {
      name: 'server-runtime',
      label: 'server (runtime surfaces)',
      kind: 'node',
      needsSystem: true,
      files: () => testFiles('test/server').filter((f) => RUNTIME_SURFACES.has(f)),
      processes: 2,
      onlyWhenNamed: true,
    },
  ],
  [{ name: 'e2e', kind: 'node', needsSystem: true, files: () => testFiles('test/e2e').filter((f) => !isTimed(f)), processes: 3 }],
  [
    {
      name: 'e2e',
      label: 'e2e (timed)',
      kind: 'node',
      needsSystem: true,
      files: () => testFiles('test/e2e').filter(isTimed),
      processes: 2,
    },
  ],
];

// `e2e` named without a dist/ builds the portal first, and, as `npm run build` does, compiles the
// catalogs before it (a fresh clone has none; the build step comes after "translations complete").
const buildForE2e = only.includes('e2e') && !existsSync('dist');
const wanted = (step) =>
  only.includes(step.name) ||
  (!only.length && !step.onlyWhenNamed) ||
  (buildForE2e && (step.name === 'build' || step.name === 'translations complete'));

/**
 * Busy and total CPU ticks of the machine (Linux /proc/stat; zeros elsewhere). Each step's line
 * shows how busy the machine was while it ran: a step far from 100% waits on something, and
 * would finish sooner beside another.
 */
function cpuTicks() {
  const line = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0] : '';
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}
const busyShare = (from, to) =>
  to.total > from.total ? `, CPU ${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))}% of ${cpus().length}` : '';

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
async function runStep(step, stream) {
  const files = step.files?.() ?? [];
  if (step.files && !files.length) return; // no test files in that folder
  const commands = step.cmd ? [step.cmd] : nodeTestGroups(files, step.processes);
  const label = step.label ?? step.name;
  // One process streams as it goes; several side by side are printed whole, one after the other.
  const streamed = stream && commands.length === 1;
  if (streamed) console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const ticks = cpuTicks();
  const results = await Promise.all(commands.map(([cmd, args, env]) => run(cmd, args, streamed, env)));
  const code = results.find((r) => r.code !== 0)?.code ?? 0;
  if (!streamed) process.stdout.write(`\n=== ${label} ===\n${results.map((r) => r.output).join('\n')}`);
  const counts = { passed: 0, failed: 0 };
  for (const { code: exit, output } of results) {
    const c = step.kind === 'wtr' ? wtrCounts(output) : step.kind === 'node' ? nodeTestCounts(output) : stepCounts(exit);
    if (exit !== 0 && c.failed === 0) c.failed = 1; // a crash counts as a failure
    counts.passed += c.passed;
    counts.failed += c.failed;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (code !== 0) failedSteps.push(label);
  console.log(
    `=== ${label}: ${counts.passed} passed, ${counts.failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s${busyShare(ticks, cpuTicks())}) ===`,
  );
}
/**
 * Resolves once the machine's system packages (Chromium, PostgreSQL, OpenLDAP, nginx) are
 * installed: `.ci/run` installs them in the background while the checks and the build run, and
 * names in ARCANA_TEST_SYSTEM_READY a file that receives the install's exit code. Without it
 * (`npm test` by hand) they are taken to be there. A failed install ends the run with its log.
 */
async function systemReady() {
  const file = process.env.ARCANA_TEST_SYSTEM_READY;
  if (!file) return;
  const started = Date.now();
  const status = () => readFileSync(file, 'utf8').trim();
  while (!status()) await new Promise((resolve) => setTimeout(resolve, 250));
  const waited = (Date.now() - started) / 1000;
  if (waited >= 1) console.log(`\n(waited ${waited.toFixed(0)} s for the system packages to install)`);
  if (status() !== '0') {
    const log = process.env.ARCANA_TEST_SYSTEM_LOG;
    if (log && existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
    console.log(`\nThe system packages did not install (exit code ${status()}).`);
    process.exit(1);
  }
}

let system;
for (const group of groups) {
  const steps = group.filter(wanted);
  if (steps.some((step) => step.needsSystem)) await (system ??= systemReady());
  await Promise.all(steps.map((step) => runStep(step, steps.length === 1)));
}

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || failedSteps.length ? 1 : 0);
