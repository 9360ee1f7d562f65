// Serves the demo applications at /demo-apps/<name>/... from server/demo-apps/<name>/ (plain
// static files, no build step). Same origin as the portal, so wujie's fetch needs no CORS.
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ROOT = dirname(fileURLToPath(import.meta.url));
const NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function notFound(req: FastifyRequest, reply: FastifyReply) {
  const en = /en/i.test(req.headers['accept-language'] ?? '');
  return reply.status(404).send({ code: 404, success: false, msg: en ? 'Not found' : '资源不存在', data: null });
}

/**
 * The file for `name` and `rest`, or undefined when it would leave the app's folder or is not a
 * served type. A path without a file extension is one of the application's own routes (the
 * portal hands wujie `/demo-apps/<name>/<sub route>`), answered with its index.html.
 */
function resolveFile(name: string, rest: string): string | undefined {
  if (!NAME.test(name)) return undefined;
  const base = join(ROOT, name);
  const last = rest.split('/').pop() ?? '';
  const relative = rest === '' || rest.endsWith('/') || !last.includes('.') ? 'index.html' : rest;
  if (relative.split('/').some((part) => part === '..' || part.startsWith('.'))) return undefined;
  const file = normalize(join(base, relative));
  if (!file.startsWith(base + sep) || !TYPES[extname(file)]) return undefined;
  return file;
}

export function installDemoApps(app: FastifyInstance): void {
  app.get('/demo-apps/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    if (!NAME.test(name)) return notFound(req, reply);
    return reply.redirect(`/demo-apps/${name}/`);
  });
  app.get('/demo-apps/:name/*', async (req, reply) => {
    const { name, '*': rest } = req.params as { name: string; '*': string };
    const file = resolveFile(name, rest ?? '');
    if (!file) return notFound(req, reply);
    try {
      if (!(await stat(file)).isFile()) return notFound(req, reply);
      const body = await readFile(file);
      return reply.header('Cache-Control', 'no-cache').type(TYPES[extname(file)]!).send(body);
    } catch {
      return notFound(req, reply);
    }
  });
}
