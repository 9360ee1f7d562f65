// Contract handlers behind the monitor views: each needs the matching monitor menu entry.
import { ok } from '../http/envelope.ts';
import { authOf, type Handlers, type ServiceContext } from '../services/context.ts';
import { requireMenu } from '../services/system/access.ts';
import { healthSnapshot } from './health.ts';
import { metricsOf } from './registry.ts';

const MONITOR_APP_CODE = '10012';

export function monitorService(ctx: ServiceContext): Handlers {
  const { db, config } = ctx;
  return {
    async getMonitorHealth(req) {
      await requireMenu(db, authOf(req).userId, MONITOR_APP_CODE, 'service-health');
      return ok(healthSnapshot(config.databaseUrl ? 'postgres' : 'pglite'));
    },
    async getMonitorMetrics(req) {
      await requireMenu(db, authOf(req).userId, MONITOR_APP_CODE, 'request-metrics');
      return ok(metricsOf(ctx).snapshot());
    },
  };
}
