// The first-start data as a new administrator meets it: the seeded administrator's real name is in
// the instance's default language (Chinese unless the platform setting says English), so a
// Chinese instance does not greet its administrator in English.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/open-database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { users } from '../../server/db/schema.ts';
import { getSetting, putSetting } from '../../server/settings/settings-store.ts';
import { TEST_KEY_SOURCE } from '../support/secret-keys.ts';

async function seededAdminName(defaultLang?: 'zh_CN' | 'en_US'): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcana-seed-'));
  const opened = await openDatabase({ dataDir, log: () => {}, secretKeys: TEST_KEY_SOURCE });
  try {
    if (defaultLang) await putSetting(opened.db, 'platform', { ...(await getSetting(opened.db, 'platform')), defaultLang });
    await seedIfEmpty(opened.db, { adminPassword: 'Initial-pass1' });
    const [admin] = await opened.db.select({ realName: users.realName }).from(users).where(eq(users.username, 'admin'));
    return admin!.realName;
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('seeded administrator', () => {
  it('is named in Chinese on an instance of the default language', async () => {
    assert.equal(await seededAdminName(), '系统管理员');
  });

  it('is named in English when the instance defaults to English', async () => {
    assert.equal(await seededAdminName('en_US'), 'Administrator');
  });
});
