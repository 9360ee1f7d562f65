// `npm run secrets:rotate`: re-encrypts every secret stored in the database with the active key
// (the first of ARCANA_SECRET_KEYS / ARCANA_SECRET_KEYS_FILE / the embedded database's key file).
// Rotation: put a new key first in the ring on every process, run this once, then remove the old
// key. The embedded database must be stopped (one process per data folder); on PostgreSQL the
// servers keep running.
import { readConfig } from '../config.ts';
import { openDatabase } from '../open-database.ts';
import { DataFolderLockedError } from '../db/lock.ts';
import { SecretKeyError, keyRing } from '../secrets/key-ring.ts';
import { reencryptSecrets } from '../secrets/stored-secrets.ts';

const config = readConfig();
try {
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    secretKeys: config.secretKeys,
    log: () => {},
  });
  try {
    const count = await reencryptSecrets(opened.db, keyRing());
    process.stdout.write(`Re-encrypted ${count} secret(s) with key "${keyRing().activeId}"\n`);
  } finally {
    await opened.close();
  }
} catch (err) {
  if (err instanceof DataFolderLockedError || err instanceof SecretKeyError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
