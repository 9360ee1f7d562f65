// Bundles the reference server (server/main.ts and what it imports) into one JavaScript file,
// dist/server/main.mjs, and its operator tools (server/tools/*.ts) into dist/server/tools/, with
// the npm packages left as imports. `npm start`, the tools' npm scripts, the test harness and the
// benches run those files with plain `node`: no TypeScript loader thread (tsx keeps a worker and
// esbuild's service alive, about 45 MB of resident memory in every server process) and no
// per-start transpiling. The tests of server modules still import the sources through tsx.
//
// esbuild is a devDependency: a production install (`npm ci --omit=dev`) runs the files that
// `npm run build` wrote beforehand, and `bundlerInstalled()` tells the launchers which case they
// are in. Run as a script it (re)builds the server and the tools; imported, `buildServer()`
// rebuilds the server and returns its path. Several test processes may build at once: the output
// is written to a temporary name and renamed over the old one, and left alone when identical.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(root, 'dist', 'server', 'main.mjs');
/** The bundled operator tool `name` (server/tools/<name>.ts). */
export const toolBundle = (name) => join(root, 'dist', 'server', 'tools', `${name}.mjs`);
const TOOLS = ['make-license', 'rotate-secrets', 'seed-sample'];
/**
 * Node options the bundle is run with. V8 sizes the young generation when it creates the heap,
 * so this one cannot be set from inside (server/heap-flags.ts sets what can): two 8 MB
 * semi-spaces instead of 16 MB keep about 15 MB less resident at rest (bench audit-search.ts),
 * while 2 MB ones promoted request garbage into the old generation and tripled the API's p99.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=8'];

/** Whether esbuild is installed, that is, whether the sources can be bundled here. */
export function bundlerInstalled() {
  try {
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

/**
 * The bundle to run: rebuilt from the sources when esbuild is installed, otherwise the one that
 * `npm run build` wrote (a production install), or an error saying how to get it.
 */
export async function runnableBundle(source, bundle) {
  if (bundlerInstalled()) return bundleOne(source, bundle);
  if (existsSync(bundle)) return bundle;
  throw new Error(`${bundle} is missing: run \`npm run build\` where the devDependencies are installed, then install with --omit=dev`);
}

export const buildServer = () => bundleOne('server/main.ts', SERVER_BUNDLE);
/** The runnable bundle of the operator tool `name` (server/tools/<name>.ts), as runnableBundle gives it. */
export const runnableTool = (name) => runnableBundle(`server/tools/${name}.ts`, toolBundle(name));

async function bundleOne(source, bundle) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [source],
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
    current = readFileSync(bundle);
  } catch {
    current = undefined;
  }
  if (!current?.equals(code)) {
    mkdirSync(dirname(bundle), { recursive: true });
    const temporary = `${bundle}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, bundle);
  }
  return bundle;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  for (const tool of TOOLS) await bundleOne(`server/tools/${tool}.ts`, toolBundle(tool));
}
