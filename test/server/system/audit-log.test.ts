// The audit log page's server side: the records the platform writes, found by each filter,
// one record's before and after, the streamed export (every matching row), and retention.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { roleDataScopes, roles } from '../../../server/db/schema.ts';
import { VISIT_TYPE } from '../../../server/auth/data-scope.ts';
import ExcelJS from 'exceljs';
import { DEFAULT_PASSWORD_RULES } from '../../../server/auth/password-policy.ts';
import { pruneAuditLog } from '../../../server/audit/retention.ts';
import { signedInSuite, caller, tokenOf } from '../menus-helpers.ts';
import { attempt } from '../auth-fixtures.ts';
import { ADMIN_PASSWORD, bearer } from '../harness.ts';

interface AuditRow {
  id: number;
  username: string;
  module: string;
  action: string;
  outcome: string;
  ip: string;
  at: string;
}

/** Adds `count` records of user `username`, one a minute back from `newest` (minutes ago). */
async function bulkInsert(db: Parameters<typeof pruneAuditLog>[0], username: string, count: number, newestMinutesAgo = 0) {
  await db.execute(sql`insert into audit_log (at, username, ip, app, module, action, method, path, outcome, detail, before, after)
    select now() - make_interval(mins => ${newestMinutesAgo} + g), ${username}, '10.1.2.3', 'system', 'bulk', 'update', 'POST', '/system/bulk',
      'success', '', jsonb_build_object('n', g), jsonb_build_object('n', g + 1)
    from generate_series(1, ${count}) g`);
}

