// The bench's databases: a throw-away PGlite folder or PostgreSQL cluster (Debian's
// `postgresql`), migrated and seeded with the admin past the first-login change (until then the
// server answers nothing but the change), filled by the area that measures it, then used in this
// process or served by a real server process (test/e2e/harness.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/open-database.ts';
import { users } from '../../server/db/schema.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { postgresBinDir, startCluster } from '../server/postgres-cluster.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

export type DbKind = 'pglite' | 'postgres';
export const BENCH_ADMIN_PASSWORD = 'Bench-admin1';
/** The portal's OAuth client, as the login page sends it. */
export const CLIENT = `Basic ${Buffer.from('arcana-portal:arcana-portal').toString('base64')}`;

export const dbLabel = (kind: DbKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

export interface BenchDb {
  db: Db;
  dataDir: string;
  databaseUrl?: string;
  /** Closes this process's connection (a PGlite folder can then be opened by a server process). */
  close(): Promise<void>;
  /** Closes if still open, stops the cluster and removes the folder. */
  dispose(): Promise<void>;
}

export async function openBenchDb(kind: DbKind): Promise<BenchDb> {
  const bin = postgresBinDir();
  if (kind === 'postgres' && !bin) throw new Error('PostgreSQL binaries not found (Debian postgresql)');
  const dataDir = mkdtempSync(join(tmpdir(), 'arcana-bench-'));
  const cluster = kind === 'postgres' ? await startCluster(bin!) : undefined;
  try {
    const opened = await openDatabase({
      dataDir,
      ...(cluster ? { databaseUrl: cluster.url } : {}),
      log: () => {},
      secretKeys: TEST_KEY_SOURCE,
    });
    await seedIfEmpty(opened.db, { adminPassword: BENCH_ADMIN_PASSWORD });
    await opened.db.update(users).set({ passwordStatus: 0 }).where(eq(users.username, 'admin'));
    let open = true;
    const close = async () => {
      if (open) await opened.close();
      open = false;
    };
    return {
      db: opened.db,
      dataDir,
      databaseUrl: cluster?.url,
      close,
      async dispose() {
        await close();
        await cluster?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** A token of `username` through the password grant. */
export async function passwordToken(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/arcana-auth/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  const body = (await res.json()) as { data?: { access_token?: string } };
  if (!body.data?.access_token) throw new Error(`sign-in of ${username}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data.access_token;
}

export interface ServedDb {
  server: RunningServer;
  /** The admin's token. */
  token: string;
  stop(): Promise<void>;
}

/** A server process on a bench database that `fill` filled first, in this process. */
export async function serveBenchDb(kind: DbKind, fill: (db: Db) => Promise<void>): Promise<ServedDb> {
  const bench = await openBenchDb(kind);
  let server: RunningServer | undefined;
  try {
    await fill(bench.db);
    await bench.close();
    server = await startServer({
      LOG_LEVEL: 'error',
      ARCANA_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      ARCANA_DATA_DIR: bench.dataDir,
      ...(bench.databaseUrl ? { DATABASE_URL: bench.databaseUrl } : {}),
    });
    const running = server;
    return {
      server: running,
      token: await passwordToken(running.url, 'admin', BENCH_ADMIN_PASSWORD),
      async stop() {
        await running.stop();
        await bench.dispose();
      },
    };
  } catch (err) {
    await server?.stop();
    await bench.dispose();
    throw err;
  }
}
