// The readiness probe a load balancer polls without a token: ready once migrated and listening
// for the other processes' cache invalidations; not ready (503) without the listener or while
// shutting down.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from './harness.ts';
import { setListening } from '../../server/cache/topic-cache.ts';

describe('readiness probe', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server.close();
  });

  const probe = async () => {
    const res = await server.inject({ method: 'GET', url: '/arcana-system/monitor/ready' });
    return { status: res.statusCode, body: res.json<{ code: number; data: Record<string, boolean> }>() };
  };

  it('answers ready without a token once the database is migrated and the listener connected', async () => {
    const { status, body } = await probe();
    assert.equal(status, 200);
    assert.deepEqual(body.data, { ready: true, migrated: true, listening: true, closing: false });
  });

  it('answers 503 while the invalidation listener is lost, and ready again once it is back', async () => {
    setListening(server.db, false);
    try {
      const lost = await probe();
      assert.equal(lost.status, 503);
      assert.equal(lost.body.code, 503);
      assert.equal(lost.body.data.listening, false);
    } finally {
      setListening(server.db, true);
    }
    assert.equal((await probe()).status, 200);
  });
});
