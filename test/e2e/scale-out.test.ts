// Three server processes behind nginx (deploy/nginx/arcana.conf as written) on one real
// PostgreSQL server behave as one: login state, lockouts and revocations are shared, a restart
// under load fails no request, and processes started together migrate once.
// Needs Debian's postgresql and nginx (`.ci/run` installs both); skipped where they are missing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../server/db/schema.ts';
import { users } from '../../server/db/schema.ts';
import { DEFAULT_PASSWORD_POLICY, putSetting } from '../../server/db/settings.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/open.ts';
import { postgresBinDir, startCluster, type Cluster } from '../server/postgres-cluster.ts';
import { startServer, type RunningServer } from './harness.ts';
import { nginxBinary, startNginx, type RunningNginx } from './nginx.ts';

const CLIENT_BASIC = `Basic ${Buffer.from('arcana-portal:arcana-portal').toString('base64')}`;
const PASSWORD = 'Right-pass1';
const pgBin = postgresBinDir();
const missing = !pgBin ? 'PostgreSQL (Debian package postgresql) is not installed' : !nginxBinary() ? 'nginx is not installed' : false;

// Keep-alive connections, as a browser or a load balancer would hold them.
const agent = new Agent({ connections: 32, keepAliveTimeout: 10_000 });

interface Answer {
  status: number;
  body: { code: number; data: any };
}

async function call(base: string, method: 'GET' | 'POST', path: string, opts: { token?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers['arcana-auth'] = `bearer ${opts.token}`;
  if (opts.form) {
    headers.authorization = CLIENT_BASIC;
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const res = await request(`${base}${path}`, {
    method,
    headers,
    body: opts.form ? new URLSearchParams(opts.form).toString() : undefined,
    dispatcher: agent,
  });
  const text = await res.body.text();
  return { status: res.statusCode, body: text ? JSON.parse(text) : null } as Answer;
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

  it('fails no request while one process restarts under 200 requests per second', async () => {
    const signedIn = await login(nginx.url, 'runner', PASSWORD);
    const token = signedIn.body.data.access_token as string;
    const failures: string[] = [];
    let sent = 0;
    let answered = 0;
    const inFlight = new Set<Promise<void>>();
    const fire = () => {
      sent++;
      const req = call(nginx.url, 'GET', '/arcana-system/system/app/list', { token })
        .then((res) => {
          answered++;
          if (res.status !== 200) failures.push(`HTTP ${res.status} ${JSON.stringify(res.body)}`);
        })
        .catch((err: unknown) => {
          failures.push(String(err));
        })
        .finally(() => inFlight.delete(req));
      inFlight.add(req);
    };
    // Open loop at 200 requests per second: requests are sent on schedule whatever the answers do.
    const started = performance.now();
    let stopped = false;
    const ticker = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * 200);
      while (!stopped && sent < due) fire();
    }, 5);
    const waitRequests = (n: number) =>
      new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (answered >= n) {
            clearInterval(check);
            resolve();
          }
        }, 20);
      });
    try {
      await waitRequests(200); // flowing through all three
      const victim = processes[1]!;
      const port = Number(new URL(victim.url).port);
      await victim.stop(); // SIGTERM: finishes what it has in flight, then exits
      const countAtStop = answered;
      processes[1] = await startProcess(cluster.url, port);
      await waitRequests(answered + 200); // and through the restarted one again
      assert.ok(answered - countAtStop >= 200);
    } finally {
      stopped = true;
      clearInterval(ticker);
      await Promise.all(inFlight);
    }
    assert.ok(sent >= 400, `only ${sent} requests were sent`);
    assert.deepEqual(failures, [], `${failures.length} of ${sent} requests failed`);
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
