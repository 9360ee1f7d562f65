// Platform licence: .lic upload and parse (HMAC-signed), and the status numbers 0-3.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from './harness.ts';
import { caller, signIns } from './menus-helpers.ts';
import { signLicense, type LicensePayload } from '../../server/services/system/license/license-rules.ts';
import { licenseSecret } from '../../server/services/system/license/license-queries.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { putSetting } from '../../server/settings/settings-store.ts';
import { invalidate } from '../../server/cache/invalidate.ts';
import { settings } from '../../server/db/schema.ts';
import { runnableTool } from '../../scripts/build-server.mjs';

const run = promisify(execFile);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('licence', () => {
  let server: TestServer;
  let admin: ReturnType<typeof caller>;
  let demo: ReturnType<typeof caller>;
  let secret: string;
  const payload: LicensePayload = {
    licenseId: 'ARC-REC-0042',
    type: 'Recurring',
    authorizedFirm: 'Example Ltd',
    cpuCoresTotal: 32,
    expireDate: day(200),
    issuedAt: '2026-11-01',
    apps: [{ code: 'reports-demo', scope: 'Reports', version: '2.1', expireDate: day(100) }],
  };
  before(async () => {
    server = await startTestServer();
    const tokens = await signIns(server);
    admin = caller(server, tokens.admin);
    demo = caller(server, tokens.demo);
    secret = await licenseSecret(server.db);
  });
  after(async () => {
    await server.close();
  });

  it('starts with the seeded, effective trial licence', async () => {
    const status = await admin.data<{ expireDate: string }>('/license/manage/status');
    // A year from the seeding, which was the run's template database: made up to a day earlier
    // when the run crossed midnight.
    assert.ok([day(365), day(364)].includes(status.expireDate), status.expireDate);
    assert.deepEqual(status, { status: 0, type: 'Trial', expireDate: status.expireDate });
  });

  it('keeps one generated signing secret', async () => {
    assert.ok(secret.length >= 32);
    assert.equal(await licenseSecret(server.db), secret);
  });

  it('parses a signed .lic file without installing it', async () => {
    const parsed = await admin.post('/license/manage/parse/license', { fileName: 'arcana.lic', content: signLicense(secret, payload) });
    assert.equal(parsed.status, 200, parsed.body.msg);
    assert.equal(parsed.body.data.licenseId, 'ARC-REC-0042');
    assert.equal(parsed.body.data.status, 0);
    assert.deepEqual(parsed.body.data.apps, payload.apps);
    assert.equal((await admin.data('/license/manage/status')).type, 'Trial');
  });

  it('installs an uploaded licence and the application licences it carries', async () => {
    const res = await admin.post('/license/manage/upload/license', { fileName: 'ARCANA.LIC', content: signLicense(secret, payload) });
    assert.equal(res.status, 200, res.body.msg);
    assert.deepEqual(await admin.data('/license/manage/status'), { status: 0, type: 'Recurring', expireDate: day(200) });
    const info = (await admin.data('/license/manage/info')).license;
    assert.equal(info.authorizedFirm, 'Example Ltd');
    assert.equal(info.cpuCoresTotal, 32);
    const reports = (await admin.data('/system/app/list')).find((a: any) => a.code === 'reports-demo');
    assert.deepEqual(reports.license, { status: 'effect', scope: 'Reports', version: '2.1', expireDate: day(100) });
  });

  it('refuses a tampered, unsigned, wrongly signed or malformed file with "invalid licence file"', async () => {
    const good = signLicense(secret, payload).trim();
    const [prefix, body, sig] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, type: 'Perpetual', expireDate: null })).toString('base64url');
    const bad = [
      `${prefix}.${forged}.${sig}`,
      `${prefix}.${body}`,
      signLicense('another-secret', payload),
      'not a licence',
      signLicense(secret, { ...payload, type: 'Forever' as 'Trial' }),
      signLicense(secret, { ...payload, expireDate: '31/12/2030' }),
    ];
    for (const content of bad) {
      for (const url of ['/license/manage/upload/license', '/license/manage/parse/license']) {
        const res = await admin.post(url, { fileName: 'x.lic', content });
        assert.equal(res.status, 400, content);
        assert.equal(res.body.msg, 'Invalid licence file');
      }
    }
    assert.equal((await admin.data('/license/manage/status')).type, 'Recurring', 'nothing was installed');
  });

  it('accepts only .lic files, and only from holders of the licence menu entry', async () => {
    const content = signLicense(secret, payload);
    const txt = await admin.post('/license/manage/upload/license', { fileName: 'licence.txt', content });
    assert.equal(txt.status, 400);
    assert.equal(txt.body.msg, 'Only a .lic file can be uploaded');
    const refused = await demo.post('/license/manage/upload/license', { fileName: 'a.lic', content });
    assert.equal(refused.status, 403);
    assert.equal((await admin.post('/license/manage/upload/license', { content })).status, 400);
  });

  it('installs a file made by the licence tool with the shared ARCANA_LICENSE_SECRET', async () => {
    // The bundle `npm run license` runs (scripts/build-server.mjs), not the sources through tsx.
    const tool = await runnableTool('make-license');
    const env = { ...process.env, ARCANA_LICENSE_SECRET: 'shared-secret-for-test' };
    const { stdout } = await run(process.execPath, [tool, '--type', 'Perpetual', '--id', 'ARC-TOOL-1', '--app', 'reports-demo'], { env });
    process.env.ARCANA_LICENSE_SECRET = 'shared-secret-for-test';
    try {
      const res = await admin.post('/license/manage/upload/license', { fileName: 'tool.lic', content: stdout });
      assert.equal(res.status, 200, res.body.msg);
      assert.deepEqual(await admin.data('/license/manage/status'), { status: 0, type: 'Perpetual', expireDate: null });
    } finally {
      delete process.env.ARCANA_LICENSE_SECRET;
    }
  });

  it('reports status 1 in the restricted period, 2 when expired and 3 when not activated', async () => {
    const base = { licenseId: 'L', type: 'Recurring' as const, authorizedFirm: '', cpuCoresTotal: 1, activated: true };
    await putSetting(server.db, 'license', { ...base, expireDate: day(-5) });
    assert.equal((await admin.data('/license/manage/status')).status, 1);
    await putSetting(server.db, 'license', { ...base, expireDate: day(-31) });
    assert.equal((await admin.data('/license/manage/status')).status, 2);
    await putSetting(server.db, 'license', { ...base, expireDate: day(100), activated: false });
    assert.equal((await admin.data('/license/manage/status')).status, 3);
    await server.db.delete(settings).where(eq(settings.key, 'license'));
    await invalidate(server.db, 'platform');
    assert.equal((await admin.data('/license/manage/status')).status, 3);
    assert.equal((await admin.data('/license/manage/info')).license, null);
  });
});
