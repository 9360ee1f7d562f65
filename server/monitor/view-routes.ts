// GET /arcana-system/monitor/views/{health,metrics}: the pages behind the monitor menus' views,
// and under views/assets the chart files only the request-metrics view loads (view-charts.ts).
import type { FastifyInstance } from 'fastify';
import { monitorViewHtml } from './views.ts';
import { CHARTS_JS, VIEW_ASSETS, uplotFile } from './view-charts.ts';

export function installMonitorViews(app: FastifyInstance): void {
  const pages = { health: monitorViewHtml('health'), metrics: monitorViewHtml('metrics') };
  for (const view of ['health', 'metrics'] as const) {
    app.get(`/arcana-system/monitor/views/${view}`, async (_req, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(pages[view]),
    );
  }
  // Read when first asked for: most processes never serve the view.
  const assets: Record<string, [string, () => string]> = {
    'uplot.js': ['text/javascript; charset=utf-8', () => uplotFile('uPlot.iife.min.js')],
    'uplot.css': ['text/css; charset=utf-8', () => uplotFile('uPlot.min.css')],
    'charts.js': ['text/javascript; charset=utf-8', () => CHARTS_JS],
  };
  const loaded = new Map<string, string>();
  for (const [name, [type, read]] of Object.entries(assets)) {
    app.get(`${VIEW_ASSETS}/${name}`, async (_req, reply) => {
      if (!loaded.has(name)) loaded.set(name, read());
      return reply.header('Cache-Control', 'no-cache').type(type).send(loaded.get(name));
    });
  }
}
