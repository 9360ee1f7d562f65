// Audit log at scale: p95 of a search (filter + newest-first page + capped count) over
// AUDIT_ROWS records (1,000,000 by default) on PGlite and on PostgreSQL (Debian's `postgresql`,
// skipped without it), and the CSV/XLSX export of every record: time and the peak resident
// memory of this process while it streams. Targets (design.md): p95 <= 100 ms; RSS < 150 MB.
//   node --import tsx test/bench/audit-search.ts [pglite|postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type OpenedDb } from '../../server/db/open.ts';
import { auditPage, auditWhere, exportRecords, type AuditFilter } from '../../server/services/system/audit/audit-queries.ts';
import { sendTable } from '../../server/http/table-export.ts';
import { pageWindow } from '../../server/db/paging.ts';
import { postgresBinDir, startCluster } from '../server/postgres-cluster.ts';

const ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);
const SEARCHES = 200;
const USERS = 200;
const MODULES = ['login', 'user', 'role', 'menu', 'app', 'dict', 'password-policy', 'login-verify'];
const ACTIONS = ['login', 'login-failure', 'logout', 'create', 'update', 'delete', 'lockout'];

async function fill(db: OpenedDb['db']): Promise<void> {
  const chunk = 100_000;
  for (let start = 0; start < ROWS; start += chunk) {
    const n = Math.min(chunk, ROWS - start);
    // One record a second back from now, users, IPs, modules and actions spread over the rows.
    await db.execute(sql`insert into audit_log (at, user_id, username, ip, app, module, action, method, path, outcome, detail, before, after)
      select now() - make_interval(secs => ${start} + g), (${start} + g) % ${USERS} + 1, 'user' || ((${start} + g) % ${USERS}),
        '10.0.' || ((${start} + g) % 250) || '.' || ((${start} + g) % 7), 'system',
        (${sql.raw(`array[${MODULES.map((m) => `'${m}'`).join(',')}]`)})[(${start} + g) % ${MODULES.length} + 1],
        (${sql.raw(`array[${ACTIONS.map((a) => `'${a}'`).join(',')}]`)})[(${start} + g) % ${ACTIONS.length} + 1],
        'POST', '/system/x', case when (${start} + g) % 20 = 0 then 'failure' else 'success' end, '',
        jsonb_build_object('name', 'before ' || g, 'sort', g), jsonb_build_object('name', 'after ' || g, 'sort', g + 1)
      from generate_series(1, ${n}) g`);
  }
  await db.execute(sql`analyze audit_log`);
}

/** The filters a person uses: by user, IP, module, action, outcome, a time range, none; pages 1-5. */
function randomFilter(i: number): { filter: AuditFilter; current: number } {
  const hour = 3_600_000;
  const kinds: Array<() => AuditFilter> = [
    () => ({}),
    () => ({ username: `user${i % USERS}` }),
    () => ({ ip: `10.0.${i % 250}.${i % 7}` }),
    () => ({ module: MODULES[i % MODULES.length] }),
    () => ({ action: ACTIONS[i % ACTIONS.length], outcome: 'failure' as const }),
    () => ({
      from: new Date(Date.now() - (i % 200) * hour - hour).toISOString(),
      to: new Date(Date.now() - (i % 200) * hour).toISOString(),
    }),
    () => ({ username: `user${i % USERS}`, module: MODULES[i % MODULES.length] }),
  ];
  return { filter: kinds[i % kinds.length]!(), current: (i % 5) + 1 };
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

async function searchP95(db: OpenedDb['db']): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SEARCHES + 20; i++) {
    const { filter, current } = randomFilter(i);
    const t0 = performance.now();
    await auditPage(db, await auditWhere(db, 1, filter), pageWindow({ current, size: 20 }));
    if (i >= 20) times.push(performance.now() - t0); // the first 20 warm the caches
  }
  return p95(times);
}

/** Streams every record through the real export (HTTP reply included) into a sink; time and peak RSS. */
async function exportRun(db: OpenedDb['db'], format: 'csv' | 'xlsx') {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const app = Fastify();
  app.get('/export', (_req, reply) => {
    async function* rows() {
      for await (const r of exportRecords(db, undefined))
        yield [r.at.toISOString(), r.username, r.ip, r.module, r.action, r.outcome, JSON.stringify(r.before), JSON.stringify(r.after)];
    }
    return sendTable(reply, {
      format,
      fileName: 'bench',
      sheetName: 'Audit',
      headers: ['at', 'user', 'ip', 'module', 'action', 'outcome', 'before', 'after'],
      rows: rows(),
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${address.port}/export`);
  let bytes = 0;
  await res.body!.pipeTo(
    Writable.toWeb(
      new Writable({
        write(chunk: Buffer, _e, done) {
          bytes += chunk.length;
          done();
        },
      }),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  await app.close();
  return { seconds, peakMb: peak / 1_048_576, growthMb: (peak - base) / 1_048_576, mb: bytes / 1_048_576 };
}

async function bench(kind: 'pglite' | 'postgres', opened: OpenedDb) {
  const t0 = performance.now();
  await fill(opened.db);
  console.log(`${kind}: ${ROWS.toLocaleString('en')} records inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const searchMs = await searchP95(opened.db);
  console.log(`${kind}: audit search p95 ${searchMs.toFixed(1)} ms (target <= 100 ms) over ${SEARCHES} searches`);
  for (const format of ['csv', 'xlsx'] as const) {
    const r = await exportRun(opened.db, format);
    console.log(
      `${kind}: export ${format} ${r.mb.toFixed(0)} MB in ${r.seconds.toFixed(1)} s, peak RSS ${r.peakMb.toFixed(0)} MB (+${r.growthMb.toFixed(0)} MB while streaming; target < 150 MB)`,
    );
  }
}

async function main() {
  const only = process.argv[2];
  if (!only || only === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'arcana-audit-bench-'));
    const opened = await openDatabase({ dataDir: dir });
    try {
      await bench('pglite', opened);
    } finally {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!only || only === 'postgres') {
    const bin = postgresBinDir();
    if (!bin) {
      console.log('postgres: skipped (Debian postgresql not installed)');
      return;
    }
    const cluster = await startCluster(bin);
    const opened = await openDatabase({ databaseUrl: cluster.url, dataDir: '' });
    try {
      await bench('postgres', opened);
    } finally {
      await opened.close();
      await cluster.stop();
    }
  }
}

await main();
