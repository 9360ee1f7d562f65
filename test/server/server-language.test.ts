// Which language the server answers in: the portal's exact values and browser-style lists.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { langOf, t } from '../../server/i18n/messages.ts';

describe('server message language', () => {
  it('follows the preferred tag of Accept-Language, defaulting to Chinese', () => {
    const cases: Array<[string | undefined, string]> = [
      ['en_US', 'en_US'],
      ['zh_CN', 'zh_CN'],
      ['en-US', 'en_US'],
      ['en', 'en_US'],
      ['EN-gb;q=0.9', 'en_US'],
      ['zh-CN,zh;q=0.9,en;q=0.8', 'zh_CN'],
      ['en-US,en;q=0.9,zh-CN;q=0.8', 'en_US'],
      [undefined, 'zh_CN'],
      ['', 'zh_CN'],
      ['fr-FR', 'zh_CN'],
    ];
    for (const [header, lang] of cases) assert.equal(langOf(header), lang, String(header));
  });

  it('has every message in both languages', () => {
    const params = { left: 2, minutes: 3, detail: 'x', classes: 'y', reminder: 1, lifetime: 2 };
    for (const key of [
      'badCredentials',
      'locked',
      'ipLimited',
      'captchaRequired',
      'captchaWrong',
      'reminderTooLong',
      'forbidden',
      'ldapOff',
    ] as const) {
      const en = t('en_US', key, params);
      const zh = t('zh_CN', key, params);
      assert.ok(en && zh && en !== zh, key);
      assert.match(zh, /[\u4e00-\u9fff]/, `${key} is Chinese`);
    }
  });
});
