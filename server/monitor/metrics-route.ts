// GET /metrics: the Prometheus registry in the text format, for a scraper holding
// ARCANA_METRICS_TOKEN (`Authorization: Bearer <token>`). Without a configured token the route
// answers 404 like any unknown path, so nothing is served to the public site by default; with
// one, a request without it or with another answers 401. Outside the contract: it is for
// Prometheus, not for the portal, and its answer is not an envelope.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../contract/envelope.ts';
import { registry } from './prometheus.ts';

export const METRICS_PATH = '/metrics';

/** Compared as hashes: equal lengths for timingSafeEqual, and no early exit on the first difference. */
const digest = (s: string) => createHash('sha256').update(s).digest();

export function installPrometheusRoute(app: FastifyInstance, token: string | undefined): void {
  if (!token) return;
  const expected = digest(token);
  app.get(METRICS_PATH, async (req, reply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new ApiError(401, 401, 'tokenInvalid');
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
