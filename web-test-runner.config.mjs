// Browser tests in Debian's Chromium (scripts/browser.mjs). The test files are bundled by esbuild
// (React is CommonJS only), all of them in one build whose shared code is split into chunks (see
// suiteBundles), with the Lingui macro applied by Babel first, as in the production build.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import * as esbuild from 'esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromium } from './scripts/browser.mjs';
import { linguiBabelOptions, usesLinguiMacro } from './scripts/babel-lingui.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const chromiumBinary = chromium();

// Every test file is its own bundle, so the same portal sources are loaded once per file (67
// times for React's and the shell's): what Babel made of a file is kept, by path and modification
// time, for the whole run instead of being made again for each bundle.
const loaded = new Map();

const linguiMacro = {
  name: 'lingui-macro',
  setup(build) {
    build.onLoad({ filter: /\/(src|elements|test)\/.*\.tsx?$/ }, async (args) => {
      const { mtimeMs } = await stat(args.path);
      const kept = loaded.get(args.path);
      if (kept?.mtimeMs === mtimeMs) return kept.result;
      const source = await readFile(args.path, 'utf8');
      const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
      const contents = usesLinguiMacro(source)
        ? (await transformAsync(source, { ...linguiBabelOptions, filename: args.path, sourceMaps: 'inline' })).code
        : source;
      const result = { contents, loader };
      loaded.set(args.path, { mtimeMs, result });
      return result;
    });
  },
};

/** Every test file under `dir`, as paths relative to the repository root. */
async function testFilesUnder(dir) {
  const out = [];
  for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await testFilesUnder(path)));
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

const esbuildOptions = {
  bundle: true,
  format: 'esm',
  write: false,
  sourcemap: 'inline',
  jsx: 'automatic',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"development"' },
  plugins: [linguiMacro],
  // @web/test-runner-commands (real key presses) talks to the runner over this socket module.
  external: ['/__web-dev-server__web-socket.js'],
  logLevel: 'silent',
};

/**
 * The whole suite's test files as one esbuild build with code splitting: React, Fluent UI and the
 * portal's sources are bundled once into shared chunks (served under /__test-chunks/), instead of
 * once per file: 68 separate bundles of the same dependencies were about a third of the suite's
 * CPU. Each test file still runs in its own page, so no module state is shared between files.
 * Output paths mirror the sources', so a test's relative imports of its chunks resolve from its
 * own URL. A run of chosen files (--files) bundles each one on its own, as does a file the build
 * does not know (a file added while watching).
 */
let suiteBuild;
function suiteBundles() {
  suiteBuild ??= (async () => {
    const entries = (await Promise.all(['test/browser', 'test/elements'].map(testFilesUnder))).flat();
    const result = await esbuild.build({
      ...esbuildOptions,
      entryPoints: entries.map((e) => join(root, e)),
      splitting: true,
      outdir: root,
      outbase: root,
      entryNames: '[dir]/[name]',
      chunkNames: '__test-chunks/[name]-[hash]',
    });
    return new Map(result.outputFiles.map((f) => [f.path.slice(root.length).replace(/^\/?/, '/'), f.text]));
  })();
  return suiteBuild;
}
const chosenFiles = process.argv.includes('--files');

const bundleTests = {
  name: 'bundle-tests',
  serverStart({ fileWatcher }) {
    // Bundled while the browser starts, so the first pages do not wait for the build.
    // (A failed build fails each file as it is served, where the error is reported.)
    if (!chosenFiles) suiteBundles().catch(() => {});
    // Watching: the next page bundles the suite afresh.
    fileWatcher?.on('change', () => {
      suiteBuild = undefined;
    });
  },
  async serve(context) {
    if (!chosenFiles && (/\.test\.tsx?$/.test(context.path) || context.path.startsWith('/__test-chunks/'))) {
      const body = (await suiteBundles()).get(context.path.replace(/\.tsx?$/, '.js'));
      if (body !== undefined) return { body, type: 'js' };
    }
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await esbuild.build({ ...esbuildOptions, entryPoints: [`${root}${context.path.replace(/^\//, '')}`] });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

export default {
  files: ['test/browser/**/*.test.{ts,tsx}', 'test/elements/**/*.test.{ts,tsx}'],
  rootDir: root,
  nodeResolve: false,
  plugins: [bundleTests],
  // Two files at a time, each page in its own browser context: every test page has the same
  // origin, and the session tests assert on what is (not) stored in its localStorage, which a
  // shared context would let the other page's file change under them. The suite mostly waits
  // (about 45 s of CPU in 95 s one file at a time), so the second page costs little.
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  // The first files' pages wait for the suite's one build (about 7 s of CPU; 19 s under a load
  // average of 9): more than the default 20 s would leave no margin on a busy machine.
  testsStartTimeout: 60000,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumBinary.path, args: chromiumBinary.args },
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    }),
  ],
  // The time-out catches a hung run, not a slow one: the suite took about 170 s against 180 s, and
  // each admin area gets a page test (about 20 s for the dictionaries' five), so 180 s would fail
  // a healthy run on a busy machine. Per-test time-outs (10 s above) still catch a stuck test.
  testsFinishTimeout: 300000,
};
