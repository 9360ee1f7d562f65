// Serves the demo applications at /demo-apps/<name>/... from server/demo-apps/<name>/ (plain
// static files, no build step). Same origin as the portal, so wujie's fetch needs no CORS.
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES, fileInside, sendNotFound } from '../http/file-responses.ts';
import { DEMO_APPS_DIR } from '../paths.ts';

const NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const SERVED = ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.png', '.jpg', '.ico', '.woff2'];

/**
 * The file for `name` and `rest`, or undefined when it would leave the app's folder or is not a
 * served type. A path without a file extension is one of the application's own routes (the
 * portal hands wujie `/demo-apps/<name>/<sub route>`), answered with its index.html.
 */
function resolveFile(name: string, rest: string): string | undefined {
  if (!NAME.test(name)) return undefined;
  const base = join(DEMO_APPS_DIR, name);
  const last = rest.split('/').pop() ?? '';
  const relative = rest === '' || rest.endsWith('/') || !last.includes('.') ? 'index.html' : rest;
  return fileInside(base, relative.replace(/^\/+/, ''), SERVED);
}

export function installDemoApps(app: FastifyInstance): void {
  app.get('/demo-apps/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    if (!NAME.test(name)) return sendNotFound(req, reply);
    return reply.redirect(`/demo-apps/${name}/`);
  });
  app.get('/demo-apps/:name/*', async (req, reply) => {
    const { name, '*': rest } = req.params as { name: string; '*': string };
    const file = resolveFile(name, rest ?? '');
    if (!file) return sendNotFound(req, reply);
    try {
      if (!(await stat(file)).isFile()) return await sendNotFound(req, reply);
      const body = await readFile(file);
      return await reply.header('Cache-Control', 'no-cache').type(CONTENT_TYPES[extname(file)]!).send(body);
    } catch {
      return sendNotFound(req, reply);
    }
  });
}
