// Behind nginx every request comes from 127.0.0.1: the client's address is in X-Forwarded-For,
// believed only from the proxies TRUST_PROXY names, so a client cannot pick its own address
// past the per-IP login limit when the server is reached directly.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ipFailures } from '../../server/db/schema.ts';
import { parseTrustProxy } from '../../server/config.ts';
import { CLIENT_BASIC, startTestServer, type TestServer } from './harness.ts';

async function failFrom(server: TestServer, remoteAddress: string, forwardedFor: string) {
  const res = await server.inject({
    method: 'POST',
    url: '/arcana-auth/oauth/token',
    remoteAddress,
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    payload: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'wrong' }).toString(),
  });
  assert.equal(res.statusCode, 400);
}

const countedFor = async (server: TestServer, ip: string) =>
  (await server.db.select().from(ipFailures).where(eq(ipFailures.ip, ip)))[0]?.count ?? 0;

describe('client address behind a proxy', () => {
  const servers: TestServer[] = [];
  after(async () => {
    for (const s of servers) await s.close();
  });

  it('counts a login failure against the forwarded address when the proxy is trusted (TRUST_PROXY=loopback)', async () => {
    const server = await startTestServer({ TRUST_PROXY: 'loopback' });
    servers.push(server);
    await failFrom(server, '127.0.0.1', '203.0.113.7');
    assert.equal(await countedFor(server, '203.0.113.7'), 1);
    assert.equal(await countedFor(server, '127.0.0.1'), 0);
    // A client that is not the proxy cannot choose its address.
    await failFrom(server, '198.51.100.2', '203.0.113.99');
    assert.equal(await countedFor(server, '198.51.100.2'), 1);
    assert.equal(await countedFor(server, '203.0.113.99'), 0);
  });

  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    const server = await startTestServer();
    servers.push(server);
    await failFrom(server, '127.0.0.1', '203.0.113.8');
    assert.equal(await countedFor(server, '127.0.0.1'), 1);
    assert.equal(await countedFor(server, '203.0.113.8'), 0);
  });

  it('reads TRUST_PROXY as off, on, a hop count or proxy addresses', () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('true'), true);
    assert.equal(parseTrustProxy('loopback, 10.0.0.0/8'), 'loopback, 10.0.0.0/8');
    const hops = parseTrustProxy('1');
    assert.equal(typeof hops, 'function');
    assert.equal((hops as (a: string, i: number) => boolean)('127.0.0.1', 0), true);
    assert.equal((hops as (a: string, i: number) => boolean)('127.0.0.1', 1), false);
  });
});
