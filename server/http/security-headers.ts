// Security headers on every response, including errors and static files. helmet's middleware is
// built once and run in a root onRequest hook: the @fastify/helmet plugin built a new one (parsing
// the policy again) for every request, about 6% of the server's time under the API bench.
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Embedded applications run in same-origin wujie iframes, whose scripts wujie inserts inline.
      scriptSrc: ["'self'", "'unsafe-inline'"],
      // Fluent UI (Griffel) and lit insert styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // wujie builds each sandbox iframe from a blob: URL of the host page before it loads the
      // application, so blob: frames must be allowed (still same-origin content only).
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // The portal frames its own pages (wujie, monitor views): deny only foreign framing.
  frameguard: { action: 'sameorigin' },
});

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => applySecurityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
}

let fixed: Array<[string, string]> | undefined;

/**
 * The same headers as name/value pairs, for answers written straight to the socket (a request
 * Node could not parse, see `clientErrorHandler` in errors.ts). helmet's headers do not depend on
 * the request, so they are collected once from a stand-in response.
 */
export function securityHeaderPairs(): Array<[string, string]> {
  if (fixed) return fixed;
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  applySecurityHeaders({ headers: {} } as never, res as never, () => undefined);
  fixed = [...headers];
  return fixed;
}
