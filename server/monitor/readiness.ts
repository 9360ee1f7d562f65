// Whether this process should be sent requests: its database is migrated (the server only
// starts listening after that), it hears the cache invalidations of the other processes (without
// them its caches are bypassed, so it is correct but slow), and it is not shutting down. A load
// balancer or the test harness polls GET /arcana-system/monitor/ready, which needs no token.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.ts';
import { isListening } from '../cache/topic-cache.ts';

const closing = new WeakSet<object>();
const closingListeners = new WeakMap<object, Array<() => void>>();

/**
 * Marks the server as not ready from the moment it starts to stop: `markClosing` at SIGTERM,
 * before its connections drain (main.ts), and at the latest when its close begins.
 */
export function installReadiness(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    markClosing(app);
    done();
  });
}

/** From now on the probe answers 503 (closing): the load balancer stops choosing this process. */
export function markClosing(app: FastifyInstance): void {
  if (closing.has(app.server)) return;
  closing.add(app.server);
  for (const listener of closingListeners.get(app.server) ?? []) listener();
}

/** Whether the server has begun to stop (the heartbeat reports it as draining). */
export const isClosing = (app: FastifyInstance): boolean => closing.has(app.server);

/** Runs `listener` once the server begins to stop (the heartbeat says so at once). */
export function onClosing(app: FastifyInstance, listener: () => void): void {
  closingListeners.set(app.server, [...(closingListeners.get(app.server) ?? []), listener]);
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
