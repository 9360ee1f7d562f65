// The catalogs (spec section 1: zh_CN and en_US): every message has a Chinese text, and each
// translation keeps the placeholders of its source, so no "{label}" is lost or misspelt.
// (`lingui compile --strict` in `npm test` catches missing entries; this also catches broken ones.)
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

interface Entry {
  id: string;
  str: string;
}

function parsePo(file: string): Entry[] {
  const text = readFileSync(file, 'utf8');
  const out: Entry[] = [];
  const re = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (chunk: string) =>
    chunk
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const m of text.matchAll(re)) {
    const id = join(m[1]!);
    if (id) out.push({ id, str: join(m[2]!) });
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  // Both catalogs: the shell's and the system-manage pages' (lingui.config.ts).
  const zh = [...parsePo('locales/zh_CN/messages.po'), ...parsePo('locales/zh_CN/admin.po')];

  it('has a Chinese text for every message', () => {
    assert.ok(zh.length > 50, 'the catalog was read');
    const missing = zh.filter((e) => !e.str.trim()).map((e) => e.id);
    assert.deepEqual(missing, []);
  });

  it('keeps every placeholder of the source in the Chinese text', () => {
    const broken = zh
      .filter((e) => e.str && JSON.stringify(placeholders(e.id)) !== JSON.stringify(placeholders(e.str)))
      .map((e) => `${e.id} -> ${e.str}`);
    assert.deepEqual(broken, []);
  });

  it('has the Chinese generic form messages of spec section 5', () => {
    const byId = new Map(zh.map((e) => [e.id, e.str]));
    assert.equal(byId.get('Please enter {label}'), '请输入{label}');
    assert.equal(byId.get('{label} must be between {min} and {max} characters'), '{label}长度须在{min}到{max}个字符之间');
  });
});
