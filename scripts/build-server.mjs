// Bundles the reference server (server/main.ts and what it imports) into one JavaScript file,
// dist/server/main.mjs, with the npm packages left as imports. `npm start`, the test harness and
// the benches run that file with plain `node`: no TypeScript loader thread (tsx keeps a worker
// and esbuild's service alive, about 45 MB of resident memory in every server process) and no
// per-start transpiling. The tests of server modules still import the sources through tsx.
//
// Run as a script it (re)builds; imported, `buildServer()` does the same and returns the path.
// Several test processes may build at once: the output is written to a temporary name and
// renamed over the old one, and left alone when it is already identical.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(root, 'dist', 'server', 'main.mjs');
/**
 * Node options the bundle is run with. V8 sizes the young generation when it creates the heap,
 * so this one cannot be set from inside (server/heap-flags.ts sets what can): two 8 MB
 * semi-spaces instead of 16 MB keep about 15 MB less resident at rest (bench audit-search.ts),
 * while 2 MB ones promoted request garbage into the old generation and tripled the API's p99.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=8'];

export async function buildServer() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  let current;
  try {
    current = readFileSync(SERVER_BUNDLE);
  } catch {
    current = undefined;
  }
  if (!current?.equals(code)) {
    mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
    const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, SERVER_BUNDLE);
  }
  return SERVER_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
