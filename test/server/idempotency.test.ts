// Idempotency keys (server/http/idempotency.ts): a write retried with the same key is applied
// once and answered again (Idempotency-Replayed: true); the same key with another body answers
// 422; keys are per user; a key older than 24 hours counts as new and is deleted by the periodic
// job; two concurrent requests with one key never both write. Counted in the departments table.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { departments, idempotencyKeys } from '../../server/db/schema.ts';
import { startIdempotencyRetention } from '../../server/http/idempotency.ts';
import { ADMIN_PASSWORD, bearer, login, type TestServer } from './harness.ts';
import { signedInSuite } from './menus-helpers.ts';
import { ALL_USER_CODES, roleWithCodes, signedInUser } from './system/users-helpers.ts';

const ADD = '/arcana-system/system/dept/add';

describe('idempotency keys', () => {
  const s = signedInSuite();
  let otherToken: string;

  before(async () => {
    otherToken = (await signedInUser(s.server, 'other', [await roleWithCodes(s.server, 'Org admins', ALL_USER_CODES)])).token;
  });

  async function add(token: string, name: string, key?: string, lang = 'en-US') {
    const res = await s.server.inject({
      method: 'POST',
      url: ADD,
      headers: {
        ...bearer(token),
        'content-type': 'application/json',
        'accept-language': lang,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: JSON.stringify({ name, parentId: null, type: 'company', sort: 1 }),
    });
    return {
      status: res.statusCode,
      replayed: res.headers['idempotency-replayed'],
      body: res.json<{ code: number; msg: string; data: any }>(),
    };
  }
  const named = async (server: TestServer, name: string) =>
    (await server.db.select({ n: count() }).from(departments).where(eq(departments.name, name)))[0]!.n;

  it('answers a repeated key with the first answer, without writing again', async () => {
    const key = randomUUID();
    const first = await add(s.tokens.admin, 'Replayed Co', key);
    assert.equal(first.status, 200, first.body.msg);
    assert.equal(first.replayed, undefined);
    const again = await add(s.tokens.admin, 'Replayed Co', key);
    assert.equal(again.status, 200);
    assert.equal(again.replayed, 'true');
    assert.deepEqual(again.body, first.body, 'the same department (same id) as the first answer');
    assert.equal(await named(s.server, 'Replayed Co'), 1);
    // Without a key, each request is a write of its own.
    await add(s.tokens.admin, 'Unkeyed Co');
    await add(s.tokens.admin, 'Unkeyed Co');
    assert.equal(await named(s.server, 'Unkeyed Co'), 2);
  });

  it('refuses the same key with another body (422, in the caller language), writing nothing', async () => {
    const key = randomUUID();
    assert.equal((await add(s.tokens.admin, 'First body', key)).status, 200);
    const other = await add(s.tokens.admin, 'Second body', key, 'zh-CN');
    assert.equal(other.status, 422);
    assert.equal(other.body.code, 422);
    assert.match(other.body.msg, /Idempotency-Key 已用于另一个请求/);
    assert.equal(await named(s.server, 'Second body'), 0);
  });

  it('keeps keys per user: another user with the same key writes, and gets no one else answer', async () => {
    const key = randomUUID();
    const mine = await add(s.tokens.admin, 'Per user Co', key);
    const theirs = await add(otherToken, 'Per user Co', key);
    assert.equal(theirs.status, 200, theirs.body.msg);
    assert.equal(theirs.replayed, undefined);
    assert.notEqual(theirs.body.data.id, mine.body.data.id);
    assert.equal(await named(s.server, 'Per user Co'), 2);
  });

  it('forgets a key after 24 hours: the write is applied again, and the periodic job deletes the old row', async () => {
    const key = randomUUID();
    assert.equal((await add(s.tokens.admin, 'Expiring Co', key)).status, 200);
    await s.server.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await add(s.tokens.admin, 'Expiring Co', key);
    assert.equal(later.status, 200);
    assert.equal(later.replayed, undefined, 'not a replay of the expired answer');
    assert.equal(await named(s.server, 'Expiring Co'), 2);

    const stale = randomUUID();
    assert.equal((await add(s.tokens.admin, 'Stale Co', stale)).status, 200);
    await s.server.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, stale));
    const job = startIdempotencyRetention(s.server.db, s.server.app.log);
    await job.stop();
    const left = await s.server.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, stale));
    assert.deepEqual(left, []);
    const kept = await s.server.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    assert.equal(kept.length, 1, 'a live key stays');
  });

  it('lets only one of two concurrent requests with the same key write', async () => {
    for (let round = 0; round < 3; round++) {
      const key = randomUUID();
      const name = `Concurrent Co ${round}`;
      const answers = await Promise.all([add(s.tokens.admin, name, key), add(s.tokens.admin, name, key)]);
      assert.equal(await named(s.server, name), 1, 'written once');
      const fresh = answers.filter((a) => a.status === 200 && a.replayed === undefined);
      assert.equal(fresh.length, 1, `one did the write: ${JSON.stringify(answers.map((a) => [a.status, a.replayed]))}`);
      for (const a of answers.filter((x) => x !== fresh[0])) {
        assert.ok((a.status === 200 && a.replayed === 'true') || a.status === 409, `the other waited or got 409, not ${a.status}`);
      }
    }
  });

  it('refuses a malformed key (400) and ignores keys on operations without a token', async () => {
    assert.equal((await add(s.tokens.admin, 'Bad key Co', 'has space')).status, 400);
    assert.equal((await add(s.tokens.admin, 'Bad key Co', 'x'.repeat(256))).status, 400);
    assert.equal(await named(s.server, 'Bad key Co'), 0);
    // Login answers carry tokens, which are not stored: each login is a login of its own.
    const key = randomUUID();
    const a = await login(s.server, 'admin', ADMIN_PASSWORD, {}, { 'idempotency-key': key });
    const b = await login(s.server, 'admin', ADMIN_PASSWORD, {}, { 'idempotency-key': key });
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    assert.notEqual(a.body.data!.access_token, b.body.data!.access_token);
  });
});
