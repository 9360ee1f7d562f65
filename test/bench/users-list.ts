// Admin lists at scale (design.md "Performance"): p95 of a users-list search + page call with
// 100,000 users, on PGlite and on PostgreSQL (target <= 50 ms), and the time and peak memory of
// importing 10,000 rows. Runs the real server in process (app.inject, so the figure includes
// authentication, the permission guard, validation and serialisation, not the network).
//
//   npm run bench:users [-- --users 100000 --calls 200 --import 10000 --db pglite,postgres]
//
// `benchUsers()` is exported for test/bench/run.ts to call and print in its table.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/open.ts';
import { seedSampleOrganisation } from '../../server/seed/sample-org.ts';
import { BENCH_ADMIN_PASSWORD, CLIENT, openBenchDb, type DbKind } from './bench-db.ts';
import { percentile } from './common.ts';

/** Users in the list (BENCH_USERS, 100,000 by default); the browser rows use the same number. */
export const BENCH_USERS = Number(process.env.BENCH_USERS ?? 100_000);

export interface UsersBenchResult {
  db: DbKind;
  users: number;
  listP50Ms: number;
  listP95Ms: number;
  /** Searches each with a keyword not asked before (no cached answer or count), p50 and p95. */
  firstSearchP50Ms: number;
  firstSearchP95Ms: number;
  importRows: number;
  importMs: number;
  /** Resident set size growth during the import, and the process's peak RSS after it. */
  importRssGrowthMb: number;
  peakRssMb: number;
}

/** A search + page call as an administrator would make them: text, filters, later pages. */
function listQueries(deptIds: number[]): string[] {
  const words = ['wei', 'zhang', 'liu.', 'emma', '1380', '9919', 'arcana.example', 'chen.0', 'mia', 'xx-none'];
  const out: string[] = [];
  for (let i = 0; i < 40; i++) {
    const q = new URLSearchParams({ current: String(1 + (i % 5)), size: String([10, 20, 50][i % 3]) });
    q.set('keyword', words[i % words.length]!);
    if (i % 4 === 1) q.set('status', '1');
    if (i % 3 === 2) q.set('deptId', String(deptIds[i % deptIds.length]));
    out.push(`/arcana-system/system/user/page?${q}`);
  }
  return out;
}

/** The list's data, here and in the browser rows: the sample organisation with `n` users. */
export async function seedUsers(db: Db, n: number, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  await seedSampleOrganisation(db, n);
  log(`seeded ${n} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function importCsv(rows: number): string {
  const lines = ['Username,Real name,Phone,E-mail,Department,Roles,Status'];
  for (let i = 0; i < rows; i++)
    lines.push(`bench.import.${i},Imported ${i},139${String(i).padStart(8, '0')},bench${i}@import.example,Accounting,Employee,enabled`);
  return lines.join('\n');
}

export async function benchUsers(
  kind: DbKind,
  opts: { users: number; calls: number; importRows: number; log?: (s: string) => void },
): Promise<UsersBenchResult> {
  const log = opts.log ?? (() => {});
  const opened = await openBenchDb(kind);
  const dataDir = opened.dataDir;
  try {
    const app = await buildApp({
      config: readConfig({ ARCANA_DATA_DIR: dataDir, ARCANA_STATIC_DIR: join(dataDir, 'none') }),
      db: opened.db,
      logger: false,
    });
    await app.ready();
    const tokenRes = await app.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: 'admin', password: BENCH_ADMIN_PASSWORD }).toString(),
    });
    const headers = { 'arcana-auth': `bearer ${tokenRes.json().data.access_token}`, 'accept-language': 'en-US' };

    // The sample departments and roles exist before the import (it names them); few users yet.
    await seedSampleOrganisation(opened.db, 0);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const content = Buffer.from(importCsv(opts.importRows)).toString('base64');
    const importStart = performance.now();
    const imported = await app.inject({
      method: 'POST',
      url: '/arcana-system/system/user/import',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ fileName: 'bench.csv', content, initialPassword: 'Import-pass1' }),
    });
    const importMs = performance.now() - importStart;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (imported.json().data?.created !== opts.importRows)
      throw new Error(`import created ${imported.json().data?.created}: ${imported.body.slice(0, 300)}`);
    log(`${kind}: imported ${opts.importRows} rows in ${importMs.toFixed(0)} ms`);

    await seedUsers(opened.db, opts.users, (line) => log(`${kind}: ${line}`));
    const tree = (await app.inject({ method: 'GET', url: '/arcana-system/system/options/departments', headers })).json().data as Array<{
      id: number;
    }>;
    const urls = listQueries(tree.map((d) => d.id));
    for (const url of urls) await app.inject({ method: 'GET', url, headers }); // warm caches and plans
    const times: number[] = [];
    for (let i = 0; i < opts.calls; i++) {
      const url = urls[i % urls.length]!;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    // First searches: every keyword new to the server (a user number not asked before), so no
    // cached page or count answers it; the query plans are warm from the calls above.
    const firsts: number[] = [];
    for (let i = 0; i < opts.calls; i++) {
      const keyword = String(10_000 + ((i * 7919) % 90_000));
      const url = `/arcana-system/system/user/page?${new URLSearchParams({ current: '1', size: '20', keyword })}`;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      firsts.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    await app.close();
    return {
      db: kind,
      users: opts.users,
      listP50Ms: percentile(times, 50),
      listP95Ms: percentile(times, 95),
      firstSearchP50Ms: percentile(firsts, 50),
      firstSearchP95Ms: percentile(firsts, 95),
      importRows: opts.importRows,
      importMs,
      importRssGrowthMb: (peak - rssBefore) / 2 ** 20,
      peakRssMb: peak / 2 ** 20,
    };
  } finally {
    await opened.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: String(BENCH_USERS) },
      calls: { type: 'string', default: '200' },
      import: { type: 'string', default: '10000' },
      db: { type: 'string', default: 'pglite,postgres' },
    },
  });
  const rows: UsersBenchResult[] = [];
  for (const kind of values.db.split(',') as DbKind[]) {
    rows.push(
      await benchUsers(kind, {
        users: Number(values.users),
        calls: Number(values.calls),
        importRows: Number(values.import),
        log: console.log,
      }),
    );
  }
  console.log('\n| database | users | list p50 | list p95 (target <= 50 ms) | import rows | import time | RSS growth | peak RSS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.db} | ${r.users} | ${r.listP50Ms.toFixed(1)} ms | ${r.listP95Ms.toFixed(1)} ms | ${r.importRows} | ${(r.importMs / 1000).toFixed(2)} s | ${r.importRssGrowthMb.toFixed(0)} MB | ${r.peakRssMb.toFixed(0)} MB |`,
    );
  }
}
