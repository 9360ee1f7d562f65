// Serves the exported custom elements (dist/elements, built by `npm run build`) at /elements/*,
// so that embedded and third-party applications load the same bundle the portal ships:
// <script type="module" src="/elements/arcana-elements.js">.
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'elements');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

function notFound(req: FastifyRequest, reply: FastifyReply) {
  const en = /en/i.test(req.headers['accept-language'] ?? '');
  return reply.status(404).send({ code: 404, success: false, msg: en ? 'Not found' : '资源不存在', data: null });
}

export function installElementsRoute(app: FastifyInstance, dir = DIST): void {
  app.get('/elements/*', async (req, reply) => {
    const rest = (req.params as { '*': string })['*'] ?? '';
    if (rest.split('/').some((part) => part === '' || part === '..' || part.startsWith('.'))) return notFound(req, reply);
    const file = normalize(join(dir, rest));
    if (!file.startsWith(dir + sep) || !TYPES[extname(file)]) return notFound(req, reply);
    try {
      if (!(await stat(file)).isFile()) return notFound(req, reply);
      // Not content-hashed: apps must see a new build at once, so revalidate every time.
      return reply.header('Cache-Control', 'no-cache')
        // Third-party applications on other origins may load the bundle as a module script.
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .type(TYPES[extname(file)]!).send(await readFile(file));
    } catch {
      return notFound(req, reply);
    }
  });
}
