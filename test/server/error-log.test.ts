// A failed query is logged by its cause (SQLSTATE, constraint, table), never by its text or
// parameters: those can hold personal data such as the value that broke a constraint.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness.ts';
import { users } from '../../server/db/schema.ts';
import { serializeError } from '../../server/auth/log-redaction.ts';

describe('database errors in the log', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server.close();
  });

  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (err) {
      return err;
    }
    assert.fail('the query should have failed');
  }

  it('keeps the values of a failed query and of a constraint violation out of the serialized error', async () => {
    const bad = await failure(() => server.db.execute(sql`select ${'private-value-1'}::int`));
    const duplicate = await failure(() =>
      server.db.insert(users).values({ username: 'admin', email: 'private-value-2@example.com', passwordHash: 'x' }),
    );
    for (const [err, secret, code] of [
      [bad, 'private-value-1', '22P02'],
      [duplicate, 'private-value-2', '23505'],
    ] as const) {
      const text = JSON.stringify(err, Object.getOwnPropertyNames(err as object));
      assert.ok(text.includes(secret), 'the raw error does carry the value (else this test proves nothing)');
      const logged = JSON.stringify(serializeError(err));
      assert.ok(!logged.includes(secret), logged);
      assert.ok(!logged.includes('admin'), logged);
      assert.match(logged, new RegExp(`"code":"${code}"`));
    }
  });

  it('keeps an ordinary error whole', () => {
    const logged = serializeError(new TypeError('x is not a function'));
    assert.equal(logged.message, 'x is not a function');
    assert.equal(logged.type, 'TypeError');
  });
});
