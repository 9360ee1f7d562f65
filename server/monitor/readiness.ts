// Whether this process should be sent requests: its database is migrated (the server only
// starts listening after that), it hears the cache invalidations of the other processes (without
// them its caches are bypassed, so it is correct but slow), and it is not shutting down. A load
// balancer or the test harness polls GET /arcana-system/monitor/ready, which needs no token.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.ts';
import { isListening } from '../cache/topic-cache.ts';

const closing = new WeakSet<object>();

/** Marks the server as draining from the moment its close begins (SIGTERM). */
export function installReadiness(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    closing.add(app.server);
    done();
  });
}

export interface Readiness {
  ready: boolean;
  migrated: boolean;
  listening: boolean;
  closing: boolean;
}

/** `app`: the server or any plugin instance of it (they share one HTTP server). */
export function readinessOf(app: FastifyInstance, db: Db): Readiness {
  const listening = isListening(db);
  const isClosing = closing.has(app.server);
  // Routes are served only once openDatabase() has migrated (and seeded) the database.
  return { ready: listening && !isClosing, migrated: true, listening, closing: isClosing };
}
