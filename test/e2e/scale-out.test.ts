// Three server processes behind nginx (deploy/nginx/arcana.conf as written) on one real
// PostgreSQL server behave as one: login state, lockouts and revocations are shared, a rolling
// restart under load fails no request and loses no write (three rounds, each exit drained), a
// killed process's writes are applied exactly once through their idempotency keys, and
// processes started together migrate once.
// Needs Debian's postgresql and nginx (`.ci/run` installs both); skipped where they are missing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../server/db/schema.ts';
import { departments, users } from '../../server/db/schema.ts';
import { eq, like } from 'drizzle-orm';
import { DEFAULT_PASSWORD_POLICY } from '../../server/auth/password-policy.ts';
import { putSetting } from '../../server/settings/settings-store.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/open.ts';
import { postgresBinDir, startCluster, type Cluster } from '../server/postgres-cluster.ts';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './harness.ts';
import { nginxBinary, startNginx, type RunningNginx } from './nginx.ts';
import { rollingRestart } from '../../scripts/rolling-restart.mjs';
import { FORCE_CLOSE_MS } from '../../server/http/drain.ts';

const CLIENT_BASIC = `Basic ${Buffer.from('arcana-portal:arcana-portal').toString('base64')}`;
const PASSWORD = 'Right-pass1';
const pgBin = postgresBinDir();
const missing = !pgBin ? 'PostgreSQL (Debian package postgresql) is not installed' : !nginxBinary() ? 'nginx is not installed' : false;

// Keep-alive connections, as a browser or a load balancer would hold them.
const agent = new Agent({ connections: 32, keepAliveTimeout: 10_000 });

interface Answer {
  status: number;
  body: { code: number; data: any };
  replayed?: boolean;
}

