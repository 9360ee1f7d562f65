// Folders the server reads at run time, from the repository's root. The server runs from its
// TypeScript sources (tests, tsx) and from one bundled file (dist/server/main.mjs, see
// scripts/build-server.mjs), so `import.meta.url` is not a fixed depth below the root: the root is
// the nearest folder above this module that holds the project's package.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'arcana-portal') return dir;
    if (dirname(dir) === dir) throw new Error(`arcana-portal's package.json not found above ${from}`);
  }
}

export const ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
/** The contract files. */
export const OPENAPI_DIR = join(ROOT, 'openapi');
/** The exported custom elements, built by `npm run build`. */
export const ELEMENTS_DIR = join(ROOT, 'dist', 'elements');
/** The demo applications served at /demo-apps/. */
export const DEMO_APPS_DIR = join(ROOT, 'server', 'demo-apps');
/** drizzle's migration files. */
export const MIGRATIONS_DIR = join(ROOT, 'server', 'db', 'migrations');
