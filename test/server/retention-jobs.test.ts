// The retention chores (audit log, load telemetry) start and stop with the app that buildApp
// makes: both prune at start, app.close() waits for a run in progress (so the database can be
// closed right after it without a failed run), and no timer runs them once the app is closed.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { lt, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { appLoads, auditLog } from '../../server/db/schema.ts';
import { PRUNE_EVERY_MS, RETENTION_DAYS } from '../../server/monitor/app-loads.ts';
import { freshDataDir } from './db-template.ts';
import { ADMIN_PASSWORD } from './harness.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

const DAY = 86_400_000;

describe('retention jobs', () => {
  it('prune at start with the app, are awaited by app.close(), and run no more after it', async (t) => {
    const dataDir = await freshDataDir('arcana-retention-');
    const opened = await openDatabase({ dataDir, secretKeys: TEST_KEY_SOURCE });
    const { db } = opened;
    try {
      await seedIfEmpty(db, { adminPassword: ADMIN_PASSWORD });
      const ancient = new Date(Date.now() - 400 * DAY); // past the audit's 180 days and telemetry's 30
      assert.ok(400 > RETENTION_DAYS);
      const addOld = async () => {
        await db.execute(sql`insert into audit_log (at, username, ip, app, module, action, method, path, outcome, detail)
          select ${ancient.toISOString()}::timestamptz, 'old', '10.1.2.3', 'system', 'bulk', 'update', 'POST', '/x', 'success', ''
          from generate_series(1, 50)`);
        await db
          .insert(appLoads)
          .values({ appCode: 'props-demo', openedAt: ancient, prefetched: false, timedOut: false, loadError: false });
      };
      const old = async () => ({
        audit: (
          await db
            .select({ id: auditLog.id })
            .from(auditLog)
            .where(lt(auditLog.at, new Date(Date.now() - 200 * DAY)))
        ).length,
        loads: (await db.select({ id: appLoads.id }).from(appLoads)).length,
      });
      await addOld();
      assert.deepEqual(await old(), { audit: 50, loads: 1 });

      t.mock.timers.enable({ apis: ['setInterval'] });
      const warnings: string[] = [];
      const config = readConfig({ ARCANA_DATA_DIR: dataDir, ARCANA_STATIC_DIR: join(dataDir, 'none') });
      const logStream = {
        write: (line: string) => {
          if ((JSON.parse(line) as { level: number }).level >= 40) warnings.push(line);
        },
      };
      // The audit run ends with a vacuum (db.execute), held here until the app is closing: close
      // must not settle before it.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let vacuuming = () => {};
      const vacuumCalled = new Promise<void>((resolve) => (vacuuming = resolve));
      const execute = db.execute.bind(db);
      t.mock.method(db, 'execute', (async (query: Parameters<typeof execute>[0]) => {
        vacuuming();
        await gate;
        return execute(query);
      }) as typeof execute);
      const app = await buildApp({ config, db, logStream });
      await vacuumCalled;
      let closed = false;
      const closing = app.close().then(() => (closed = true));
      for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
      assert.equal(closed, false, 'close waits for the run in progress');
      release();
      await closing;
      t.mock.restoreAll();
      assert.deepEqual(await old(), { audit: 0, loads: 0 });

      await addOld();
      t.mock.timers.tick(PRUNE_EVERY_MS);
      assert.deepEqual(await old(), { audit: 50, loads: 1 }, 'no run after the app closed');
      assert.deepEqual(warnings, []);
    } finally {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
