// Fields that are multi-line in the portal (a notice's body, the descriptions of roles,
// dictionaries and applications) keep their line breaks and tabs; single-line fields beside
// them still refuse every control character.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedInSuite } from '../menus-helpers.ts';

const PARAGRAPHS = 'First paragraph.\r\n\r\nSecond:\n\t- a point';
const everyone = { all: true, roleIds: [], deptIds: [], userIds: [] };

describe('multi-line fields', () => {
  const s = signedInSuite();

  it('a notice body keeps its paragraphs, and the reader gets them back', async () => {
    const published = await s.admin.post('/system/notice/publish', {
      title: 'Paragraphs',
      body: PARAGRAPHS,
      audience: everyone,
      channels: [],
    });
    assert.equal(published.status, 200, published.body.msg);
    const mine = await s.admin.data('/desk/notice/page?page=1&size=10');
    const found = mine.records.find((n: { title: string }) => n.title === 'Paragraphs');
    assert.equal(found?.body, PARAGRAPHS);
  });

  it('role, dictionary and application descriptions accept line breaks and tabs', async () => {
    const role = await s.admin.post('/system/role/add', { name: 'Multi-line role', description: PARAGRAPHS });
    assert.equal(role.status, 200, role.body.msg);
    assert.equal(role.body.data.description, PARAGRAPHS);

    const dict = await s.admin.post('/system/dict/add', { code: 'multi_line', name: 'Multi-line', description: PARAGRAPHS });
    assert.equal(dict.status, 200, dict.body.msg);

    const app = await s.admin.post('/system/app/submit', {
      name: 'Multi-line app',
      appId: 'multi-line-app',
      code: 'multi-line-app',
      address: '/demo-apps/props-demo/',
      description: PARAGRAPHS,
      i18nNames: { en_US: 'Multi-line app', zh_CN: '多行应用' },
      i18nDescriptions: { en_US: PARAGRAPHS, zh_CN: '第一段。\n第二段。' },
    });
    assert.equal(app.status, 200, app.body.msg);
  });

  it('single-line fields beside them still refuse a line break, and nothing is stored', async () => {
    const role = await s.admin.post('/system/role/add', { name: 'Two\nlines' });
    assert.equal(role.status, 400);
    const title = await s.admin.post('/system/notice/publish', { title: 'Two\nlines', body: '', audience: everyone, channels: [] });
    assert.equal(title.status, 400);
    const listed = await s.admin.data('/system/role/list?keyword=lines');
    assert.equal(listed.total, 0);
    // a NUL stays refused even where line breaks are allowed
    assert.equal((await s.admin.post('/system/role/add', { name: 'Nul role', description: 'a\u0000b' })).status, 400);
  });
});
