// Security headers on every response, including errors and static files. helmet's middleware is
// built once and run in a root onRequest hook: the @fastify/helmet plugin built a new one (parsing
// the policy again) for every request, about 6% of the server's time under the API bench.
// The policy admits the origins of the registered applications and menu views (app-origins.ts):
// wujie fetches an application's entry and scripts (connect, script), its <base> names the
// application's address (base-uri), views are framed (frame), and the application's pages load
// images, fonts and styles from its origin; nothing else is admitted.
// With ARCANA_STRICT_SCRIPT_CSP=1 the portal's documents run no inline script (script-src without
// 'unsafe-inline': a script injected into the shell does not run), except the sandbox page that
// wujie's iframes load instead of a blob: URL (SANDBOX_PAGE): wujie inserts each application's
// scripts there inline, and a blob: document would inherit the shell's strict policy.
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.ts';
import { registeredOrigins } from './app-origins.ts';

const DIRECTIVES: Record<string, string[]> = {
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
};
/** The page wujie's sandbox iframes load in strict mode (public/wujie-sandbox.html, an empty document). */
export const SANDBOX_PAGE = '/wujie-sandbox.html';

/** The directives that take the registered origins. */
const WIDENED = ['scriptSrc', 'styleSrc', 'imgSrc', 'fontSrc', 'connectSrc', 'frameSrc', 'baseUri'];

const applySecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // The portal frames its own pages (wujie, monitor views): deny only foreign framing.
  frameguard: { action: 'sameorigin' },
});

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const widened = new Map<boolean, { key: string; policy: string }>();

/**
 * The policy with `origins` added where applications need them, `strict`: without inline scripts
 * (memoised: the origins rarely change).
 */
export function policyWith(origins: readonly string[], strict = false): string {
  const key = origins.join(' ');
  let memo = widened.get(strict);
  if (memo?.key !== key) {
    const policy = Object.entries(DIRECTIVES)
      .map(([name, values]) => {
        const own = strict && name === 'scriptSrc' ? values.filter((v) => v !== "'unsafe-inline'") : values;
        return [kebab(name), ...own, ...(WIDENED.includes(name) ? origins : [])].join(' ');
      })
      .join(';');
    memo = { key, policy };
    widened.set(strict, memo);
  }
  return memo.policy;
}

export function installSecurityHeaders(app: FastifyInstance, db?: Db, strictScripts = false): void {
  // helmet's headers do not depend on the request: set from the pairs collected once, rather than
  // running helmet's dozen middlewares for every request (they were 5% of a cached read's CPU).
  const pairs = securityHeaderPairs();
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of pairs) reply.raw.setHeader(name, value);
    const strict = strictScripts && req.url.split('?')[0] !== SANDBOX_PAGE;
    if (!db) {
      if (strict) reply.raw.setHeader('Content-Security-Policy', policyWith([], true));
      done();
      return;
    }
    registeredOrigins(db).then(
      (origins) => {
        if (origins.length || strict) reply.raw.setHeader('Content-Security-Policy', policyWith(origins, strict));
        done();
      },
      // The catalogue could not be read: the base policy stands (it admits less, never more).
      () => done(),
    );
  });
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
