// RFC 9110 §15.5.6: a request whose path exists with other methods answers 405 with an `Allow`
// header naming them (in the envelope), not 404. Fastify's router answers 404 for both, so the
// routes are mirrored into a router of their own (find-my-way, Fastify's) as they are
// registered, and the not-found handler asks it which methods the path has.
import FindMyWay from 'find-my-way';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langOf, t } from '../i18n/messages.ts';

export interface MethodIndex {
  /** The methods `path` is served with ('' when none: a real 404). */
  allowed(path: string): string[];
}

/** Call before any route is registered. Wildcard routes (the static files) are left out: they match every path. */
export function indexRouteMethods(app: FastifyInstance): MethodIndex {
  const router = FindMyWay();
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    for (const method of [route.method].flat()) {
      methods.add(method);
      try {
        router.on(method as FindMyWay.HTTPMethod, route.url, () => undefined);
      } catch {
        // Registered twice (the HEAD twin of a GET route): already indexed.
      }
    }
  });
  return {
    allowed(path) {
      const found = [...methods].filter((m) => router.find(m as FindMyWay.HTTPMethod, path) !== null);
      if (found.includes('GET') && !found.includes('HEAD')) found.push('HEAD');
      return found.sort();
    },
  };
}

/** Answers 405 with Allow when the path has other methods; returns false (nothing sent) otherwise. */
export function answerMethodNotAllowed(index: MethodIndex, req: FastifyRequest, reply: FastifyReply): boolean {
  const allowed = index.allowed((req.url.split('?')[0] ?? '').replace(/\/{2,}/g, '/'));
  if (!allowed.length || allowed.includes(req.method)) return false;
  const allow = allowed.join(', ');
  const msg = t(langOf(req.headers['accept-language']), 'methodNotAllowed', { method: req.method, allow });
  void reply.status(405).header('allow', allow).send({ code: 405, success: false, msg, data: null });
  return true;
}