interface CallOptions {
  token?: string;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

async function call(base: string, method: 'GET' | 'POST', path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers['arcana-auth'] = `bearer ${opts.token}`;
  if (opts.form) {
    headers.authorization = CLIENT_BASIC;
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await request(`${base}${path}`, {
    method,
    headers,
    body: opts.form ? new URLSearchParams(opts.form).toString() : opts.json !== undefined ? JSON.stringify(opts.json) : undefined,
    dispatcher: agent,
  });
  const text = await res.body.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text; // nginx's own HTML error pages
  }
  return { status: res.statusCode, body, replayed: res.headers['idempotency-replayed'] === 'true' } as Answer;
}

const RETRIED_STATUSES = new Set([502, 503, 504]);

/**
 * A department added as the portal adds it (src/api/idempotency.ts): one Idempotency-Key per
 * action, sent once more with the same key after a network error or a 502/503/504. The first
 * attempt goes to `base`, the retry to `retryBase` (a client that reached a process directly and
 * retries through nginx).
 */
async function addDepartment(base: string, token: string, name: string, retryBase = base) {
  const opts = { token, json: { name, parentId: null, type: 'company', sort: 1 }, headers: { 'idempotency-key': randomUUID() } };
  const send = (to: string) => call(to, 'POST', '/arcana-system/system/dept/add', opts);
  let first: Answer | string;
  try {
    first = await send(base);
  } catch (err) {
    first = String(err);
  }
  if (typeof first !== 'string' && !RETRIED_STATUSES.has(first.status)) return { answer: first, retriedAfter: undefined };
  const retriedAfter = typeof first === 'string' ? first : `HTTP ${first.status}`;
  return { answer: await send(retryBase), retriedAfter };
}

/** Stops `p` with SIGTERM; resolves with how long it took to exit, and whether it had to cut connections. */
async function stopTimed(p: RunningServer) {
  const started = performance.now();
  await p.stop();
  return { ms: performance.now() - started, cut: p.output().includes('connections cut after the drain limit') };
}

const login = (base: string, username: string, password: string, extra: Record<string, string> = {}) =>
  call(base, 'POST', '/arcana-auth/oauth/token', { form: { grant_type: 'password', username, password, ...extra } });
const currentUser = (base: string, token: string) => call(base, 'GET', '/arcana-system/system/user/current', { token });

function connect(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return { pool, db: drizzle(pool, { schema }) as unknown as Db };
}

async function startProcess(databaseUrl: string, port?: number): Promise<RunningServer> {
  return startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback', ...(port ? { PORT: String(port) } : {}) });
}

describe('several server processes behind nginx', { skip: missing }, () => {
  let cluster: Cluster;
  let processes: RunningServer[] = [];
  let nginx: RunningNginx;
  let db: Db;
  let pool: pg.Pool;

  before(async () => {
    cluster = await startCluster(pgBin!);
    // Started together on the empty database: the advisory lock lets one migrate and seed.
    processes = await Promise.all([0, 1, 2].map(() => startProcess(cluster.url)));
    nginx = await startNginx(processes.map((p) => Number(new URL(p.url).port)));
    ({ db, pool } = connect(cluster.url));
    const passwordHash = await hashPassword(PASSWORD);
    await db
      .insert(users)
      .values(['sally', 'lockme', 'runner'].map((username) => ({ username, realName: username, passwordHash, passwordStatus: 0 })));
  });
  after(async () => {
    await nginx?.stop();
    await Promise.all(processes.map((p) => p.stop()));
    await pool?.end();
    await agent.close();
    await cluster?.stop();
  });

  it('serves the portal through nginx, each process ready', async () => {
    for (const p of processes) assert.equal((await call(p.url, 'GET', '/arcana-system/monitor/ready')).status, 200);
    assert.equal((await login(nginx.url, 'sally', PASSWORD)).status, 200);
  });

  it('accepts through one process a captcha fetched through another', async () => {
    await putSetting(db, 'passwordPolicy', { ...DEFAULT_PASSWORD_POLICY, useCaptcha: true });
    try {
      const [a, b] = processes;
      const issued = await call(a!.url, 'GET', '/arcana-auth/oauth/captcha');
      const key = issued.body.data.key as string;
      // A person reads the answer off the image; the test reads it from the database.
      const { rows } = await pool.query<{ answer: string }>('select answer from captchas where key = $1', [key]);
      const code = rows[0]!.answer;
      const without = await login(b!.url, 'sally', PASSWORD);
      assert.deepEqual(without.body.data, { captcha: 'required' }, 'the policy change reached the other process');
      const answered = await login(b!.url, 'sally', PASSWORD, { captcha_key: key, captcha_code: code });
      assert.equal(answered.status, 200);
      const replay = await login(processes[2]!.url, 'sally', PASSWORD, { captcha_key: key, captcha_code: code });
      assert.deepEqual(replay.body.data, { captcha: 'wrong' }, 'single use across processes');
    } finally {
      await putSetting(db, 'passwordPolicy', DEFAULT_PASSWORD_POLICY);
    }
  });

  it('locks an account after five failures spread over the processes', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 5; i++) answers.push(await login(processes[i % 3]!.url, 'lockme', 'wrong-password'));
    assert.deepEqual(
      answers.map((a) => a.status),
      [400, 400, 400, 400, 423],
    );
    assert.deepEqual(
      answers.slice(0, 4).map((a) => a.body.data.remaining),
      [4, 3, 2, 1],
    );
    for (const p of processes) assert.equal((await login(p.url, 'lockme', PASSWORD)).status, 423, 'locked on every process');
    // Unknown usernames get the same answers, counted across processes too.
    const ghosts: number[] = [];
    for (let i = 0; i < 5; i++) ghosts.push((await login(processes[(i + 1) % 3]!.url, 'no-such-user', 'x')).status);
    assert.deepEqual(ghosts, [400, 400, 400, 400, 423]);
  });

  it('refuses a logged-out session on every other process within 100 ms', async () => {
    const signedIn = await login(nginx.url, 'sally', PASSWORD);
    const { access_token: token, refresh_token: refreshToken } = signedIn.body.data as { access_token: string; refresh_token: string };
    // Each process has the live session in its cache.
    for (const p of processes) assert.equal((await currentUser(p.url, token)).status, 200);
    const [a, ...others] = processes;
    const out = await call(a!.url, 'GET', `/arcana-auth/oauth/logout?refresh_token=${encodeURIComponent(refreshToken)}`);
    assert.equal(out.status, 200);
    const answeredAt = performance.now();
    for (const p of others) {
      // Polled from the moment the logout answered: a request sent within 100 ms of it must be
      // refused (counted at sending, so a slow answer on a loaded machine does not count).
      let refused: Answer | undefined;
      let sentAfter: number;
      do {
        sentAfter = performance.now() - answeredAt;
        const res = await currentUser(p.url, token);
        if (res.status === 401) refused = res;
      } while (!refused && sentAfter <= 100);
      assert.ok(refused, `process ${p.url} still accepted the session ${sentAfter.toFixed(0)} ms after the logout`);
      assert.equal(refused.body.code, 401);
    }
  });

