// Every operation of the bundled contract says what it does in both interface languages: the
// role authority page's interface tab shows the summary in the user's language
// (server/auth/operation-catalog.ts), so an operation without its Chinese summary would show
// English in the Chinese interface.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readContract } from '../../server/http/contract-files.ts';
import { apiAreas } from '../../server/auth/operation-catalog.ts';

type Op = { operationId?: string; summary?: string; 'x-summary-zh_CN'?: string };
const HAN = /[\u4e00-\u9fff]/;

function operations(file: string): Op[] {
  const doc = readContract(file) as { paths: Record<string, Record<string, Op>> };
  return Object.values(doc.paths).flatMap((item) => ['get', 'post', 'put', 'delete', 'patch'].flatMap((m) => (item[m] ? [item[m]] : [])));
}

describe('operation summaries', () => {
  it('every operation of both contracts has an English and a Chinese summary', () => {
    const ops = [...operations('arcana-system.yaml'), ...operations('arcana-auth.yaml')];
    assert.ok(ops.length > 100, `read ${ops.length} operations`);
    const missing = ops.filter((o) => !o.summary?.trim() || HAN.test(o.summary) || !HAN.test(o['x-summary-zh_CN'] ?? ''));
    assert.deepEqual(
      missing.map((o) => o.operationId),
      [],
      'operations lacking an English summary or a Chinese x-summary-zh_CN',
    );
  });

  it('the interface-permission catalog answers each summary in the asked language', () => {
    const find = (lang: 'zh_CN' | 'en_US', code: string) =>
      apiAreas(lang)
        .flatMap((a) => a.operations)
        .find((o) => o.code === code)?.summary;
    assert.equal(find('zh_CN', 'listUsers'), '分页查询用户列表');
    assert.equal(find('en_US', 'listUsers'), 'Users, a page at a time');
    for (const o of apiAreas('zh_CN').flatMap((a) => a.operations)) assert.match(o.summary, HAN, o.code);
    for (const o of apiAreas('en_US').flatMap((a) => a.operations)) assert.doesNotMatch(o.summary, HAN, o.code);
  });
});
