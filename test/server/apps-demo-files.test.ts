// The demo applications' static files, fetched by wujie from the same origin.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from './harness.ts';

describe('demo applications', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server.close();
  });

  const get = (url: string) => server.inject({ method: 'GET', url, headers: { accept: '*/*' } });

  it('serves props-demo with the right content types', async () => {
    const cases: Array<[string, RegExp, RegExp]> = [
      ['/demo-apps/props-demo/', /^text\/html; charset=utf-8/, /<script src="\/demo-apps\/props-demo\/app\.js"><\/script>/],
      // The application's own routes (wujie loads /demo-apps/<name>/<sub route>) answer its page.
      ['/demo-apps/props-demo/detail/42', /^text\/html; charset=utf-8/, /props-demo-root/],
      ['/demo-apps/props-demo/index.html', /^text\/html; charset=utf-8/, /props-demo-root/],
      ['/demo-apps/props-demo/app.js', /^text\/javascript; charset=utf-8/, /data-testid/],
      ['/demo-apps/props-demo/icon.svg', /^image\/svg\+xml/, /<svg /],
    ];
    for (const [url, type, body] of cases) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), type, url);
      assert.match(res.body, body, url);
    }
  });

  it('marks every value the app shows with a stable test id and uses no external resource', async () => {
    const js = (await get('/demo-apps/props-demo/app.js')).body;
    for (const id of ['app-ready', 'props-user', 'props-lang', 'props-token', 'props-permissions', 'props-standalone']) {
      assert.ok(js.includes(`'${id}'`), id);
    }
    for (const event of ['token-refreshed', 'language-changed', 'logout', 'permissions-changed'])
      assert.ok(js.includes(`'${event}'`), event);
    const html = (await get('/demo-apps/props-demo/')).body;
    assert.doesNotMatch(html + js, /(src|href)=["']?(https?:)?\/\//);
  });

  it('redirects the bare folder and answers 404 outside the demo folders', async () => {
    const bare = await get('/demo-apps/props-demo');
    assert.equal(bare.statusCode, 302);
    assert.equal(bare.headers.location, '/demo-apps/props-demo/');
    for (const url of [
      '/demo-apps/props-demo/missing.js',
      '/demo-apps/props-demo/..%2Fserve.ts',
      '/demo-apps/props-demo/../serve.ts',
      '/demo-apps/..%2F..%2Fdb/schema.ts',
      '/demo-apps/Props/index.html',
      '/demo-apps/props-demo/.hidden.js',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
    }
  });
});
