// The watermark saved from its page (menu `watermark`, openapi/system/watermark.yaml): its
// permission code, contract limits (nothing stored when refused), and what every user then reads,
// their department filled in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { departments, users } from '../../../server/db/schema.ts';
import { getSetting } from '../../../server/settings/settings-store.ts';
import { signedInSuite } from '../menus-helpers.ts';

const WATERMARK = {
  enabled: true,
  content: { department: true, ip: false, time: true, custom: 'Internal' },
  fontSize: 18,
  font: 'simhei',
  color: 'rgba(0, 0, 0, 0.2)',
  margin: 100,
  rotate: -20,
  exportType: 'screen',
  applyRange: { scope: 'selected', appCodes: ['props-demo'] },
};

describe('watermark settings', () => {
  const s = signedInSuite();

  it('saves the watermark and fills in the user department', async () => {
    assert.equal((await s.demo.post('/system/watermark/cfg/submit', WATERMARK)).status, 403);
    const res = await s.admin.post('/system/watermark/cfg/submit', WATERMARK);
    assert.equal(res.status, 200, res.body.msg);
    const [dept] = await s.server.db.insert(departments).values({ name: 'Finance' }).returning();
    await s.server.db.update(users).set({ deptId: dept!.id }).where(eq(users.username, 'demo'));
    const cfg = await s.demo.data('/system/watermark/cfg');
    assert.equal(cfg.enabled, true);
    assert.equal(cfg.departmentName, 'Finance');
    assert.deepEqual(cfg.applyRange, { scope: 'selected', appCodes: ['props-demo'] });
    const bad = await s.admin.post('/system/watermark/cfg/submit', { ...WATERMARK, fontSize: 500, enabled: false });
    assert.equal(bad.status, 400);
    assert.equal((await getSetting(s.server.db, 'watermark')).enabled, true, 'a refused write changes nothing');
  });
});
