// Routes that are not part of the platform contract: static demo applications and monitor
// views the reference server provides so the portal has something real to embed.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from './services/context.ts';
import { installMetricsHook } from './monitor/metrics.ts';
import { installPrometheusRoute } from './monitor/metrics-route.ts';
import { startHealthSampling } from './monitor/health.ts';
import { installMonitorViews } from './monitor/view-routes.ts';
import { installDemoApps } from './demo-apps/serve.ts';
import { installElementsRoute } from './http/elements-route.ts';

export async function installExtraRoutes(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  installMetricsHook(app);
  installPrometheusRoute(app, ctx.config.metricsToken);
  startHealthSampling();
  installMonitorViews(app);
  installDemoApps(app);
  installElementsRoute(app);
}
