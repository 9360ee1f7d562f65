// End-to-end harness: the real server as a child process on a free port with a temporary data
// folder, and Debian's Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromium as chromiumBinary } from '../../scripts/browser.mjs';
import { buildServer, SERVER_NODE_OPTIONS } from '../../scripts/build-server.mjs';
import { freshDataDir, TEMPLATE_ADMIN_PASSWORD } from '../server/db-template.ts';
import { TEST_SECRET_KEYS } from '../support/secret-keys.ts';

export const ADMIN_PASSWORD = TEMPLATE_ADMIN_PASSWORD;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process's id (the bench samples its resident memory). */
  pid: number;
  output: () => string;
  stop(): Promise<void>;
}

/** The environment of a server process on loopback `port` with its data in `dataDir`. */
export function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ARCANA_DATA_DIR: dataDir,
    ARCANA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // One fixed key ring: the processes of a scale-out test share one PostgreSQL, and a PGlite
    // folder copied from the server tests' template was encrypted with it.
    ARCANA_SECRET_KEYS: TEST_SECRET_KEYS,
    ...env,
  };
}

let serverBundle: Promise<string> | undefined;
/** The test run's V8 flags for the servers it starts (scripts/test.mjs, TEST_V8_FLAGS); none for the bench. */
const TEST_V8_FLAGS = process.env.ARCANA_TEST_V8_FLAGS?.split(' ').filter(Boolean) ?? [];

/**
 * `env.PORT` chooses the port (a restart on the same one); otherwise a free one is picked.
 * `env.ARCANA_DATA_DIR` names a data folder the caller prepared and removes; otherwise a
 * temporary one is made and removed on stop.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // The run's seeded template only where the server would seed it the same way.
  const seedsAsTemplate = !env.DATABASE_URL && (env.ARCANA_ADMIN_PASSWORD ?? ADMIN_PASSWORD) === ADMIN_PASSWORD;
  const ownFolder = !env.ARCANA_DATA_DIR;
  const dataDir = env.ARCANA_DATA_DIR ?? (seedsAsTemplate ? await freshDataDir('arcana-e2e-') : mkdtempSync(join(tmpdir(), 'arcana-e2e-')));
  // The server runs as `npm start` runs it: the bundle of the current sources, with plain node.
  serverBundle ??= buildServer();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...TEST_V8_FLAGS, await serverBundle], {
    env: serverEnv(port, dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 120_000);
    const check = () => {
      if (out.includes('listening on http://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid!,
    output: () => out,
    async stop() {
      // A process killed by a signal (SIGKILL in the scale-out test) has no exit code.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The tests' Chromium; `full` is the desktop browser's headless mode, for figures a user would see (the bench). */
export async function launchBrowser(options: { full?: boolean } = {}): Promise<Browser> {
  const { path, args } = chromiumBinary(options);
  return chromium.launch({ executablePath: path, args });
}

/** A page in the given browser language whose uncaught errors fail the test that reads them. */
export async function newPage(browser: Browser, locale = 'en-US'): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({ locale });
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

/** Logs in through the login form. */
export async function loginThroughUi(page: Page, url: string, username: string, password: string, opts: { remember?: boolean } = {}) {
  await page.goto(`${url}/login`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  if (opts.remember) await page.getByRole('checkbox').first().check();
  await page.locator('button[type=submit]').click();
}

/** Logs in as admin and completes the forced first-login password change. */
export async function loginAsAdminWithNewPassword(page: Page, url: string, newPassword = 'Changed-pass2') {
  await loginThroughUi(page, url, 'admin', ADMIN_PASSWORD);
  await page.locator('input[name=oldPassword]').fill(ADMIN_PASSWORD);
  await page.locator('input[name=newPassword]').fill(newPassword);
  await page.locator('input[name=confirmPassword]').fill(newPassword);
  await page.locator('button[type=submit]').click();
  // The forced change shows at /home already: wait for it to be gone (the change is stored).
  await page.locator('input[name=oldPassword]').waitFor({ state: 'detached' });
  await page.waitForURL(/\/home$/);
  return newPassword;
}

export interface SuiteContext {
  server: RunningServer;
  browser: Browser;
}

/**
 * Call inside a describe(): starts a server (with `env`) and Chromium before the suite's tests and
 * stops both after them. Its before-hook runs ahead of any the suite registers later.
 */
export function serverAndBrowserForSuite(env: Record<string, string> = {}): SuiteContext {
  const ctx = {} as SuiteContext;
  before(async () => {
    [ctx.server, ctx.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterEach((t) => ('diagnostic' in t ? describeFailure(t, ctx) : undefined));
  after(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}

/**
 * After a failed test, what its pages showed and what the server printed last, as diagnostics
 * in the report: a time-out alone ("waiting for gridcell ...") does not tell a login that bounced
 * from a page that refused, and a CI failure cannot be looked at again.
 */
async function describeFailure(t: { passed?: boolean; diagnostic(message: string): void }, ctx: SuiteContext): Promise<void> {
  // `passed` is on the test context from Node 20.20 (newer than the typings).
  if (t.passed !== false || !ctx.browser) return;
  for (const page of ctx.browser
    .contexts()
    .flatMap((c) => c.pages())
    .slice(-2)) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((e: unknown) => `(no text: ${String(e)})`);
    t.diagnostic(`page ${page.url()}: ${text.replace(/\s+/g, ' ').slice(0, 1_500)}`);
  }
  const output = ctx.server?.output().trim().split('\n').slice(-30).join('\n');
  if (output) t.diagnostic(`server output, last lines:\n${output}`);
}

export interface Requests {
  /** Resolves once nothing is in flight. */
  done(): Promise<void>;
  busy(): boolean;
}

/**
 * The page's calls and chunks in flight (the accessibility test's settling, the bench's typing). A page may load its data with no loading indicator (the
 * audit log's Save retention stays disabled until its settings arrive), and a part that suspended
 * is revealed up to 300 ms after its fallback (React's throttle), starting its calls only then.
 * The monitor's pages poll, so "idle" is a moment with nothing in flight, not Playwright's
 * 'networkidle' (500 ms without a request).
 */
export function trackRequests(page: Page): Requests {
  const inFlight = new Set<unknown>();
  const waiting: (() => void)[] = [];
  const finished = (request: unknown) => {
    inFlight.delete(request);
    if (inFlight.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'script'].includes(request.resourceType())) inFlight.add(request);
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    done: () => (inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    busy: () => inFlight.size > 0,
  };
}
