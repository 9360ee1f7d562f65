// Personalisation saved from its page (menu `personalization`, openapi/system/personalization.yaml):
// its permission code, contract limits (nothing stored when refused), its audit row, and what
// every user then reads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema.ts';
import { getSetting } from '../../../server/settings/settings-store.ts';
import { signedInSuite } from '../menus-helpers.ts';

describe('personalisation settings', () => {
  const s = signedInSuite();

  it('saves the platform title, colour, slogan and support contacts for everyone', async () => {
    assert.equal((await s.demo.post('/system/private/show/cfg/submit', { title: 'Acme', style: '#0F6CBD' })).status, 403);
    const saved = await s.admin.post('/system/private/show/cfg/submit', {
      title: 'Acme Portal',
      i18nName: { en_US: 'Acme Portal', zh_CN: '艾克米门户' },
      style: '#0F6CBD',
      loginPageSlogan: 'Work, together',
      supportPhone: '+86 400-800-1234',
      supportEmail: 'help@acme.example',
      defaultTheme: 'dark',
    });
    assert.equal(saved.status, 200, saved.body.msg);
    const cfg = (await s.server.inject({ method: 'GET', url: '/arcana-system/system/private/show/cfg/get' })).json().data;
    assert.equal(cfg.title, 'Acme Portal');
    assert.equal(cfg.style, '#0F6CBD');
    assert.equal(cfg.supportEmail, 'help@acme.example');
    assert.equal(cfg.defaultTheme, 'dark');
    assert.deepEqual(cfg.organization.i18nNames, { en_US: 'Acme Portal', zh_CN: '艾克米门户' });
    const [row] = await s.server.db.select().from(auditLog).where(eq(auditLog.module, 'personalization'));
    assert.equal((row!.after as any).title, 'Acme Portal');
  });

  it('refuses a title over 40 characters, a bad colour and a logo on another scheme, storing nothing', async () => {
    const before = await getSetting(s.server.db, 'platform');
    for (const bad of [
      { title: 'x'.repeat(41), style: '#705ADA' },
      { title: 'Ok', style: 'red' },
      { title: 'Ok', style: '#705ADA', loginPageLogo: 'javascript:alert(1)' },
      { title: 'Ok', style: '#705ADA', indexPageLogo: '//evil.example/logo.png' },
      { title: '   ', style: '#705ADA' },
      { title: 'Ok', style: '#705ADA', defaultTheme: 'sepia' },
    ]) {
      const res = await s.admin.post('/system/private/show/cfg/submit', bad);
      assert.equal(res.status, 400, JSON.stringify(bad));
    }
    assert.deepEqual(await getSetting(s.server.db, 'platform'), before);
  });
});
