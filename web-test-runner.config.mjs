// Browser tests in Debian's Chromium. Each test file is served as one esbuild bundle (React is
// CommonJS only), with the Lingui macro applied by Babel first, as in the production build.
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import * as esbuild from 'esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumPath, CHROMIUM_ARGS } from './scripts/browser.mjs';
import { linguiBabelOptions, usesLinguiMacro } from './scripts/babel-lingui.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

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

const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await esbuild.build({
      entryPoints: [`${root}${context.path.replace(/^\//, '')}`],
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
    });
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
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    }),
  ],
  // The time-out catches a hung run, not a slow one: the suite took about 170 s against 180 s, and
  // each admin area gets a page test (about 20 s for the dictionaries' five), so 180 s would fail
  // a healthy run on a busy machine. Per-test time-outs (10 s above) still catch a stuck test.
  testsFinishTimeout: 300000,
};