  /**
   * An open loop of `rate` requests a second through nginx, sent on schedule whatever the answers
   * do: reads of the application list and, one in ten, a department added as the portal adds it.
   * `burst(n)` adds n writes at once. Every answer that is not a 200 (also one the client then
   * retried) is a failure.
   */
  function steadyLoad(token: string, rate: number, prefix: string) {
    const failures: string[] = [];
    const written: string[] = [];
    let sent = 0;
    let answered = 0;
    let retried = 0;
    const inFlight = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      const p = work.finally(() => inFlight.delete(p));
      inFlight.add(p);
    };
    const write = () => {
      const name = `${prefix}-${sent}`;
      track(
        addDepartment(nginx.url, token, name).then(
          ({ answer, retriedAfter }) => {
            answered++;
            if (retriedAfter) {
              retried++;
              failures.push(`POST ${name}: ${retriedAfter}, retried`);
            }
            if (answer.status === 200) written.push(name);
            else failures.push(`POST ${name}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
          },
          (err: unknown) => failures.push(`POST ${name}: ${String(err)}`),
        ),
      );
    };
    const fire = () => {
      sent++;
      if (sent % 10 === 0) {
        write();
        return;
      }
      track(
        call(nginx.url, 'GET', '/arcana-system/system/app/list', { token }).then(
          (res) => {
            answered++;
            if (res.status !== 200) failures.push(`GET: HTTP ${res.status} ${JSON.stringify(res.body)}`);
          },
          (err: unknown) => failures.push(`GET: ${String(err)}`),
        ),
      );
    };
    const started = performance.now();
    let stopped = false;
    const ticker = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      while (!stopped && sent < due) fire();
    }, 5);
    return {
      failures,
      written,
      get sent() {
        return sent;
      },
      get answered() {
        return answered;
      },
      get retried() {
        return retried;
      },
      burst(n: number) {
        for (let i = 0; i < n; i++) {
          sent++;
          write();
        }
      },
      /** Resolves once `n` more answers than now have come. */
      answers(n: number) {
        const target = answered + n;
        return new Promise<void>((resolve) => {
          const check = setInterval(() => {
            if (answered >= target) {
              clearInterval(check);
              resolve();
            }
          }, 20);
        });
      },
      async stop() {
        stopped = true;
        clearInterval(ticker);
        while (inFlight.size) await Promise.all(inFlight);
      },
    };
  }

  const adminToken = async () => {
    await db.update(users).set({ passwordStatus: 0 }).where(eq(users.username, 'admin'));
    const signedIn = await login(nginx.url, 'admin', ADMIN_PASSWORD);
    assert.equal(signedIn.status, 200);
    return signedIn.body.data.access_token as string;
  };
  const departmentsNamed = async (prefix: string) => {
    const rows = await db
      .select({ name: departments.name })
      .from(departments)
      .where(like(departments.name, `${prefix}-%`));
    return rows.map((r) => r.name);
  };

  it('fails no request and loses no write while scripts/rolling-restart restarts every process, three rounds', async () => {
    const load = steadyLoad(await adminToken(), 100, 'rolling');
    const exits: { port: number; ms: number; cut: boolean }[] = [];
    try {
      await load.answers(100); // flowing through all three
      const ports = processes.map((p) => Number(new URL(p.url).port));
      for (let round = 0; round < 3; round++) {
        await rollingRestart(ports, {
          restart: async (port) => {
            const at = processes.findIndex((p) => Number(new URL(p.url).port) === port);
            // Writes in flight on every process as the SIGTERM comes, and more right after it.
            load.burst(20);
            const stopping = stopTimed(processes[at]!);
            load.burst(20);
            exits.push({ port, ...(await stopping) });
            processes[at] = await startProcess(cluster.url, port);
          },
        });
        await load.answers(100); // and through the restarted ones again
      }
    } finally {
      await load.stop();
    }
    console.log(
      `rolling restart: ${load.sent} requests, ${load.written.length} writes; exits in ${exits.map((e) => (e.ms / 1000).toFixed(2)).join(', ')} s`,
    );
    assert.deepEqual(load.failures, [], `${load.failures.length} of ${load.sent} requests failed`);
    assert.equal(exits.length, 9);
    for (const e of exits) {
      assert.equal(e.cut, false, `the process on ${e.port} had connections cut at the ${FORCE_CLOSE_MS / 1000} s limit`);
      assert.ok(e.ms < FORCE_CLOSE_MS, `the process on ${e.port} exited after ${e.ms.toFixed(0)} ms`);
    }
    // Every acknowledged write is there, once.
    assert.deepEqual((await departmentsNamed('rolling')).sort(), [...load.written].sort());
  });

  it('applies every write exactly once when a process is killed under them (SIGKILL), the client retrying with the same key', async () => {
    const token = await adminToken();
    const answers: { name: string; status: number; replayed?: boolean; retriedAfter?: string }[] = [];
    let stopped = false;
    let n = 0;
    const victim = processes[0]!;
    // Twelve writers, each adding departments one after another: half through nginx (which
    // passes a write on to the next process itself when the killed one drops it), half straight
    // to the process that is killed, retrying through nginx with the same key, so that the
    // client's retries meet writes the killed process may or may not have committed.
    const writers = Array.from({ length: 12 }, async (_, w) => {
      while (!stopped) {
        const name = `killed-${n++}`;
        const { answer, retriedAfter } = await addDepartment(w % 2 ? nginx.url : victim.url, token, name, nginx.url);
        answers.push({ name, status: answer.status, replayed: answer.replayed, retriedAfter });
      }
    });
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (answers.length >= count) {
            clearInterval(check);
            resolve();
          }
        }, 20);
      });
    try {
      await answered(60);
      const port = Number(new URL(victim.url).port);
      process.kill(victim.pid, 'SIGKILL');
      await victim.stop(); // already gone: waits for the exit, removes its folder
      await answered(answers.length + 60);
      processes[0] = await startProcess(cluster.url, port);
      await answered(answers.length + 60);
    } finally {
      stopped = true;
      await Promise.all(writers);
    }
    const rows = await departmentsNamed('killed');
    const counts = new Map<string, number>();
    for (const name of rows) counts.set(name, (counts.get(name) ?? 0) + 1);
    const retried = answers.filter((a) => a.retriedAfter);
    const outcomes = new Map<string, number>();
    for (const a of retried) {
      const kind = `${a.retriedAfter!.replace(/ \S+:\d+$/, '')} -> ${a.status}${a.replayed ? ' replayed' : ''}`;
      outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
    }
    console.log(
      `SIGKILL: ${answers.length} writes, ${retried.length} retried by the client: ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
    assert.ok(retried.length > 0, 'the writers sent straight to the killed process retried');
    for (const a of answers) {
      // 409: the write was applied and its answer lost with the process (README, "Idempotency keys").
      assert.ok(a.status === 200 || a.status === 409, `${a.name}: HTTP ${a.status}`);
      assert.equal(
        counts.get(a.name) ?? 0,
        1,
        `${a.name} is applied exactly once (answered ${a.status}, retried: ${a.retriedAfter ?? 'no'})`,
      );
    }
    assert.equal(rows.length, answers.length, 'no row without its write');
  });

  it('migrates and seeds once when two processes start together on an empty database', async () => {
    await pool.query('create database fresh');
    const url = cluster.url.replace(/\/postgres$/, '/fresh');
    const pair = await Promise.all([startProcess(url), startProcess(url)]);
    try {
      for (const p of pair) assert.equal((await call(p.url, 'GET', '/arcana-system/monitor/ready')).status, 200);
      const fresh = new pg.Client({ connectionString: url });
      await fresh.connect();
      try {
        const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
        const applied = await fresh.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
        assert.equal(Number(applied.rows[0]!.n), journal.entries.length, 'each migration recorded once');
        const admins = await fresh.query<{ n: string }>(`select count(*) as n from users where username = 'admin'`);
        assert.equal(Number(admins.rows[0]!.n), 1, 'seeded once');
      } finally {
        await fresh.end();
      }
    } finally {
      await Promise.all(pair.map((p) => p.stop()));
    }
  });
});
