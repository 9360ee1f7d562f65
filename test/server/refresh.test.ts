// Session lifetime, refresh-token rotation with reuse detection, and logout, as a client sees them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { sessions, usedRefreshTokens } from '../../server/db/schema.ts';
import { REFRESH_REUSE_GRACE_MS, startSession } from '../../server/auth/sessions.ts';
import { invalidate } from '../../server/cache/invalidate.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { addUser, attempt, call, grant, setPolicy } from './auth-fixtures.ts';

const PASSWORD = 'Right-pass1';
const DAY = 86_400_000;

describe('sessions: remember me, refresh rotation, logout', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await addUser(server, 'rita', PASSWORD);
  });
  after(async () => {
    await server.close();
  });

  const signIn = async (extra: Record<string, string> = {}) => {
    const { status, body } = await attempt(server, 'rita', PASSWORD, { extra });
    assert.equal(status, 200);
    return body.data as { access_token: string; refresh_token: string; expire_time: number; expires_in: number };
  };
  const current = (token: string) => call(server, 'GET', '/system/user/current', token);
  const refresh = (refreshToken: string) => grant(server, { grant_type: 'refresh_token', refresh_token: refreshToken });
  /** Makes the session's access token expired, as time would. */
  const expireAccessToken = async (refreshToken: string) => {
    await server.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.refreshHash, await sha(refreshToken)));
    await invalidate(server.db, 'sessions'); // the write bypassed the server
  };

  it('keeps a remember-me session for 7 days and others for the policy login timeout', async () => {
    const before = Date.now();
    const remembered = await signIn({ remember_me: 'true' });
    assert.ok(Math.abs(remembered.expire_time - (before + 7 * DAY)) < 60_000, `${remembered.expire_time - before}`);

    const plain = await signIn();
    assert.ok(Math.abs(plain.expire_time - (before + 120 * 60_000)) < 60_000, 'default login timeout 120 minutes');
    assert.ok(plain.expires_in > 0 && plain.expires_in <= 120 * 60);

    await setPolicy(server, { loginTimeoutMinutes: 15 });
    const short = await signIn({ remember_me: 'false' });
    assert.ok(Math.abs(short.expire_time - (Date.now() + 15 * 60_000)) < 60_000);
    assert.ok(short.expires_in <= 15 * 60, 'the access token never outlives the session');
    await setPolicy(server, {});
  });

  it('ends a session at its expiry time', async () => {
    const s = await signIn();
    assert.equal((await current(s.access_token)).status, 200);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.refreshHash, await sha(s.refresh_token)));
    await invalidate(server.db, 'sessions'); // the write bypassed the server
    const gone = await current(s.access_token);
    assert.equal(gone.status, 401);
    assert.equal(gone.body.code, 401);
    const noRefresh = await refresh(s.refresh_token);
    assert.equal(noRefresh.status, 401);
    assert.equal(noRefresh.body.code, 403);
    assert.equal(noRefresh.body.msg, 'Sorry, your identity information has expired. Please log in again');
  });

  it('answers an expired access token with 402 and refreshes it with a new pair and the same expiry', async () => {
    const s = await signIn({ remember_me: 'true' });
    await expireAccessToken(s.refresh_token);
    const stale = await current(s.access_token);
    assert.equal(stale.status, 401);
    assert.equal(stale.body.code, 402);

    const next = await refresh(s.refresh_token);
    assert.equal(next.status, 200);
    assert.equal(next.body.code, 200);
    assert.notEqual(next.body.data.access_token, s.access_token);
    assert.notEqual(next.body.data.refresh_token, s.refresh_token);
    assert.equal(next.body.data.expire_time, s.expire_time);
    assert.equal((await current(next.body.data.access_token)).status, 200);
  });

  it('takes each refresh token once; replaying a used one revokes the whole session', async () => {
    const s = await signIn();
    const first = await refresh(s.refresh_token);
    assert.equal(first.status, 200);
    const { access_token: access2, refresh_token: refresh2 } = first.body.data;
    assert.equal((await current(access2)).status, 200);
    // The previous access token was replaced by the rotation: it answers "refresh" (402), so a
    // second tab or a request in flight during the refresh does not end the session.
    const superseded = await current(s.access_token);
    assert.equal(superseded.status, 401);
    assert.equal(superseded.body.code, 402);

    // Presented again just after its rotation (another tab whose storage lags): "re-read", the
    // session lives on.
    const again = await refresh(s.refresh_token);
    assert.equal(again.status, 401);
    assert.equal(again.body.code, 402);
    assert.equal((await current(access2)).status, 200);

    // Presented again after the grace: a leak, the session is revoked.
    await server.db
      .update(usedRefreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(usedRefreshTokens.refreshHash, await sha(s.refresh_token)));
    const replay = await refresh(s.refresh_token);
    assert.equal(replay.status, 401);
    assert.equal(replay.body.code, 403);

    // The thief's replay ended the session for whoever held the current pair too.
    const afterReplay = await current(access2);
    assert.equal(afterReplay.status, 401);
    assert.equal(afterReplay.body.code, 401);
    assert.equal((await current(s.access_token)).body.code, 401, 'a superseded token of a revoked session');
    const refreshAfter = await refresh(refresh2);
    assert.equal(refreshAfter.status, 401);
    assert.equal(refreshAfter.body.code, 403);

    // Other sessions of the same user are untouched.
    const other = await signIn();
    assert.equal((await current(other.access_token)).status, 200);
  });

  it('gives several simultaneous refreshes with the same token one pair between them, and never fails with 5xx', async () => {
    const s = await signIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(s.refresh_token)));
    const won = answers.filter((a) => a.status === 200);
    assert.ok(won.length >= 1);
    // One rotation: whoever was answered holds the same pair (two tabs end up with one session).
    assert.equal(new Set(won.map((a) => a.body.data.refresh_token)).size, 1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      assert.equal(a.status, 401);
      assert.ok([402, 403].includes(a.body.code), `code ${a.body.code}`);
    }
    // The losers of the race did not revoke the winner's session.
    assert.equal((await current(won[0]!.body.data.access_token)).status, 200);
  });

  it('gives a spent refresh token the pair it was exchanged for while nobody has used that pair (its answer was lost)', async () => {
    const s = await signIn();
    const lost = await refresh(s.refresh_token);
    assert.equal(lost.status, 200);
    // The client never saw `lost` (the page reloaded): it asks again with the token it still holds.
    const again = await refresh(s.refresh_token);
    assert.equal(again.status, 200);
    assert.equal(again.body.data.access_token, lost.body.data.access_token);
    assert.equal(again.body.data.refresh_token, lost.body.data.refresh_token);
    assert.equal((await current(again.body.data.access_token)).status, 200);
    // Once the pair has been used, the spent token fetches nothing more: "re-read" (401/402).
    const late = await refresh(s.refresh_token);
    assert.equal(late.status, 401);
    assert.equal(late.body.code, 402);
    // And the pair's own refresh token rotates as usual.
    assert.equal((await refresh(again.body.data.refresh_token)).status, 200);
    // Nothing of the pair is stored readable: only digests and the sealed copy.
    const rows = await server.db.select().from(sessions);
    const stored = JSON.stringify(rows);
    assert.ok(!stored.includes(lost.body.data.access_token) && !stored.includes(lost.body.data.refresh_token));
  });

  it('answers 402 for an access token replaced after it expired, as long as its session lives', async () => {
    // Two tabs meet the expired token; one refreshes, the other's call reaches the server after
    // the rotation with the old token: it must refresh (402), not end the session (401).
    const s = await signIn();
    await expireAccessToken(s.refresh_token);
    const next = await refresh(s.refresh_token);
    assert.equal(next.status, 200);
    const late = await current(s.access_token);
    assert.equal(late.status, 401);
    assert.equal(late.body.code, 402);
    const out = await server.inject({
      method: 'GET',
      url: `/arcana-auth/oauth/logout?refresh_token=${encodeURIComponent(next.body.data.refresh_token)}`,
    });
    assert.equal(out.statusCode, 200);
    assert.equal((await current(s.access_token)).body.code, 401, 'the session ended: 401/401');
  });

  it('answers an unknown refresh token with 401 and body code 403, in both languages', async () => {
    const en = await refresh('never-issued');
    assert.equal(en.status, 401);
    assert.equal(en.body.code, 403);
    const zh = await grant(server, { grant_type: 'refresh_token', refresh_token: 'never-issued' }, 'zh_CN');
    assert.equal(zh.body.msg, '抱歉，您的身份信息已过期，请重新登录');
  });

  it('logs out: the string "true", then the access token answers 401/401 and the refresh token 401/403', async () => {
    const s = await signIn();
    const out = await server.inject({
      method: 'GET',
      url: `/arcana-auth/oauth/logout?refresh_token=${encodeURIComponent(s.refresh_token)}`,
    });
    assert.equal(out.statusCode, 200);
    assert.equal(out.json().code, 200);
    assert.equal(out.json().data, 'true');
    const access = await current(s.access_token);
    assert.equal(access.status, 401);
    assert.equal(access.body.code, 401);
    const again = await refresh(s.refresh_token);
    assert.equal(again.status, 401);
    assert.equal(again.body.code, 403);
    const twice = await server.inject({
      method: 'GET',
      url: `/arcana-auth/oauth/logout?refresh_token=${encodeURIComponent(s.refresh_token)}`,
    });
    assert.equal(twice.json().data, 'false');
    const missing = await server.inject({ method: 'GET', url: '/arcana-auth/oauth/logout' });
    assert.equal(missing.statusCode, 400);
  });

  it('drops sessions that ended more than a day ago', async () => {
    const s = await signIn();
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(sessions.refreshHash, await sha(s.refresh_token)));
    await invalidate(server.db, 'sessions'); // the write bypassed the server
    const [row] = await server.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.refreshHash, await sha(s.refresh_token)));
    const userId = row!.userId;
    for (let i = 0; i < 100; i++)
      await startSession(server.db, userId, false, { accessTokenTtl: 60, loginTimeoutMinutes: 10, rememberMeDays: 7 });
    assert.equal(
      (
        await server.db
          .select()
          .from(sessions)
          .where(eq(sessions.refreshHash, await sha(s.refresh_token)))
      ).length,
      0,
    );
    const live = await server.db.select().from(sessions).where(eq(sessions.userId, userId));
    assert.ok(live.length >= 100, 'live sessions stay');
  });
});

async function sha(token: string) {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(token).digest('hex');
}
