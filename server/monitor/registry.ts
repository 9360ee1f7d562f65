// One metrics collector per server instance (tests run several in one process), keyed by the
// service context that buildApp hands to both the handlers and the extra routes.
import type { ServiceContext } from '../services/context.ts';
import { RequestMetrics } from './metrics.ts';

const collectors = new WeakMap<ServiceContext, RequestMetrics>();

export function metricsOf(ctx: ServiceContext): RequestMetrics {
  let m = collectors.get(ctx);
  if (!m) {
    m = new RequestMetrics();
    collectors.set(ctx, m);
  }
  return m;
}
