// GET /arcana-system/monitor/views/{health,metrics}: the pages behind the monitor menus' views.
import type { FastifyInstance } from 'fastify';
import { monitorViewHtml } from './views.ts';

export function installMonitorViews(app: FastifyInstance): void {
  const pages = { health: monitorViewHtml('health'), metrics: monitorViewHtml('metrics') };
  for (const view of ['health', 'metrics'] as const) {
    app.get(`/arcana-system/monitor/views/${view}`, async (_req, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(pages[view]),
    );
  }
}