describe('audit log', () => {
  const s = signedInSuite();
  const list = (query: string) => s.admin.data<{ records: AuditRow[]; total: number; totalCapped: boolean }>(`/system/audit/page?${query}`);

  it('shows logins, failed logins and writes, found by user, action, module, IP and outcome', async () => {
    await attempt(s.server, 'admin', 'wrong-password', { ip: '10.7.7.7' });
    await s.admin.post('/system/password/policy', { ...DEFAULT_PASSWORD_RULES, historyCount: 1 });
    const mine = await list('username=ADMIN&size=100');
    assert.ok(mine.records.every((r) => r.username === 'admin'));
    const actions = new Set(mine.records.map((r) => `${r.module}/${r.action}`));
    for (const expected of ['login/login', 'login/login-failure', 'password-policy/update']) assert.ok(actions.has(expected), expected);
    const failures = await list('outcome=failure&ip=10.7.7.7');
    assert.deepEqual(
      failures.records.map((r) => r.action),
      ['login-failure'],
    );
    const byModule = await list('module=password-policy');
    assert.equal(byModule.total, 1);
    assert.deepEqual(
      byModule.records.map((r) => r.action),
      ['update'],
    );
    const options = await s.admin.data<{ modules: string[]; actions: string[]; apps: string[] }>('/system/audit/options');
    assert.ok(options.modules.includes('login') && options.modules.includes('password-policy'));
    assert.ok(options.actions.includes('login-failure'));
    assert.deepEqual(options.apps, ['system']);
  });

  it('shows one record with its before and after values', async () => {
    const [row] = (await list('module=password-policy')).records;
    const detail = await s.admin.data(`/system/audit/detail?id=${row!.id}`);
    assert.equal(detail.before.historyCount, 0);
    assert.equal(detail.after.historyCount, 1);
    assert.equal((await s.admin.get('/system/audit/detail?id=999999999')).status, 404);
  });

  it('pages newest first, filters a time range, and refuses an inverted one in both languages', async () => {
    await bulkInsert(s.server.db, 'pager', 45, 60);
    const first = await list('username=pager&size=20');
    const third = await list('username=pager&size=20&current=3');
    assert.equal(first.total, 45);
    assert.equal(first.totalCapped, false);
    assert.equal(third.records.length, 5);
    assert.ok(Date.parse(first.records[0]!.at) > Date.parse(first.records[19]!.at));
    const from = new Date(Date.now() - 71 * 60_000).toISOString();
    const to = new Date(Date.now() - 60.5 * 60_000).toISOString();
    assert.equal((await list(`username=pager&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).total, 10);
    const en = await s.admin.get(`/system/audit/page?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`);
    assert.equal(en.status, 400);
    assert.equal(en.body.msg, 'The start of the time range must be before its end');
    const zh = caller(s.server, await tokenOf(s.server, 'admin', ADMIN_PASSWORD), 'zh_CN');
    assert.equal(
      (await zh.get(`/system/audit/page?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`)).body.msg,
      '时间范围的开始必须早于结束',
    );
  });

  it('applies the data scope of the reader roles: own records only', async () => {
    const [viewer] = await s.server.db.select().from(roles).where(eq(roles.name, 'Viewer'));
    await s.server.db
      .insert(roleDataScopes)
      .values({ roleId: viewer!.id, dataGroup: 'audit-log', visitType: VISIT_TYPE.ownRecords, dataItems: [] });
    try {
      const seen = await s.demo.data<{ records: AuditRow[]; total: number }>('/system/audit/page?size=100');
      assert.ok(seen.total > 0);
      assert.deepEqual([...new Set(seen.records.map((r) => r.username))], ['demo']);
      const [adminRow] = (await list('username=admin')).records;
      assert.equal((await s.demo.get(`/system/audit/detail?id=${adminRow!.id}`)).status, 404);
    } finally {
      await s.server.db.delete(roleDataScopes).where(eq(roleDataScopes.roleId, viewer!.id));
    }
  });

  it('lets a reader without audit:export or audit:settings read, but neither export nor change retention', async () => {
    assert.equal((await s.demo.get('/system/audit/page')).status, 200);
    const denied = await s.demo.get('/system/audit/export?format=csv');
    assert.equal(denied.status, 403);
    assert.match(denied.body.msg, /audit:export/);
    assert.equal((await s.demo.post('/system/audit/settings', { retentionDays: 1 })).status, 403);
    assert.equal((await s.admin.data('/system/audit/settings')).retentionDays, 180, 'nothing stored by the refused write');
  });

  it('exports every matching record as CSV and as XLSX', async () => {
    await bulkInsert(s.server.db, 'exporter', 4_500);
    const exportOf = (format: string) =>
      s.server.inject({
        method: 'GET',
        url: `/arcana-system/system/audit/export?format=${format}&username=exporter`,
        headers: { ...bearer(tokenOfAdmin), 'accept-language': 'en-US' },
      });
    const tokenOfAdmin = await tokenOf(s.server, 'admin', ADMIN_PASSWORD);
    const csv = await exportOf('csv');
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    assert.equal(lines.length, 4_501);
    assert.match(lines[0]!, /^Time,User,IP address,Application,Module,Action/);
    assert.match(lines[1]!, /exporter,10\.1\.2\.3,system,bulk,update/);
    const xlsx = await exportOf('xlsx');
    assert.equal(xlsx.statusCode, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    assert.equal(book.worksheets[0]!.rowCount, 4_501);
    assert.equal(book.worksheets[0]!.getRow(2).getCell(2).value, 'exporter');
  });

  it('prunes records past the retention when the setting changes, and keeps the rest', async () => {
    await bulkInsert(s.server.db, 'ancient', 30, 40 * 24 * 60);
    await bulkInsert(s.server.db, 'recent', 3, 0);
    const saved = await s.admin.post('/system/audit/settings', { retentionDays: 30 });
    assert.equal(saved.status, 200);
    assert.equal((await list('username=ancient')).total, 0);
    assert.equal((await list('username=recent')).total, 3);
    assert.equal((await s.admin.post('/system/audit/settings', { retentionDays: 0 })).status, 400);
    await bulkInsert(s.server.db, 'ancient', 5, 40 * 24 * 60);
    assert.equal(await pruneAuditLog(s.server.db), 5, 'the hourly run prunes what has aged since');
    await s.admin.post('/system/audit/settings', { retentionDays: 180 });
  });
});
