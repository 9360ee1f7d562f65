// Audit log at scale (design.md "Performance"): with BENCH_AUDIT_ROWS records (1,000,000 by
// default) on PGlite and on PostgreSQL, the p95 of an audit search (filter + newest-first page +
// capped count, GET /system/audit/page on a real server process; target <= 100 ms), and the
// CSV and XLSX export of every record (GET /system/audit/export): its time, and the peak
// resident memory of the server process that streams it, sampled from /proc during the export
// (target < 150 MB on PostgreSQL; on PGlite, whose engine lives in the process, its growth < 50 MB). The records are made by generate_series in SQL, not row by row.
//
//   node --import tsx test/bench/audit-search.ts [pglite|postgres]   (or BENCH_ONLY=audit npm run bench)
//
// `benchAudit()` is what test/bench/run.ts calls for its table.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/open.ts';
import { postgresBinDir } from '../server/postgres-cluster.ts';
import { dbLabel, serveBenchDb, type DbKind } from './bench-db.ts';
import { count, median, mib, ms, percentile, printTable, type Row } from './common.ts';

export const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const SEARCHES = Number(process.env.BENCH_AUDIT_SEARCHES ?? 200);
const WARM_UP = 20;
const USERS = 200;
const MODULES = ['login', 'user', 'role', 'menu', 'app', 'dict', 'password-policy', 'login-verify'];
const ACTIONS = ['login', 'login-failure', 'logout', 'create', 'update', 'delete', 'lockout'];
const SAMPLE_EVERY_MS = 20;

/**
 * `rows` records, one a second back from now, users, IPs, modules and actions spread over them.
 * The table's secondary indexes are dropped first and built again from their own definitions
 * after the insert: one sorted build each instead of a million index insertions.
 */
