// Credentials in the database are encrypted at rest (issue 22 §4): a dump of the settings and
// channel tables holds no secret in clear, each value is AES-256-GCM under a named key with its
// own name as associated data, the API and the audit log never give a value back, plain values of
// earlier versions are encrypted at the next start, a wrong or missing key stops the start with a
// clear message, and `npm run secrets:rotate` moves every value to the active key.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../server/open-database.ts';
import { auditLog, messageChannels, settings } from '../../server/db/schema.ts';
import { DEFAULT_LDAP } from '../../server/ldap/ldap-settings.ts';
import { getSetting } from '../../server/settings/settings-store.ts';
import { keyFileBeside, SecretKeyError } from '../../server/secrets/key-ring.ts';
import { licenseSecret } from '../../server/services/system/license/license-queries.ts';
import { ROOT } from '../../server/paths.ts';
import { signedInSuite } from './menus-helpers.ts';
import { TEST_SECRET_KEYS } from '../support/secret-keys.ts';
import { postgresBinDir, startCluster } from './postgres-cluster.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { buildServer, runnableTool } from '../../scripts/build-server.mjs';

const LDAP_SECRET = 'Bind-Secret-7a1';
const MAIL_SECRET = 'Smtp-Secret-8b2';
const WECOM_SECRET = 'Wecom-Secret-9c3';
const DING_SECRET = 'Ding-Secret-0d4';
const OTHER_KEY = 'test1:' + Buffer.alloc(32, 9).toString('base64'); // same id, other bytes: a wrong key
const NEW_KEY = 'next2:' + Buffer.alloc(32, 3).toString('base64');
const SEALED = /^v1:([A-Za-z0-9._-]+):([A-Za-z0-9_-]+):([A-Za-z0-9_-]*):([A-Za-z0-9_-]+)$/;

/** Every row of both tables as text, as `pg_dump` would show them. */
async function dump(db: Parameters<typeof getSetting>[0]): Promise<string> {
  const rows = await db.execute(sql`select key, value::text as value from settings union all select kind, secret from message_channels`);
  return JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows);
}

/**
 * Runs the server or an operator tool (`server/tools/<name>.ts`) as its own process, from the
 * bundle `npm start` and the tools' npm scripts run (scripts/build-server.mjs): through tsx, each
 * of these five starts transpiled the server again, about 3 s of CPU apiece. Resolves with its
 * exit code and output.
 */
