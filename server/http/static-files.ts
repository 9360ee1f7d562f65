// Serves the built portal: hashed assets cached for a year, index.html never cached, and
// index.html for any client route so deep links work; another method on an API path answers 405.
// In strict script mode index.html names wujie's sandbox page in a meta tag.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFound } from './file-responses.ts';
import { answerMethodNotAllowed, type MethodIndex } from './method-not-allowed.ts';
import { SANDBOX_PAGE } from './security-headers.ts';

// `.gz`: the build's gzip copy (scripts/rollup-precompress.mjs), the path sent when the browser accepts it.
const HASHED = /[.-][A-Za-z0-9_]{8,}\.(js|css|woff2?|svg|png|jpg)(\.gz)?$/;
const API_PREFIXES = ['/arcana-auth/', '/arcana-system/'];

export async function installStaticFiles(app: FastifyInstance, dir: string, methods: MethodIndex, strictScripts = false): Promise<void> {
  const indexFile = join(dir, 'index.html');
  const hasPortal = existsSync(indexFile);
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: dir,
      // Served by the route below, not the plugin's own catch-all (see there).
      serve: false,
      index: false,
      // The build writes a gzip copy beside each script and stylesheet: sent with
      // Content-Encoding: gzip to a browser that accepts it, and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, path) {
        res.header('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasPortal) {
    // Files are looked up per request, so a rebuild is served without a restart; a path that
    // names no file falls through to the not-found handler below, which sends index.html. The
    // plugin's own catch-all route also checked each request's spelling against the folder
    // listings on its path (a guard for case-insensitive file systems): a listing of the 400
    // files of assets/ for every script, a tenth of the server's CPU in a page load. sendFile
    // keeps the plugin's path guards ('..', '//', '\\' refused) and @fastify/send's root check.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: (req, reply) => {
        const path = filePath(req.url);
        if (path === undefined) reply.callNotFound();
        else return reply.sendFile(path);
      },
    });
  }
  // In strict mode the shell names the page its wujie sandbox iframes load (security-headers.ts).
  const sandboxMeta = strictScripts ? `<meta name="arcana-wujie-sandbox" content="${SANDBOX_PAGE}">` : '';
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(sandboxMeta ? readFileSync(indexFile, 'utf8').replace('<head>', `<head>${sandboxMeta}`) : readFileSync(indexFile));
  // '/' is the folder itself, which the static plugin would refuse; it is a client route.
  if (hasPortal) app.get('/', (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    // A path that exists with other methods: 405 with Allow (RFC 9110), not a 404 or the portal.
    if (answerMethodNotAllowed(methods, req, reply)) return reply;
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    // A client route is any GET outside the API that names no file (no extension) or asks for HTML.
    const path = req.url.split('?')[0] ?? '';
    const isClientRoute = !/\.[a-z0-9]+$/i.test(path) || (req.headers.accept ?? '').includes('text/html');
    if (!isApi && hasPortal && req.method === 'GET' && isClientRoute) {
      return sendIndex(reply);
    }
    return sendNotFound(req, reply);
  });
}

/**
 * The file a request names: its path decoded as the plugin decodes it (decodeURI, so an encoded
 * '/' or '\\' stays encoded and names no file), or undefined when it cannot be decoded.
 */
function filePath(url: string): string | undefined {
  try {
    return decodeURI(url.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
}