export async function fillAuditLog(db: Db, rows: number): Promise<void> {
  const chunk = 250_000;
  const array = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
  const indexes = (
    (await db.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'audit_log'
        and indexname not in (select conname from pg_constraint)`)) as unknown as { rows: Array<{ indexname: string; indexdef: string }> }
  ).rows;
  for (const { indexname } of indexes) await db.execute(sql`drop index ${sql.identifier(indexname)}`);
  for (let start = 0; start < rows; start += chunk) {
    const n = Math.min(chunk, rows - start);
    await db.execute(sql`insert into audit_log (at, user_id, username, ip, app, module, action, method, path, outcome, detail, before, after)
      select now() - make_interval(secs => i), i % ${USERS} + 1, 'user' || (i % ${USERS}),
        '10.0.' || (i % 250) || '.' || (i % 7), 'system',
        (${array(MODULES)})[i % ${MODULES.length} + 1], (${array(ACTIONS)})[i % ${ACTIONS.length} + 1],
        'POST', '/system/x', case when i % 20 = 0 then 'failure' else 'success' end, '',
        jsonb_build_object('name', 'before ' || i, 'sort', i), jsonb_build_object('name', 'after ' || i, 'sort', i + 1)
      from generate_series(${start + 1}::int, ${start + n}::int) i`);
  }
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  await db.execute(sql`analyze audit_log`);
}

/** The searches a person makes: none, by user, IP, module, action and outcome, a time range, user and module; pages 1-5. */
const FILTERS = ['none', 'user', 'ip', 'module', 'action+outcome', 'time range', 'user+module'] as const;
function searchQuery(i: number): { filter: (typeof FILTERS)[number]; query: string } {
  const hour = 3_600_000;
  const params: Array<() => Record<string, string>> = [
    () => ({}),
    () => ({ username: `user${i % USERS}` }),
    () => ({ ip: `10.0.${i % 250}.${i % 7}` }),
    () => ({ module: MODULES[i % MODULES.length]! }),
    () => ({ action: ACTIONS[i % ACTIONS.length]!, outcome: 'failure' }),
    () => ({
      from: new Date(Date.now() - (i % 200) * hour - hour).toISOString(),
      to: new Date(Date.now() - (i % 200) * hour).toISOString(),
    }),
    () => ({ username: `user${i % USERS}`, module: MODULES[i % MODULES.length]! }),
  ];
  const k = i % FILTERS.length;
  return { filter: FILTERS[k]!, query: new URLSearchParams({ current: String((i % 5) + 1), size: '20', ...params[k]!() }).toString() };
}

/** Resident memory of process `pid` in bytes: now (VmRSS) and the peak since the last reset (VmHWM). */
function residentMemory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Starts the peak over again (Linux: writing 5 to clear_refs resets VmHWM); false where refused. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function get(url: string, token: string): Promise<Response> {
  const res = await fetch(url, { headers: { 'arcana-auth': `bearer ${token}`, 'accept-language': 'en-US' } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res;
}

/**
 * Downloads the export of every record, counting its bytes, while the server's resident memory is
 * sampled every SAMPLE_EVERY_MS; the peak is also read from the kernel's high-water mark, reset
 * just before the request, so a spike between two samples is not missed.
 */
async function exportRun(base: string, token: string, pid: number, format: 'csv' | 'xlsx') {
  const before = residentMemory(pid).rss;
  const hwmReset = resetPeak(pid);
  let sampled = before;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, residentMemory(pid).rss);
  }, SAMPLE_EVERY_MS);
  const t0 = performance.now();
  let bytes = 0;
  try {
    const res = await get(`${base}/arcana-system/system/audit/export?format=${format}`, token);
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - t0) / 1000;
  const now = residentMemory(pid);
  const peak = Math.max(sampled, now.rss, hwmReset ? now.hwm : 0);
  return { seconds, bytes, before, peak, hwmReset };
}

export async function benchAudit(kind: DbKind, log: (line: string) => void = console.log, rows = AUDIT_ROWS): Promise<Row[]> {
  const label = dbLabel(kind);
  const t0 = performance.now();
  let filled = 0;
  const served = await serveBenchDb(kind, async (db) => {
    const started = performance.now();
    await fillAuditLog(db, rows);
    filled = (performance.now() - started) / 1000;
  });
  try {
    const total = (performance.now() - t0) / 1000;
    log(
      `audit (${kind}): ${count(rows)} records made in ${filled.toFixed(1)} s (database, records and server ready in ${total.toFixed(1)} s)`,
    );
    const { url, pid } = served.server;
    const times: number[] = [];
    const byFilter = new Map<string, number[]>();
    for (let i = 0; i < WARM_UP + SEARCHES; i++) {
      const { filter, query } = searchQuery(i);
      const started = performance.now();
      await (await get(`${url}/arcana-system/system/audit/page?${query}`, served.token)).json();
      const took = performance.now() - started;
      if (i < WARM_UP) continue; // the first ones warm caches and plans
      times.push(took);
      byFilter.set(filter, [...(byFilter.get(filter) ?? []), took]);
    }
    log(`audit (${kind}): search p95 by filter: ${[...byFilter].map(([f, xs]) => `${f} ${ms(percentile(xs, 95))}`).join(', ')}`);
    const out: Row[] = [
      {
        metric: `audit search p95 at ${count(rows)} records (${label})`,
        value: ms(percentile(times, 95)),
        baseline: `p50 ${ms(median(times))}, ${SEARCHES} searches`,
        ratio: '',
        target: '<= 100 ms',
      },
    ];
    for (const format of ['csv', 'xlsx'] as const) {
      const r = await exportRun(url, served.token, pid, format);
      log(
        `audit (${kind}): export ${format} ${mib(r.bytes)} in ${r.seconds.toFixed(1)} s, server RSS ${mib(r.before)} before, peak ${mib(r.peak)}${r.hwmReset ? '' : ' (sampled only: VmHWM could not be reset)'}`,
      );
      // design.md, "Decisions": on PostgreSQL the peak itself counts; on PGlite, whose engine and
      // buffers live in the server process, the growth over its resting size does.
      out.push(
        kind === 'pglite'
          ? {
              metric: `audit export ${format.toUpperCase()} of ${count(rows)} rows (${label}): growth of the server process (PGlite inside) while it streams`,
              value: `+${mib(r.peak - r.before)}`,
              baseline: `${r.seconds.toFixed(1)} s for ${mib(r.bytes)}; RSS ${mib(r.before)} before, peak ${mib(r.peak)}`,
              ratio: '',
              target: '< 50 MB',
            }
          : {
              metric: `audit export ${format.toUpperCase()} of ${count(rows)} rows (${label}): peak RSS of the server process while it streams`,
              value: mib(r.peak),
              baseline: `${r.seconds.toFixed(1)} s for ${mib(r.bytes)}; RSS ${mib(r.before)} before (+${mib(r.peak - r.before)})`,
              ratio: '',
              target: '< 150 MB',
            },
      );
    }
    return out;
  } finally {
    await served.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const kinds = (process.argv[2] ? [process.argv[2]] : ['pglite', 'postgres']) as DbKind[];
  const rows: Row[] = [];
  for (const kind of kinds) {
    if (kind === 'postgres' && !postgresBinDir()) console.log('audit (postgres): skipped (Debian postgresql not installed)');
    else rows.push(...(await benchAudit(kind)));
  }
  printTable(rows);
}
