// A value the contract refuses is explained in the caller's language, in words a person
// understands, with the field it is about in `data.field`: never the schema's own text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { caller, signedInSuite } from './menus-helpers.ts';

const SCHEMA_TEXT = /must (match|have|NOT|be)|pattern|\\u00|body |querystring/;

describe('validation messages', () => {
  const s = signedInSuite();
  const zh = () => caller(s.server, s.tokens.admin, 'zh_CN');

  for (const [what, url, body, field, en, cn] of [
    [
      'a line break in a single-line field',
      '/system/role/add',
      { name: 'Two\nlines' },
      'name',
      'Line breaks and control characters are not allowed here',
      '此处不能包含换行或控制字符',
    ],
    ['a missing field', '/system/role/add', { description: 'no name' }, 'name', 'This field is required', '此项为必填项'],
    ['an over-long value', '/system/role/add', { name: 'x'.repeat(51) }, 'name', 'At most 50 characters', '最多 50 个字符'],
    ['an unknown field', '/system/role/add', { name: 'Extra', colour: 'red' }, 'colour', 'Not a field of this form', '不是此表单的字段'],
    ['a value of the wrong type', '/system/role/add', { name: 'Typed', sort: 'first' }, 'sort', 'A whole number is expected', '请输入整数'],
    ['a number out of range', '/system/role/add', { name: 'Sorted', sort: -5 }, 'sort', 'At least 0', '不能小于 0'],
    [
      'a value off its pattern',
      '/system/user/add',
      { username: 'bad name!', realName: 'Bad', password: 'Bad-pass1' },
      'username',
      'Not in the expected format',
      '格式不正确',
    ],
    [
      'an upload of the wrong type',
      '/system/user/import',
      { fileName: 'photo.png', content: 'iVBORw0KGgo=' },
      'fileName',
      'Only .csv, .xlsx files can be uploaded here',
      '此处只能上传 .csv, .xlsx 文件',
    ],
  ] as const) {
    it(`explains ${what} in both languages`, async () => {
      const inEnglish = await s.admin.post(url, body);
      assert.equal(inEnglish.status, 400);
      assert.deepEqual(inEnglish.body.data, { field, reason: en });
      assert.equal(inEnglish.body.msg, `${field}: ${en}`);
      const inChinese = await zh().post(url, body);
      assert.equal(inChinese.status, 400);
      assert.deepEqual(inChinese.body.data, { field, reason: cn });
      assert.equal(inChinese.body.msg, `${field}：${cn}`);
      assert.doesNotMatch(inEnglish.body.msg + inChinese.body.msg, SCHEMA_TEXT);
    });
  }

  it('a query value names its parameter', async () => {
    const r = await s.admin.get('/system/role/list?status=on');
    assert.equal(r.status, 400);
    assert.deepEqual(r.body.data, { field: 'status', reason: 'A whole number is expected' });
  });
});
