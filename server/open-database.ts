// Opens the platform database for a process (the server, the tools, the tests): db/open.ts
// connects and migrates; this adds what lives above db/: the process's secret keys, which must
// open the stored credentials (plain ones get encrypted, server/secrets/), checked under the
// start-up lock after the caller's setup (first-start seeding), and the listener that drops
// this process's caches when another commits a change (server/cache/).
import { connectDatabase, type Db, type OpenedDb } from './db/open.ts';
import { listenPglite, listenPostgres } from './cache/cache-listener.ts';
import { resolveKeyRing, useKeyRing, type KeySource } from './secrets/key-ring.ts';
import { prepareSecrets } from './secrets/stored-secrets.ts';

export type { Db, OpenedDb } from './db/open.ts';

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Runs once the migrations are done, still under the start-up lock (first-start seeding). */
  setup?: (db: Db) => Promise<void>;
  /** Where connection trouble is reported. */
  log?: (message: string) => void;
  /**
   * ARCANA_SECRET_KEYS / ARCANA_SECRET_KEYS_FILE. Unset on the embedded database: the key file
   * beside the data folder (made at first start). A ring that cannot open the stored secrets
   * makes the open fail with SecretKeyError.
   */
  secretKeys?: KeySource;
}

export async function openDatabase(opts: OpenOptions): Promise<OpenedDb> {
  const log = opts.log ?? ((message: string) => console.error(message));
  const resolved = resolveKeyRing(opts.secretKeys ?? {}, opts.databaseUrl ? undefined : opts.dataDir);
  useKeyRing(resolved.ring);
  return connectDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    log,
    async setup(db) {
      await opts.setup?.(db);
      // Migrated and seeded: the stored secrets must open with this process's ring.
      const encrypted = await prepareSecrets(db, resolved.ring);
      if (encrypted) log(`Encrypted ${encrypted} secret(s) stored in plain text by an earlier version`);
      resolved.persist();
    },
    listen: {
      postgres: (db, databaseUrl) => listenPostgres(db, databaseUrl, log),
      pglite: (db, client) => listenPglite(db, client),
    },
  });
}
