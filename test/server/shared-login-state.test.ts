// Login state shared by every server process on one database: two servers built on the same
// database stand for two processes behind a load balancer (the e2e scale-out suite repeats
// this with real processes on PostgreSQL).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { peekCaptcha } from '../../server/auth/captcha.ts';
import { CLIENT_BASIC, startTestServer, type TestServer } from './harness.ts';
import { addUser, attempt, setPolicy, type Envelope } from './auth-fixtures.ts';

describe('login state shared between server processes', () => {
  let one: TestServer;
  let other: FastifyInstance;
  // `attempt` drives a TestServer; this one sends through the second server instead.
  let two: TestServer;
  before(async () => {
    one = await startTestServer();
    other = await buildApp({ config: one.config, db: one.db, logger: false });
    await other.ready();
    two = { ...one, app: other, inject: (opts) => other.inject(opts) };
    await addUser(one, 'sam', 'Right-pass1');
  });
  after(async () => {
    await other.close();
    await one.close();
  });

  it('accepts through one server a captcha issued by the other, once', async () => {
    await setPolicy(one, { useCaptcha: true });
    const issued = await one.inject({ method: 'GET', url: '/arcana-auth/oauth/captcha' });
    const { key } = issued.json<Envelope>().data as { key: string };
    const code = (await peekCaptcha(one.db, key))!;
    const login = await attempt(two, 'sam', 'Right-pass1', { extra: { captcha_key: key, captcha_code: code } });
    assert.equal(login.status, 200);
    const replay = await attempt(one, 'sam', 'Right-pass1', { extra: { captcha_key: key, captcha_code: code } });
    assert.deepEqual(replay.body.data, { captcha: 'wrong' });
    await setPolicy(one, { useCaptcha: false });
  });

  it('counts failures of an unknown username across servers and locks it like a real account', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await attempt(i % 2 ? two : one, 'nobody-here', 'wrong', { ip: `10.9.0.${i}` }));
    assert.deepEqual(
      answers.slice(0, 4).map((a) => a.body.data),
      [{ remaining: 4 }, { remaining: 3 }, { remaining: 2 }, { remaining: 1 }],
    );
    assert.equal(answers[4]!.status, 423);
    // Still locked through either server, and the lock is not counted as a new failure.
    const later = await attempt(two, 'NOBODY-HERE', 'wrong', { ip: '10.9.1.1' });
    assert.equal(later.status, 423);
    assert.deepEqual(later.body.data, answers[4]!.body.data);
  });

  it('answers 402 on one server for an access token replaced through the other', async () => {
    const signedIn = await attempt(one, 'sam', 'Right-pass1', { ip: '10.9.2.1' });
    const first = signedIn.body.data as { access_token: string; refresh_token: string };
    const refreshed = await one.inject({
      method: 'POST',
      url: '/arcana-auth/oauth/token',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: first.refresh_token }).toString(),
    });
    assert.equal(refreshed.statusCode, 200);
    const stale = await two.inject({
      method: 'GET',
      url: '/arcana-system/system/user/current',
      headers: { 'arcana-auth': `bearer ${first.access_token}` },
    });
    assert.equal(stale.statusCode, 401);
    assert.equal(stale.json<Envelope>().code, 402);
  });
});
