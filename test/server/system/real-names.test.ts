// A seeded user's real name in the viewer's language (server/services/system/users/real-name.ts):
// the administrator is 系统管理员 to a Chinese request and Administrator to an English one, in the
// sign-in's answer, the current user, My details, the users list, a user's detail and the user
// pickers; an edited name is just that name in both.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN_PASSWORD, login } from '../harness.ts';
import { caller, signedInSuite, type Caller } from '../menus-helpers.ts';

const ZH = 'zh-CN,zh;q=0.9';

/** Every place the API names the administrator, as one request language reads them. */
async function namesOfAdmin(as: Caller): Promise<string[]> {
  const me = await as.data('/system/user/current');
  const profile = await as.data('/system/user/current/profile');
  const page = await as.data('/system/user/page?keyword=admin');
  const detail = await as.data(`/system/user/detail?id=${me.id}`);
  const options = await as.data('/system/options/users?keyword=admin');
  return [
    me.realName,
    profile.realName,
    page.records.find((u: { id: number }) => u.id === me.id).realName,
    detail.realName,
    options.find((u: { id: number }) => u.id === me.id).realName,
  ];
}

describe('seeded real names', () => {
  const s = signedInSuite();

  it('names the seeded administrator in the request language until the name is edited', async () => {
    const zh = caller(s.server, s.tokens.admin, ZH);
    assert.deepEqual(await namesOfAdmin(s.admin), Array(5).fill('Administrator'));
    assert.deepEqual(await namesOfAdmin(zh), Array(5).fill('系统管理员'));

    const zhGrant = await login(s.server, 'admin', ADMIN_PASSWORD, {}, { 'accept-language': ZH });
    assert.equal(zhGrant.body.data!.real_name, '系统管理员');
    const enGrant = await login(s.server, 'admin', ADMIN_PASSWORD, {}, { 'accept-language': 'en-US' });
    assert.equal(enGrant.body.data!.real_name, 'Administrator');

    // A picker finds him by his Chinese name too.
    const found = await zh.data(`/system/options/users?keyword=${encodeURIComponent('系统')}`);
    assert.deepEqual(
      found.map((u: { username: string }) => u.username),
      ['admin'],
    );

    // My details saved as the Chinese form shows it (unchanged): still both languages.
    const profile = await zh.data('/system/user/current/profile');
    const same = await zh.post('/system/user/current/profile', { realName: '系统管理员', phone: profile.phone, email: profile.email });
    assert.equal(same.status, 200, same.body.msg);
    assert.deepEqual(await namesOfAdmin(s.admin), Array(5).fill('Administrator'));
    assert.deepEqual(await namesOfAdmin(zh), Array(5).fill('系统管理员'));

    // An edited name is just that name, in both languages.
    const me = await s.admin.data('/system/user/current');
    const renamed = await zh.post('/system/user/update', { id: me.id, realName: '王管理' });
    assert.equal(renamed.status, 200, renamed.body.msg);
    assert.deepEqual(await namesOfAdmin(s.admin), Array(5).fill('王管理'));
    assert.deepEqual(await namesOfAdmin(zh), Array(5).fill('王管理'));

    // Going back to the English word does not bring the Chinese one back.
    assert.equal((await s.admin.post('/system/user/current/profile', { realName: 'Administrator', phone: '', email: '' })).status, 200);
    assert.deepEqual(await namesOfAdmin(zh), Array(5).fill('Administrator'));
  });
});