async function runNode(target: 'server' | 'rotate-secrets', env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const script = target === 'server' ? await buildServer() : await runnableTool(target);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ARCANA_SECRET_KEYS: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('secrets at rest', () => {
  const s = signedInSuite();

  before(async () => {
    const ldap = { ...DEFAULT_LDAP, host: 'ldap.example.test', bindDn: 'cn=reader', bindPassword: LDAP_SECRET, userBaseDn: 'ou=people' };
    assert.equal((await s.admin.post('/system/ldap', ldap)).status, 200);
    const mail = {
      enabled: false,
      host: 'smtp.example.test:25',
      ssl: false,
      username: 'u',
      password: MAIL_SECRET,
      confirmPassword: MAIL_SECRET,
      from: '',
    };
    assert.equal((await s.admin.post('/system/message-channel/mail', mail)).status, 200);
    const wecom = { enabled: false, corpId: 'c', agentId: '1', agentSecret: WECOM_SECRET, apiBase: '' };
    assert.equal((await s.admin.post('/system/message-channel/wecom', wecom)).status, 200);
    const ding = { enabled: false, authCorpId: '', accessKey: 'k', suiteTicket: '', accessSecret: DING_SECRET, agentId: '2', apiBase: '' };
    assert.equal((await s.admin.post('/system/message-channel/dingtalk', ding)).status, 200);
    await licenseSecret(s.server.db);
  });

  it('stores no secret in clear: each is v1, AES-GCM with a 12-byte IV and a 16-byte tag under the active key', async () => {
    const text = await dump(s.server.db);
    for (const secret of [LDAP_SECRET, MAIL_SECRET, WECOM_SECRET, DING_SECRET]) assert.ok(!text.includes(secret), `${secret} in the dump`);
    const [ldapRow] = await s.server.db.select().from(settings).where(eq(settings.key, 'ldap'));
    const [licenseRow] = await s.server.db.select().from(settings).where(eq(settings.key, 'licenseSecret'));
    const channels = await s.server.db.select().from(messageChannels);
    const sealed = [
      (ldapRow!.value as { bindPassword: string }).bindPassword,
      licenseRow!.value as string,
      ...channels.map((c) => c.secret),
    ];
    assert.equal(sealed.length, 5);
    for (const value of sealed) {
      const m = SEALED.exec(value);
      assert.ok(m, `${value} is not in the sealed form`);
      assert.equal(m[1], 'test1');
      assert.equal(Buffer.from(m[2]!, 'base64url').length, 12);
      assert.equal(Buffer.from(m[4]!, 'base64url').length, 16);
    }
    assert.equal(new Set(sealed).size, sealed.length, 'a fresh IV per value');
    // Still read in clear by the server itself.
    assert.equal((await getSetting(s.server.db, 'ldap')).bindPassword, LDAP_SECRET);
  });

  it('answers the mask, and audits that a secret changed without its value', async () => {
    assert.equal((await s.admin.data('/system/ldap')).bindPassword, '********');
    const channels = await s.admin.data('/system/message-channel');
    assert.equal(channels.mail.password, '********');
    assert.equal(channels.wecom.agentSecret, '********');
    const audits = await s.server.db.select().from(auditLog).where(eq(auditLog.module, 'ldap')).orderBy(desc(auditLog.id));
    const text = JSON.stringify(audits);
    assert.ok(!text.includes(LDAP_SECRET));
    assert.deepEqual((audits[0]!.after as { writeOnlyChanged: string[] }).writeOnlyChanged, ['bindPassword']);
    const mailAudit = await s.server.db.select().from(auditLog).where(eq(auditLog.action, 'update-mail'));
    assert.ok(!JSON.stringify(mailAudit).includes(MAIL_SECRET));
    assert.deepEqual((mailAudit[0]!.after as { writeOnlyChanged: string[] }).writeOnlyChanged, ['password']);
  });

  it('binds each value to its name: a sealed value moved to another row does not open', async () => {
    const [ldapRow] = await s.server.db.select().from(settings).where(eq(settings.key, 'ldap'));
    const moved = (ldapRow!.value as { bindPassword: string }).bindPassword;
    await s.server.db.update(messageChannels).set({ secret: moved }).where(eq(messageChannels.kind, 'mail'));
    const res = await s.admin.get('/system/message-channel');
    assert.equal(res.status, 500, 'the moved value is refused, never answered as another secret');
    await s.admin.post('/system/message-channel/mail', {
      ...(await s.server.db.select().from(messageChannels).where(eq(messageChannels.kind, 'mail')))[0]!.config,
      enabled: false,
      password: MAIL_SECRET,
      confirmPassword: MAIL_SECRET,
    });
  });
});

describe('secret keys at start-up and rotation', () => {
  let dir: string;
  let dataDir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcana-secrets-'));
    dataDir = join(dir, 'data');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a key file beside the embedded data folder at first start, mode 0600', async () => {
    const opened = await openDatabase({ dataDir, log: () => {} });
    try {
      await seedIfEmpty(opened.db, { adminPassword: 'Initial-pass1' });
      await opened.db.insert(settings).values({ key: 'ldap', value: { ...DEFAULT_LDAP, bindPassword: LDAP_SECRET } });
      await opened.db.insert(messageChannels).values({ kind: 'wecom', secret: WECOM_SECRET });
    } finally {
      await opened.close();
    }
    const file = keyFileBeside(dataDir);
    assert.equal(file, join(dir, 'data.keys'));
    assert.equal(statSync(file).mode & 0o777, 0o600);
  });

  it('encrypts the plain values an earlier version stored, at the next start', async () => {
    const opened = await openDatabase({ dataDir, log: () => {} });
    try {
      const text = await dump(opened.db);
      assert.ok(!text.includes(LDAP_SECRET) && !text.includes(WECOM_SECRET), text);
      assert.equal((await getSetting(opened.db, 'ldap')).bindPassword, LDAP_SECRET);
    } finally {
      await opened.close();
    }
  });

  it('refuses to start with a wrong or a missing key, saying why', async () => {
    // Move the data to the test key ring first (rotation with an explicit ring).
    const keyFile = keyFileBeside(dataDir);
    const fileRing = { keysFile: keyFile };
    let opened = await openDatabase({ dataDir, secretKeys: fileRing, log: () => {} });
    await opened.close();
    rmSync(keyFile);
    await assert.rejects(openDatabase({ dataDir, log: () => {} }), (err: Error) => {
      assert.ok(err instanceof SecretKeyError);
      assert.match(err.message, /ldap\.bindPassword is encrypted with key "key-[0-9a-f]{8}", which key file .* does not hold/);
      return true;
    });
    assert.ok(!existsSync(keyFile), 'no new key file is left behind by a refused start');
    // The real server process: a wrong key (same id, other bytes) is a clear message and exit 1.
    const wrong = await runNode('server', { ARCANA_DATA_DIR: dataDir, ARCANA_SECRET_KEYS: OTHER_KEY.replace('test1', 'other') });
    assert.equal(wrong.code, 1, wrong.out);
    assert.doesNotMatch(wrong.out, /listening/);
    assert.match(wrong.out, /encrypted with key "key-[0-9a-f]{8}", which ARCANA_SECRET_KEYS does not hold/);
    // Keep going from a known ring: re-create the data with the test key.
    rmSync(dataDir, { recursive: true, force: true });
    opened = await openDatabase({ dataDir, secretKeys: { keys: TEST_SECRET_KEYS }, log: () => {} });
    await seedIfEmpty(opened.db, { adminPassword: 'Initial-pass1' });
    await opened.db.insert(settings).values({ key: 'ldap', value: { ...DEFAULT_LDAP, bindPassword: LDAP_SECRET } });
    await opened.db.insert(messageChannels).values({ kind: 'mail', secret: MAIL_SECRET });
    await opened.close();
    opened = await openDatabase({ dataDir, secretKeys: { keys: TEST_SECRET_KEYS }, log: () => {} });
    await opened.close();
    const wrongBytes = await runNode('server', { ARCANA_DATA_DIR: dataDir, ARCANA_SECRET_KEYS: OTHER_KEY });
    assert.equal(wrongBytes.code, 1, wrongBytes.out);
    assert.match(wrongBytes.out, /ldap\.bindPassword does not decrypt with key "test1" of ARCANA_SECRET_KEYS: the key is wrong/);
    await assert.rejects(
      openDatabase({ dataDir, secretKeys: { keys: 'test1:short' }, log: () => {} }),
      /ARCANA_SECRET_KEYS: key "test1" must be 32 bytes in base64/,
    );
  });

  it('npm run secrets:rotate re-encrypts every value with the new active key; the old key may then go', async () => {
    const rotated = await runNode('rotate-secrets', {
      ARCANA_DATA_DIR: dataDir,
      ARCANA_SECRET_KEYS: `${NEW_KEY},${TEST_SECRET_KEYS}`,
    });
    assert.equal(rotated.code, 0, rotated.out);
    assert.match(rotated.out, /Re-encrypted 2 secret\(s\) with key "next2"/);
    const opened = await openDatabase({ dataDir, secretKeys: { keys: NEW_KEY }, log: () => {} });
    try {
      const [row] = await opened.db.select().from(settings).where(eq(settings.key, 'ldap'));
      assert.match((row!.value as { bindPassword: string }).bindPassword, /^v1:next2:/);
      assert.equal((await getSetting(opened.db, 'ldap')).bindPassword, LDAP_SECRET);
    } finally {
      await opened.close();
    }
    await assert.rejects(openDatabase({ dataDir, secretKeys: { keys: TEST_SECRET_KEYS }, log: () => {} }), /encrypted with key "next2"/);
  });
});

const pgBin = postgresBinDir();
describe('secret keys on PostgreSQL', { skip: !pgBin && 'Debian package postgresql is not installed' }, () => {
  it('a process without the key refuses to start once a secret is stored; saving one without a key is refused', async () => {
    const cluster = await startCluster(pgBin!);
    try {
      // No key, nothing stored: the process starts.
      let opened = await openDatabase({ databaseUrl: cluster.url, dataDir: '/nonexistent', log: () => {} });
      await opened.close();
      opened = await openDatabase({
        databaseUrl: cluster.url,
        dataDir: '/nonexistent',
        secretKeys: { keys: TEST_SECRET_KEYS },
        log: () => {},
      });
      await opened.db.insert(settings).values({ key: 'licenseSecret', value: 'plain-from-an-earlier-version' });
      await opened.close();
      const started = await runNode('server', { DATABASE_URL: cluster.url });
      assert.equal(started.code, 1, started.out);
      assert.match(
        started.out,
        /stores secrets \(licenseSecret\) and this process has no key to read them: start it with ARCANA_SECRET_KEYS/,
      );
    } finally {
      await cluster.stop();
    }
  });
});
