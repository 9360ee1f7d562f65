// Contract handlers behind the monitor views; each declares its monitor menu entry as x-permission.
import { ok } from '../contract/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../services/context.ts';
import { RETENTION_DAYS, appLoadSummary, recordAppLoads } from './app-loads.ts';
import { healthSnapshot } from './health.ts';
import { readinessOf } from './readiness.ts';
import { processIdOf, processesView } from './heartbeat.ts';
import { metricsSnapshot } from './metrics.ts';

export function monitorService(ctx: ServiceContext) {
  const { config } = ctx;
  return {
    async getMonitorHealth() {
      return ok(healthSnapshot(config.databaseUrl ? 'postgres' : 'pglite'));
    },
    async getMonitorReady(req, reply) {
      const readiness = readinessOf(req.server, ctx.db);
      if (readiness.ready) return ok(readiness);
      void reply.code(503);
      return { code: 503, success: false, msg: 'not ready', data: readiness };
    },
    async getMonitorMetrics() {
      return ok(await metricsSnapshot());
    },
    async getMonitorProcesses(req) {
      const window = req.query.window === 'day' ? 'day' : 'hour';
      return ok(await processesView(ctx.db, processIdOf(req.server), window, config.heartbeatMs));
    },
    async recordAppLoads(req) {
      return ok({ stored: await recordAppLoads(ctx.db, authOf(req).userId, req.body.records) });
    },
    async getAppLoadSummary() {
      return ok({ generatedAt: new Date().toISOString(), retentionDays: RETENTION_DAYS, apps: await appLoadSummary(ctx.db) });
    },
  } satisfies Partial<SystemHandlers>;
}
