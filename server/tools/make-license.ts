// Writes a signed .lic file to stdout for the reference server's licence upload.
//
//   npm run --silent license:make -- --type Recurring --expire 2027-12-31 \
//     [--id ARC-0001] [--firm "Example Ltd"] [--cores 16] [--app props-demo=2027-12-31] > arcana.lic
//
// The signing secret is ARCANA_LICENSE_SECRET when set (the server must run with the same value);
// otherwise the secret the server generated is read from its database (ARCANA_DATA_DIR or
// DATABASE_URL), which for the embedded database requires the server to be stopped.
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../open-database.ts';
import { DataFolderLockedError } from '../db/lock.ts';
import { signLicense, type LicensePayload } from '../services/system/license/license-rules.ts';
import { licenseSecret } from '../services/system/license/license-queries.ts';

const { values } = parseArgs({
  options: {
    id: { type: 'string', default: `ARC-${Date.now().toString(36).toUpperCase()}` },
    type: { type: 'string', default: 'Recurring' },
    firm: { type: 'string', default: '' },
    cores: { type: 'string', default: '16' },
    expire: { type: 'string' },
    app: { type: 'string', multiple: true, default: [] },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const type = values.type as LicensePayload['type'];
if (!['Trial', 'Recurring', 'Perpetual'].includes(type)) fail('--type must be Trial, Recurring or Perpetual');
const expireDate = type === 'Perpetual' ? null : (values.expire ?? fail('--expire YYYY-MM-DD is required unless --type Perpetual'));
const payload: LicensePayload = {
  licenseId: values.id,
  type,
  authorizedFirm: values.firm,
  cpuCoresTotal: Number.parseInt(values.cores, 10),
  expireDate,
  issuedAt: new Date().toISOString().slice(0, 10),
  // --app code=YYYY-MM-DD (or just code: perpetual for that application)
  apps: values.app.map((spec) => {
    const [code, date] = spec.split('=');
    return { code: code!, scope: 'All functions', version: '1.0', expireDate: date || null };
  }),
};

let secret = process.env.ARCANA_LICENSE_SECRET;
if (!secret) {
  const config = readConfig();
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, secretKeys: config.secretKeys }).catch(
    (err: unknown) => {
      if (err instanceof DataFolderLockedError) fail(`${err.message}\nStop the server or set ARCANA_LICENSE_SECRET.`);
      throw err;
    },
  );
  try {
    secret = await licenseSecret(opened.db);
  } finally {
    await opened.close();
  }
}
process.stdout.write(signLicense(secret, payload));
