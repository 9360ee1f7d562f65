// The messages area's server side: notices (three-month window, recipients by role, department
// and user, unread count, mark read, withdraw and delete), channel settings (spec section 5's messages in both
// languages, secrets never answered), and delivery over a real SMTP server and fake WeCom /
// DingTalk APIs with retries and the APIs' errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { auditLog, departments, deptRoles, noticeDeliveries, notices, roles, userRoles, users } from '../../../server/db/schema.ts';
import { caller, signedInSuite } from '../menus-helpers.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { fakeDingtalk, fakeWecom, type FakeImApi } from '../../support/fake-im-apis.ts';

const MAIL = {
  enabled: true,
  host: '',
  ssl: false,
  username: 'mailer',
  password: 'Smtp-pass1',
  confirmPassword: 'Smtp-pass1',
  from: 'portal@example.test',
};
const WECOM = { enabled: true, corpId: 'corp1', agentId: '1000002', agentSecret: 'wecom-secret-1', apiBase: '' };
const DING = {
  enabled: true,
  authCorpId: '',
  accessKey: 'ding-key',
  suiteTicket: '',
  accessSecret: 'ding-secret-1',
  agentId: '2001',
  apiBase: '',
};

/** Polls the delivery rows of a publication until `done` holds (the worker runs in the background). */
async function deliveriesWhen(
  s: ReturnType<typeof signedInSuite>,
  publicationId: number,
  done: (rows: Array<typeof noticeDeliveries.$inferSelect>) => boolean,
) {
  for (let i = 0; i < 200; i++) {
    const rows = await s.server.db.select().from(noticeDeliveries).where(eq(noticeDeliveries.publicationId, publicationId));
    if (done(rows)) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail('deliveries did not settle in 10 s');
}

describe('messages and channels', () => {
  const s = signedInSuite({ ARCANA_DELIVERY_RETRY_MS: '50' });
  let smtp: SmtpSink;
  let wecom: FakeImApi;
  let ding: FakeImApi;
  const ids = { role: 0, dept: 0, child: 0, viaRole: 0, viaDeptRole: 0, inDept: 0, inChild: 0, other: 0, disabled: 0, demo: 0 };

  before(async () => {
    [smtp, wecom, ding] = await Promise.all([
      startSmtpSink('mailer', 'Smtp-pass1'),
      fakeWecom('corp1', 'wecom-secret-1'),
      fakeDingtalk('ding-key', 'ding-secret-1'),
    ]);
    const db = s.server.db;
    const [role] = await db.insert(roles).values({ name: 'Notified' }).returning();
    const [dept] = await db.insert(departments).values({ name: 'Sales' }).returning();
    const [child] = await db.insert(departments).values({ name: 'Sales East', parentId: dept!.id }).returning();
    const [roleDept] = await db.insert(departments).values({ name: 'Role dept' }).returning();
    await db.insert(deptRoles).values({ deptId: roleDept!.id, roleId: role!.id });
    const add = async (username: string, fields: Partial<typeof users.$inferInsert> = {}) =>
      (
        await db
          .insert(users)
          .values({ username, passwordHash: 'x', email: `${username}@example.test`, ...fields })
          .returning()
      )[0]!.id;
    ids.role = role!.id;
    ids.dept = dept!.id;
    ids.child = child!.id;
    ids.viaRole = await add('via-role');
    await db.insert(userRoles).values({ userId: ids.viaRole, roleId: role!.id });
    ids.viaDeptRole = await add('via-dept-role', { deptId: roleDept!.id });
    ids.inDept = await add('in-dept', { deptId: dept!.id });
    ids.inChild = await add('in-child', { deptId: child!.id, email: '' });
    ids.other = await add('other');
    ids.disabled = await add('disabled-one', { deptId: dept!.id, status: 0 });
    ids.demo = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo')))[0]!.id;
  });
  after(async () => {
    await Promise.all([smtp?.close(), wecom?.close(), ding?.close()]);
  });

  const audience = (a: Partial<{ all: boolean; roleIds: number[]; deptIds: number[]; userIds: number[] }>) => ({
    all: false,
    roleIds: [],
    deptIds: [],
    userIds: [],
    ...a,
  });
  const recipientsOf = async (publicationId: number) =>
    (
      await s.server.db
        .select({ username: users.username })
        .from(notices)
        .innerJoin(users, eq(users.id, notices.userId))
        .where(eq(notices.publicationId, publicationId))
    )
      .map((r) => r.username)
      .sort();

  it('publishes with notice:publish and edits channels with channel:edit only', async () => {
    const denied = await s.demo.post('/system/notice/publish', { title: 'x', body: '', audience: audience({ all: true }), channels: [] });
    assert.equal(denied.status, 403);
    assert.equal((await s.demo.get('/system/message-channel')).status, 403);
    assert.equal((await s.demo.post('/system/message-channel/mail', { ...MAIL, host: smtp.host })).status, 403);
    assert.equal((await s.demo.get('/system/notice/page')).status, 403);
    assert.equal((await s.demo.get('/desk/notice/page')).status, 200, 'every signed-in user reads their own notices');
    assert.equal((await s.admin.data('/system/notice/page')).total, 0, 'nothing stored by the refused publish');
  });

  it('reaches holders of a role (directly or by department), a department and below, and chosen users; enabled accounts only', async () => {
    const byRole = await s.admin.post('/system/notice/publish', {
      title: 'Role notice',
      body: 'b',
      audience: audience({ roleIds: [ids.role] }),
      channels: [],
    });
    assert.equal(byRole.status, 200, byRole.body.msg);
    assert.deepEqual(await recipientsOf(byRole.body.data.id), ['via-dept-role', 'via-role']);
    const byDept = await s.admin.post('/system/notice/publish', {
      title: 'Dept notice',
      body: '',
      audience: audience({ deptIds: [ids.dept] }),
      channels: [],
    });
    assert.deepEqual(await recipientsOf(byDept.body.data.id), ['in-child', 'in-dept']);
    const byUser = await s.admin.post('/system/notice/publish', {
      title: 'User notice',
      body: '',
      audience: audience({ userIds: [ids.other, ids.disabled] }),
      channels: [],
    });
    assert.deepEqual(await recipientsOf(byUser.body.data.id), ['other']);
    const nobody = await s.admin.post('/system/notice/publish', {
      title: 'Nobody',
      body: '',
      audience: audience({ userIds: [ids.disabled] }),
      channels: [],
    });
    assert.equal(nobody.status, 400);
    assert.match(nobody.body.msg, /no recipients/);
    const page = await s.admin.data('/system/notice/page?size=10');
    assert.deepEqual(
      page.records.map((r: { title: string; recipients: number }) => [r.title, r.recipients]),
      [
        ['User notice', 1],
        ['Dept notice', 2],
        ['Role notice', 2],
      ],
    );
  });

  it('counts unread notices of the last three months, and marks one or all read', async () => {
    const before = await s.demo.data<number>('/desk/notice/unread-count');
    const pub = await s.admin.post('/system/notice/publish', {
      title: 'For demo 1',
      body: 'one',
      audience: audience({ userIds: [ids.demo] }),
      channels: [],
    });
    await s.admin.post('/system/notice/publish', {
      title: 'For demo 2',
      body: 'two',
      audience: audience({ userIds: [ids.demo] }),
      channels: [],
    });
    // A notice four months old is outside the window: neither listed nor counted.
    const old = new Date();
    old.setMonth(old.getMonth() - 4);
    await s.server.db.insert(notices).values({ userId: ids.demo, title: 'Too old', body: '', createdAt: old });
    assert.equal(await s.demo.data<number>('/desk/notice/unread-count'), before + 2);
    const mine = await s.demo.data('/desk/notice/page?size=50');
    const titles = mine.records.map((r: { title: string }) => r.title);
    assert.deepEqual(titles.slice(0, 2), ['For demo 2', 'For demo 1']);
    assert.ok(!titles.includes('Too old'));
    const first = mine.records.find((r: { title: string }) => r.title === 'For demo 1');
    assert.equal(pub.body.data.title, 'For demo 1');
    const afterOne = await s.demo.post('/desk/notice/read', { ids: [first.id] });
    assert.equal(afterOne.body.data, before + 1);
    // Another user's notice id changes nothing.
    const [othersNotice] = await s.server.db.select({ id: notices.id }).from(notices).where(eq(notices.userId, ids.other));
    await s.demo.post('/desk/notice/read', { ids: [othersNotice!.id] });
    const [stillUnread] = await s.server.db.select({ readAt: notices.readAt }).from(notices).where(eq(notices.id, othersNotice!.id));
    assert.equal(stillUnread!.readAt, null);
    assert.equal((await s.demo.data('/desk/notice/page?unread=true')).records.length, before + 1);
    assert.equal((await s.demo.post('/desk/notice/read-all')).body.data, 0);
    assert.equal(await s.demo.data<number>('/desk/notice/unread-count'), 0);
  });

  it('deletes a publication with notice:publish: it leaves the bells and the list, and the audit log records it', async () => {
    const pub = await s.admin.post('/system/notice/publish', {
      title: 'To be deleted',
      body: '',
      audience: audience({ userIds: [ids.demo] }),
      channels: [],
    });
    const id = pub.body.data.id as number;
    const before = await s.demo.data<number>('/desk/notice/unread-count');
    assert.equal((await s.demo.post(`/system/notice/remove?id=${id}`)).status, 403);
    assert.equal(await s.demo.data<number>('/desk/notice/unread-count'), before, 'nothing changed by the refusal');
    const removed = await s.admin.post(`/system/notice/remove?id=${id}`);
    assert.equal(removed.status, 200, removed.body.msg);
    assert.equal(await s.demo.data<number>('/desk/notice/unread-count'), before - 1);
    const mine = await s.demo.data('/desk/notice/page?size=50');
    assert.ok(!mine.records.some((r: { title: string }) => r.title === 'To be deleted'));
    const listed = await s.admin.data('/system/notice/page?size=100');
    assert.ok(!listed.records.some((r: { id: number }) => r.id === id));
    const audits = await s.server.db.select({ row: sql<string>`${auditLog}::text` }).from(auditLog);
    assert.ok(audits.some((a) => a.row.includes('To be deleted') && a.row.includes('delete')));
    assert.equal((await s.admin.post(`/system/notice/remove?id=${id}`)).status, 404);
  });

  it('withdraws a publication with notice:publish: it leaves the bells, stays listed as withdrawn, once only, audited', async () => {
    const pub = await s.admin.post('/system/notice/publish', {
      title: 'To be withdrawn',
      body: 'line one\nline two',
      audience: audience({ userIds: [ids.demo] }),
      channels: [],
    });
    const id = pub.body.data.id as number;
    assert.equal(pub.body.data.status, 'published');
    const before = await s.demo.data<number>('/desk/notice/unread-count');
    const inBell = async () =>
      (await s.demo.data('/desk/notice/page?size=50')).records.some((r: { title: string }) => r.title === 'To be withdrawn');
    assert.ok(await inBell());
    const withdrawals = async () => (await s.server.db.select().from(auditLog).where(eq(auditLog.action, 'withdraw'))).length;
    const audited = await withdrawals();

    // A user without notice:publish is refused and nothing changes.
    assert.equal((await s.demo.post(`/system/notice/withdraw?id=${id}`)).status, 403);
    assert.equal(await s.demo.data<number>('/desk/notice/unread-count'), before);
    assert.ok(await inBell());
    const stillPublished = (await s.admin.data('/system/notice/page?size=100')).records.find((r: { id: number }) => r.id === id);
    assert.equal(stillPublished.status, 'published');

    const withdrawn = await s.admin.post(`/system/notice/withdraw?id=${id}`);
    assert.equal(withdrawn.status, 200, withdrawn.body.msg);
    assert.equal(await s.demo.data<number>('/desk/notice/unread-count'), before - 1, 'it leaves the unread count');
    assert.ok(!(await inBell()), 'it leaves the bell list');
    const listed = (await s.admin.data('/system/notice/page?size=100')).records.find((r: { id: number }) => r.id === id);
    assert.equal(listed.status, 'withdrawn', 'the administrator still sees it, marked withdrawn');
    assert.equal(listed.body, 'line one\nline two');
    assert.equal(await withdrawals(), audited + 1);
    const [record] = await s.server.db
      .select({ row: sql<string>`${auditLog}::text` })
      .from(auditLog)
      .where(eq(auditLog.action, 'withdraw'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    assert.ok(record!.row.includes('To be withdrawn') && record!.row.includes('notice'));

    // Twice is refused in the caller's language, and records nothing more.
    const zh = caller(s.server, s.tokens.admin, 'zh_CN');
    for (const [who, msg] of [
      [s.admin, 'This notice has already been withdrawn'],
      [zh, '该通知已撤回'],
    ] as const) {
      const again = await who.post(`/system/notice/withdraw?id=${id}`);
      assert.equal(again.status, 409);
      assert.equal(again.body.msg, msg);
    }
    assert.equal(await withdrawals(), audited + 1);
    assert.equal((await s.admin.post('/system/notice/withdraw?id=2147483647')).status, 404);
    // A withdrawn notice is not sent again: a failed delivery of it is not queued by a retry.
    const [failed] = await s.server.db
      .insert(noticeDeliveries)
      .values({ publicationId: id, userId: ids.demo, channel: 'mail', address: 'demo@example.test', status: 'failed' })
      .returning();
    const retried = await s.admin.post('/system/notice/deliveries/retry', { ids: [failed!.id] });
    assert.equal(retried.body.data, 0);
    // A withdrawn notice can still be deleted.
    assert.equal((await s.admin.post(`/system/notice/remove?id=${id}`)).status, 200);
  });

  it('drops the deliveries of a notice not yet sent when it is withdrawn, keeping those sent', async () => {
    const pub = await s.admin.post('/system/notice/publish', {
      title: 'Withdrawn before sending',
      body: '',
      audience: audience({ userIds: [ids.demo] }),
      channels: [],
    });
    const id = pub.body.data.id as number;
    // Due in a day, so the worker leaves the pending one alone until the withdrawal.
    const later = new Date(Date.now() + 86_400_000);
    await s.server.db.insert(noticeDeliveries).values([
      { publicationId: id, userId: ids.demo, channel: 'mail', address: 'demo@example.test', nextAttemptAt: later },
      { publicationId: id, userId: ids.other, channel: 'mail', address: 'other@example.test', status: 'sent', sentAt: new Date() },
    ]);
    assert.equal((await s.admin.post(`/system/notice/withdraw?id=${id}`)).status, 200);
    const left = await s.server.db.select().from(noticeDeliveries).where(eq(noticeDeliveries.publicationId, id));
    assert.deepEqual(
      left.map((d) => d.status),
      ['sent'],
    );
    const listed = (await s.admin.data('/system/notice/page?size=100')).records.find((r: { id: number }) => r.id === id);
    assert.deepEqual([listed.status, listed.sent, listed.pending], ['withdrawn', 1, 0]);
  });

  it('refuses a mail host without a port and two different passwords, in both languages, storing nothing', async () => {
    const zh = caller(s.server, s.tokens.admin, 'zh_CN');
    for (const [who, host, msg] of [
      [s.admin, 'smtp.example.test', 'Host format Error'],
      [zh, 'smtp.example.test', '主机格式错误'],
      [s.admin, 'smtp.example.test:99999', 'Host format Error'],
    ] as const) {
      const res = await who.post('/system/message-channel/mail', { ...MAIL, host });
      assert.equal(res.status, 400);
      assert.equal(res.body.msg, msg);
      assert.deepEqual(res.body.data, { field: 'host' }, 'the form shows it on the host');
    }
    for (const [who, msg] of [
      [s.admin, 'The two passwords are inconsistent'],
      [zh, '两次输入的密码不一致'],
    ] as const) {
      const res = await who.post('/system/message-channel/mail', { ...MAIL, host: smtp.host, confirmPassword: 'other' });
      assert.equal(res.status, 400);
      assert.equal(res.body.msg, msg);
      assert.deepEqual(res.body.data, { field: 'confirmPassword' });
    }
    assert.equal((await s.admin.data('/system/message-channel')).mail.host, '');
  });

  it('takes an empty sender (the username is used) but refuses a sender that is not an e-mail address', async () => {
    const before = await s.admin.data('/system/message-channel');
    const refused = await s.admin.post('/system/message-channel/mail', { ...MAIL, host: smtp.host, from: 'portal' });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.data, { field: 'from', reason: 'Not in the expected format' });
    assert.notEqual((await s.admin.data('/system/message-channel')).mail.from, 'portal');
    const empty = await s.admin.post('/system/message-channel/mail', { ...MAIL, host: smtp.host, from: '' });
    assert.equal(empty.status, 200, empty.body.msg);
    await s.admin.post('/system/message-channel/mail', before.mail);
  });

  it('refuses to enable a channel without what it needs, naming the first missing field', async () => {
    const res = await s.admin.post('/system/message-channel/wecom', { ...WECOM, corpId: '', agentSecret: '' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.data, { field: 'corpId' });
    assert.notEqual((await s.admin.data('/system/message-channel')).wecom.enabled, true, 'nothing stored');
  });

  it('refuses a WeCom or DingTalk API address that is not an http(s) URL, storing nothing', async () => {
    const before = await s.admin.data('/system/message-channel');
    for (const [path, body] of [
      ['wecom', WECOM],
      ['dingtalk', DING],
    ] as const) {
      for (const apiBase of ['qyapi.weixin.qq.com', 'ftp://files.example.test', 'javascript:alert(1)', 'http://', 'https://a b.test']) {
        const res = await s.admin.post(`/system/message-channel/${path}`, { ...body, apiBase });
        assert.equal(res.status, 400, `${path} ${apiBase}`);
        assert.match(res.body.msg, /apiBase/);
      }
      const saved = await s.admin.post(`/system/message-channel/${path}`, { ...body, apiBase: 'https://api.example.test:8443/base' });
      assert.equal(saved.status, 200, saved.body.msg);
      assert.equal((await s.admin.post(`/system/message-channel/${path}`, { ...body, apiBase: '' })).status, 200);
    }
    // The test send checks the address as typed too: a 400, never a send that fails with a runtime code.
    const typed = await s.admin.post('/system/message-channel/wecom/test', {
      settings: { ...WECOM, apiBase: 'not a url' },
      to: 'zhangsan',
    });
    assert.equal(typed.status, 400);
    await s.admin.post('/system/message-channel/wecom', before.wecom);
    await s.admin.post('/system/message-channel/dingtalk', before.dingtalk);
  });

  it('reports a send that cannot reach the API in words in the caller language, never as an error code', async () => {
    // An address stored before addresses were checked can no longer be typed: the sender is given one.
    const { describeFailure } = await import('../../../server/services/system/messages/channel-handlers.ts');
    const { sendWecom, SendError } = await import('../../../server/services/system/messages/channel-senders.ts');
    const failure = await sendWecom({ ...WECOM, apiBase: 'qyapi.weixin.qq.com' }, ['zhangsan'], { subject: '', text: 'x' }).then(
      () => assert.fail('sent'),
      (e: unknown) => e,
    );
    assert.ok(failure instanceof SendError);
    assert.equal(
      describeFailure('en_US', 'wecom', failure),
      'WeCom could not be reached: its API address is not a valid http or https URL',
    );
    assert.equal(describeFailure('zh_CN', 'wecom', failure), '无法连接 企业微信：API 地址不是有效的 http 或 https 网址');
    // A port nobody listens on: refused, in words.
    const closed = await import('node:net').then(
      ({ createServer }) =>
        new Promise<number>((resolve) => {
          const srv = createServer().listen(0, '127.0.0.1', () => {
            const port = (srv.address() as { port: number }).port;
            srv.close(() => resolve(port));
          });
        }),
    );
    for (const [who, text] of [
      [s.admin, 'DingTalk could not be reached: the server refused the connection'],
      [caller(s.server, s.tokens.admin, 'zh_CN'), '无法连接 钉钉：服务器拒绝了连接'],
    ] as const) {
      const res = await who.post('/system/message-channel/dingtalk/test', {
        settings: { ...DING, apiBase: `http://127.0.0.1:${closed}` },
        to: 'lisi',
      });
      assert.deepEqual(res.body.data, { success: false, message: text });
      assert.doesNotMatch(res.body.data.message, /ECONNREFUSED|ERR_/);
    }
  });

  it('never answers, logs or audits a secret; the mask keeps the stored one', async () => {
    const saved = await s.admin.post('/system/message-channel/mail', { ...MAIL, host: smtp.host });
    assert.equal(saved.status, 200, saved.body.msg);
    await s.admin.post('/system/message-channel/wecom', { ...WECOM, apiBase: wecom.base });
    await s.admin.post('/system/message-channel/dingtalk', { ...DING, apiBase: ding.base });
    const read = await s.admin.get('/system/message-channel');
    const text = JSON.stringify(read.body);
    for (const secret of ['Smtp-pass1', 'wecom-secret-1', 'ding-secret-1']) assert.ok(!text.includes(secret), `${secret} answered`);
    assert.equal(read.body.data.mail.password, '********');
    assert.equal(read.body.data.wecom.agentSecret, '********');
    // Saving what was read (the masks) keeps the secrets: the test send still logs in.
    await s.admin.post('/system/message-channel/mail', read.body.data.mail);
    const tested = await s.admin.post('/system/message-channel/mail/test', { settings: read.body.data.mail, to: 'ops@example.test' });
    assert.deepEqual(tested.body.data, { success: true, message: 'Test message sent to ops@example.test' });
    await smtp.waitFor((m) => m.to.includes('ops@example.test'));
    const audits = await s.server.db.select({ row: sql<string>`${auditLog}::text` }).from(auditLog);
    for (const secret of ['Smtp-pass1', 'wecom-secret-1', 'ding-secret-1']) {
      assert.ok(!audits.some((a) => a.row.includes(secret)), `${secret} in the audit log`);
    }
  });

  it('shows the API error of a wrong WeCom secret or DingTalk key, and the mail server refusing a login', async () => {
    const wrong = await s.admin.post('/system/message-channel/wecom/test', {
      settings: { ...WECOM, agentSecret: 'wrong', apiBase: wecom.base },
      to: 'zhangsan',
    });
    assert.deepEqual(wrong.body.data, { success: false, message: 'WeCom answered errcode 40001: invalid credential' });
    const zh = caller(s.server, s.tokens.admin, 'zh_CN');
    const wrongZh = await zh.post('/system/message-channel/wecom/test', {
      settings: { ...WECOM, agentSecret: 'wrong', apiBase: wecom.base },
      to: 'zhangsan',
    });
    assert.equal(wrongZh.body.data.message, '企业微信 返回错误码 40001：invalid credential');
    const right = await s.admin.post('/system/message-channel/wecom/test', {
      settings: { ...WECOM, agentSecret: '********', apiBase: wecom.base },
      to: 'zhangsan',
    });
    assert.equal(right.body.data.success, true, right.body.data.message);
    assert.deepEqual(wecom.sent.at(-1)!.to, ['zhangsan']);
    const ding1 = await s.admin.post('/system/message-channel/dingtalk/test', {
      settings: { ...DING, accessSecret: 'bad', apiBase: ding.base },
      to: 'lisi',
    });
    assert.deepEqual(ding1.body.data, { success: false, message: 'DingTalk answered errcode 40089: invalid appkey or appsecret' });
    const ding2 = await s.admin.post('/system/message-channel/dingtalk/test', {
      settings: { ...DING, accessSecret: '********', apiBase: ding.base },
      to: 'lisi',
    });
    assert.equal(ding2.body.data.success, true, ding2.body.data.message);
    const mailBad = await s.admin.post('/system/message-channel/mail/test', {
      settings: { ...MAIL, host: smtp.host, password: 'nope', confirmPassword: 'nope' },
      to: 'ops@example.test',
    });
    assert.equal(mailBad.body.data.success, false);
    assert.match(mailBad.body.data.message, /^The mail server refused: .*535/);
  });

  it('delivers a notice by mail to the SMTP server, and over WeCom and DingTalk with retries, recording failures', async () => {
    wecom.failNextSends = 2; // the first two sends answer errcode -1 (busy): retried with backoff
    const pub = await s.admin.post('/system/notice/publish', {
      title: 'Maintenance tonight',
      body: 'The portal is down from 22:00.',
      audience: audience({ userIds: [ids.other, ids.inChild] }),
      channels: ['mail', 'wecom', 'dingtalk'],
    });
    assert.equal(pub.status, 200, pub.body.msg);
    const mail = await smtp.waitFor((m) => m.to.includes('other@example.test'));
    assert.match(mail.raw, /Subject: Maintenance tonight/);
    assert.match(mail.raw, /The portal is down from 22:00\./);
    const rows = await deliveriesWhen(s, pub.body.data.id, (r) => r.every((d) => d.status === 'sent' || d.status === 'failed'));
    const of = (user: number, channel: string) => rows.find((d) => d.userId === user && d.channel === channel)!;
    assert.equal(of(ids.other, 'mail').status, 'sent');
    assert.equal(of(ids.inChild, 'mail').status, 'failed', 'no e-mail address');
    assert.match(of(ids.inChild, 'mail').lastError, /no e-mail address/);
    const wecomRows = rows.filter((d) => d.channel === 'wecom');
    assert.ok(wecomRows.every((d) => d.status === 'sent'));
    assert.equal(
      wecomRows.reduce((n, d) => n + d.attempts, 0),
      4,
      'two sends refused, each retried once',
    );
    assert.ok(rows.filter((d) => d.channel === 'dingtalk').every((d) => d.status === 'sent'));
    const list = await s.admin.data(`/system/notice/deliveries?publicationId=${pub.body.data.id}`);
    assert.equal(list.records[0].status, 'failed', 'failures first');
    assert.equal(list.records[0].username, 'in-child');
    const summary = (await s.admin.data('/system/notice/page')).records[0];
    assert.deepEqual([summary.sent, summary.failed, summary.pending], [5, 1, 0]);
  });

  it('gives up after five attempts on a lasting error, and a retry queues the delivery again', async () => {
    wecom.failNextSends = 100;
    const pub = await s.admin.post('/system/notice/publish', {
      title: 'Busy',
      body: '',
      audience: audience({ userIds: [ids.other] }),
      channels: ['wecom'],
    });
    const [row] = await deliveriesWhen(s, pub.body.data.id, (r) => r[0]?.status === 'failed');
    assert.equal(row!.attempts, 5);
    assert.equal(row!.lastError, 'errcode -1: system busy');
    wecom.failNextSends = 0;
    assert.equal((await s.admin.post('/system/notice/deliveries/retry', { ids: [row!.id] })).body.data, 1);
    const [again] = await deliveriesWhen(s, pub.body.data.id, (r) => r[0]?.status === 'sent');
    assert.equal(again!.attempts, 1);
  });

  it('refuses a channel that is not enabled', async () => {
    await s.admin.post('/system/message-channel/dingtalk', { ...DING, enabled: false, accessSecret: '********', apiBase: ding.base });
    const res = await s.admin.post('/system/notice/publish', {
      title: 'x',
      body: '',
      audience: audience({ all: true }),
      channels: ['dingtalk'],
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.msg, 'The DingTalk channel is not enabled');
  });
});
