// CORS for the platform API (/arcana-auth, /arcana-system): an application served from its own
// origin calls the API from the browser (portal.fetch of the app bridge, an application running
// on its own in development). Only the registered applications' and menu views' origins
// (app-origins.ts) and ARCANA_DEV_ORIGINS are answered; any other origin gets no CORS headers,
// so the browser keeps the answer from it. The token travels in a header, never in a cookie:
// no credentials are allowed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open.ts';
import { registeredOrigins } from './app-origins.ts';

const API = /^\/arcana-(auth|system)(\/|$)/;
const ALLOWED_HEADERS = 'Arcana-Auth, Authorization, Content-Type, Accept-Language, Idempotency-Key, X-Request-Id';

export function installApiCors(app: FastifyInstance, db: Db, devOrigins: readonly string[]): void {
  /** Adds the CORS headers for an allowed origin; true when it answered a preflight itself. */
  const answerCors = async (req: FastifyRequest, reply: FastifyReply, origin: string): Promise<boolean> => {
    if (!devOrigins.includes(origin) && !(await registeredOrigins(db)).includes(origin)) return false;
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin').header('Access-Control-Expose-Headers', 'X-Request-Id');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      // The preflight: no route of the contract answers OPTIONS, so it is answered here.
      await reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE')
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
      return true;
    }
    return false;
  };
  // A callback hook: the portal's own calls carry no Origin (or are not API calls) and pass on
  // at once, without the promise and microtask an async hook costs every request.
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    if (!origin || !API.test(req.url)) {
      done();
      return;
    }
    answerCors(req, reply, origin).then((answered) => {
      if (!answered) done();
    }, done);
  });
}
