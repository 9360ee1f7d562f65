// `npm run seed:sample [-- --users 100000]`: fills the platform database (ARCANA_DATA_DIR or
// DATABASE_URL, as `npm start`) with the sample organisation of server/seed/sample-org.ts.
// For the embedded database the server must be stopped (it holds the data folder).
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../open-database.ts';
import { DataFolderLockedError } from '../db/lock.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { seedSampleOrganisation } from '../seed/sample-org.ts';

const { values } = parseArgs({ options: { users: { type: 'string', default: '2000' } } });
const count = Number(values.users);
if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
  console.error('--users must be a whole number from 0 to 1000000');
  process.exit(2);
}

const config = readConfig();
let opened;
try {
  opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, secretKeys: config.secretKeys });
} catch (err) {
  if (err instanceof DataFolderLockedError) {
    console.error(`${err.message}\nStop the server first.`);
    process.exit(1);
  }
  throw err;
}
try {
  const seeded = await seedIfEmpty(opened.db, { adminPassword: config.adminPassword });
  if (seeded.generatedPassword) console.log(`admin password (shown once): ${seeded.generatedPassword}`);
  const started = Date.now();
  await seedSampleOrganisation(opened.db, count, (line) => console.log(line));
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await opened.close();
}
