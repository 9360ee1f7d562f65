// Constraint violations from the real database become 4xx envelopes, never 500.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { constraintError } from '../../../server/db/errors.ts';
import { departments, roles, users } from '../../../server/db/schema.ts';
import { signedInSuite } from '../menus-helpers.ts';
import { eq } from 'drizzle-orm';

async function violation(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    return constraintError(err);
  }
  assert.fail('expected a constraint violation');
}

describe('database constraint violations', () => {
  const s = signedInSuite();

  it('a duplicate is a 400 naming the column', async () => {
    await s.server.db.insert(roles).values({ name: 'Auditors' });
    const err = await violation(() => s.server.db.insert(roles).values({ name: 'AUDITORS' }));
    assert.equal(err?.status, 400);
    assert.equal(err?.key, 'duplicate');
    assert.equal(err?.params.field, 'name');
  });

  it('deleting a referenced row is a 409; referring to nothing is a 400', async () => {
    const [dept] = await s.server.db.insert(departments).values({ name: 'Ops' }).returning();
    await s.server.db.update(users).set({ deptId: dept!.id }).where(eq(users.username, 'demo'));
    const referenced = await violation(() => s.server.db.delete(departments).where(eq(departments.id, dept!.id)));
    assert.equal(referenced?.status, 409);
    const dangling = await violation(() => s.server.db.update(users).set({ deptId: 999_999 }).where(eq(users.username, 'demo')));
    assert.equal(dangling?.status, 400);
    assert.equal(dangling?.key, 'invalidReference');
  });
});
