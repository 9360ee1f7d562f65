// Connects to the platform database: PostgreSQL when DATABASE_URL is set, otherwise PGlite
// (PostgreSQL compiled to WASM) in a data folder. Both run the same drizzle migrations, then the
// caller's setup under the start-up lock, then start the caller's listener. Infrastructure: it
// imports nothing above db/ but the metrics registry; the secrets check and the cache listener
// are passed in by server/open-database.ts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { lockDataFolder } from './lock.ts';
import { watchPool } from '../monitor/prometheus.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Something started on the open database that must stop before it closes. */
export interface Listener {
  stop(): Promise<void>;
}

/** What PGlite's client offers a listener (LISTEN on one channel). */
export interface PgliteListen {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Runs once the migrations are done, still under the start-up lock (seeding, the secrets check). */
  setup?: (db: Db) => Promise<void>;
  /** Where connection trouble is reported. */
  log: (message: string) => void;
  /** Started once set up, stopped at close: on PostgreSQL it gets the URL, on PGlite the client. */
  listen: { postgres(db: Db, databaseUrl: string): Promise<Listener>; pglite(db: Db, client: PgliteListen): Promise<Listener> };
}

/**
 * Session-level advisory lock key held while migrating and seeding, so that processes starting
 * together on one empty database migrate (and seed) once: the others wait, then find it done.
 */
export const STARTUP_LOCK_KEY = 0x41524341; // 'ARCA'

export async function connectDatabase(opts: ConnectOptions): Promise<OpenedDb> {
  const { log } = opts;
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the database (restart, failover) must not crash the
    // server: the pool replaces it on the next query.
    pool.on('error', (err) => log(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    const unwatch = watchPool(pool);
    try {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
          await opts.setup?.(db);
        } finally {
          await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        lockHolder.release();
      }
      const listener = await opts.listen.postgres(db, opts.databaseUrl);
      return {
        db,
        kind: 'postgres',
        close: async () => {
          await listener.stop();
          unwatch();
          await pool.end();
        },
      };
    } catch (err) {
      unwatch();
      await pool.end().catch(() => {});
      throw err;
    }
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const release = lockDataFolder(opts.dataDir);
  let closeClient = async () => {};
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // pg_trgm: the trigram index of the users search (migration 0007_users_search_trgm).
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create({
      dataDir: join(opts.dataDir, 'pg'),
      extensions: { pg_trgm },
      // PostgreSQL's memory settings inside this process (WASM memory never shrinks): 128 MB of
      // shared buffers by default made the server ~490 MB at rest with a million audit records;
      // the data files stay in the OS's page cache, so a smaller pool costs little.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'],
    });
    closeClient = () => client.close();
    const db = drizzle(client, { schema }) as unknown as Db;
    // One process per data folder (the lock file above), so no advisory lock is needed.
    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    await opts.setup?.(db);
    const listener = await opts.listen.pglite(db, client);
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await listener.stop();
        await client.close();
        release();
      },
    };
  } catch (err) {
    await closeClient().catch(() => {});
    release();
    throw err;
  }
}
