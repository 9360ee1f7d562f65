// Monitor views (HTML pages in the shell's iframe) and the data endpoints behind them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signedInSuite } from './menus-helpers.ts';

describe('monitor', () => {
  const ctx = signedInSuite();

  for (const view of ['health', 'metrics']) {
    it(`serves the ${view} view as an HTML page of this origin only that may be framed by the portal`, async () => {
      const res = await ctx.server.inject({ method: 'GET', url: `/arcana-system/monitor/views/${view}`, headers: { accept: 'text/html' } });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'self'/);
      assert.match(res.body, new RegExp(`data-testid="monitor-${view}"`));
      assert.match(res.body, new RegExp(`/arcana-system/monitor/' \\+ path`));
      // No external resources: no absolute URL to another origin anywhere in the page.
      assert.doesNotMatch(res.body, /(src|href)=["']?(https?:)?\/\//);
      // The charts (uPlot) load on the request-metrics view only, from this server.
      const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      assert.deepEqual(
        assets,
        view === 'metrics'
          ? [
              '/arcana-system/monitor/views/assets/uplot.css',
              '/arcana-system/monitor/views/assets/uplot.js',
              '/arcana-system/monitor/views/assets/charts.js',
            ]
          : [],
      );
      for (const asset of assets) {
        const file = await ctx.server.inject({ method: 'GET', url: asset });
        assert.equal(file.statusCode, 200, asset);
        assert.match(String(file.headers['content-type']), asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      }
    });
  }

  it('reports uptime, database kind, memory and event-loop delay', async () => {
    const health = await ctx.admin.data('/monitor/health');
    assert.equal(health.dbKind, 'pglite');
    assert.ok(health.uptimeSeconds >= 0);
    assert.ok(health.memory.rss > 0 && health.memory.heapUsed > 0);
    for (const k of ['meanMs', 'p50Ms', 'p99Ms', 'maxMs']) assert.equal(typeof health.eventLoopDelay[k], 'number');
    assert.match(health.nodeVersion, /^v\d+/);
  });

  it('counts requests per route pattern with latency percentiles', async () => {
    for (let i = 0; i < 3; i++) await ctx.admin.get('/system/menu/app-routes?appCode=10010');
    await ctx.admin.get('/system/menu/app-routes?appCode=../bad');
    const metrics = await ctx.admin.data('/monitor/metrics');
    const route = metrics.routes.find((r: any) => r.route === '/arcana-system/system/menu/app-routes' && r.method === 'GET');
    assert.ok(route, JSON.stringify(metrics.routes.map((r: any) => r.route)));
    assert.ok(route.count >= 4);
    assert.ok(route.errors >= 1);
    assert.ok(route.p50Ms > 0 && route.p99Ms >= route.p50Ms);
    assert.ok(metrics.totalRequests >= route.count);
  });

  it('gives the data only to holders of the monitor menu entry', async () => {
    assert.equal((await ctx.demo.get('/monitor/health')).status, 200); // Viewer holds service-health
    const refused = await ctx.demo.get('/monitor/metrics');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.msg, 'You do not have the permission "request-metrics" needed for this');
    const anon = await ctx.server.inject({ method: 'GET', url: '/arcana-system/monitor/health' });
    assert.equal(anon.statusCode, 401);
  });
});
