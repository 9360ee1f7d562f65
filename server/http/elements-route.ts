// Serves the exported custom elements (dist/elements, built by `npm run build`) at /elements/*,
// so that embedded and third-party applications load the same bundle the portal ships:
// <script type="module" src="/elements/arcana-elements.js">.
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES, fileInside, sendNotFound } from './file-responses.ts';
import { ELEMENTS_DIR } from '../paths.ts';

const SERVED = ['.js', '.map', '.json', '.ts'];

export function installElementsRoute(app: FastifyInstance, dir = ELEMENTS_DIR): void {
  app.get('/elements/*', async (req, reply) => {
    const rest = (req.params as { '*': string })['*'] ?? '';
    const file = fileInside(dir, rest, SERVED);
    if (!file) return sendNotFound(req, reply);
    try {
      if (!(await stat(file)).isFile()) return await sendNotFound(req, reply);
      // Not content-hashed: apps must see a new build at once, so revalidate every time.
      return await reply
        .header('Cache-Control', 'no-cache')
        // Third-party applications on other origins may load the bundle as a module script.
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .type(CONTENT_TYPES[extname(file)]!)
        .send(await readFile(file));
    } catch {
      return sendNotFound(req, reply);
    }
  });
}
