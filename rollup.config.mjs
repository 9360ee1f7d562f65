// Builds the portal (dist/portal) and the exported custom elements (dist/elements).
import { existsSync, rmSync } from 'node:fs';
import { babel } from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { griffelAotPreset } from './scripts/babel-griffel.mjs';
import { linguiBabelOptions } from './scripts/babel-lingui.mjs';
import { griffelCss } from './scripts/rollup-griffel-css.mjs';
import { portalHtml } from './scripts/rollup-portal-html.mjs';
import { compileHints } from './scripts/rollup-compile-hints.mjs';
import { precompress } from './scripts/rollup-precompress.mjs';
import { themeCss } from './scripts/rollup-theme-css.mjs';

const production = process.env.NODE_ENV !== 'development';

/** rollup-plugin-esbuild resolves every relative import to a file itself, ahead of node-resolve
 *  (whose resolveId runs last), so modules inside packages lost their package.json `sideEffects:
 *  false` and rollup kept their top-level code: Fluent's dark and high-contrast colour palettes
 *  sat in the entry chunk. Its resolver is only needed for our own .ts/.tsx files. */
function ownSourcesOnly(plugin) {
  const resolveId = plugin.resolveId;
  return {
    ...plugin,
    resolveId(id, importer) {
      return importer?.includes('/node_modules/') ? null : resolveId.call(this, id, importer);
    },
  };
}

/** @type {import('rollup').RollupOptions} */
const portal = {
  input: 'src/main.tsx',
  output: {
    dir: 'dist/portal',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    // Small shared chunks are merged into the chunks that import them: the users page asked for
    // 60 chunks on its first open, six at a time over HTTP/1.1, and the login route for 18. With
    // the merge: 25 and 10, at about the same bytes (login route 116.3 -> 118.0 KiB, each page's
    // first open a little smaller, since gzip compresses larger files better).
    experimentalMinChunkSize: 8_000,
    // A form's rules (form-rules.ts and the generated constraints) are a chunk of their own, which
    // the merge above leaves alone: once the system-manage dialogs became chunks of their own, it
    // put them in the login form's small chunk (login route 118.4 -> 124.7 KiB). Only these two
    // files: their imports (the shared form messages) stay where the login form finds them.
    manualChunks: (id) => (/[\\/]src[\\/]api[\\/](form-rules|gen[\\/]constraints)\.ts$/.test(id) ? 'form-rules' : undefined),
    onlyExplicitManualChunks: true,
    sourcemap: true,
    // A second pass over esbuild's minified chunks: terser's compressor folds what esbuild
    // leaves (about 2.5% of the gzip bytes; every byte before the login form counts).
    plugins: production ? [terser({ module: true, compress: { passes: 2 } })] : [],
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
    commonjs(),
    // The Lingui macro must run before esbuild strips JSX and types; Griffel's preset compiles the
    // portal's makeStyles calls ahead of time (scripts/babel-griffel.mjs).
    babel({
      ...linguiBabelOptions,
      presets: [griffelAotPreset],
      babelHelpers: 'bundled',
      extensions: ['.ts', '.tsx'],
      include: ['src/**', 'elements/**'],
    }),
    ownSourcesOnly(esbuild({ target: 'es2022', jsx: 'automatic', minify: production, sourceMap: true, tsconfig: 'tsconfig.json' })),
    // Fluent's precompiled styles and the portal's compiled ones go to a stylesheet instead of the
    // JavaScript; after esbuild, which leaves plain JavaScript to read.
    griffelCss({ include: /node_modules[\\/]@fluentui[\\/]|^(?!.*node_modules).*[\\/]src[\\/]/ }),
    // The default light theme as CSS variables, so the browser draws none (src/lib/theme.ts).
    themeCss(),
    // Old hashed chunks would pile up in dist/portal/assets and skew the size budgets.
    { name: 'clean-portal-dist', buildStart: () => rmSync('dist/portal', { recursive: true, force: true }) },
    portalHtml({ template: 'index.html', publicDir: 'public', outDir: 'dist/portal' }),
    // What opening an application runs, fetched at idle before any click (the micro-app page, its
    // host and wujie, the breadcrumb above it: src/app/layout/signed-in-providers.tsx), compiled
    // as it loads: the first open after the prefetch compiled about 220 functions on its click.
    compileHints({
      modules: /[\\/]src[\\/]features[\\/](micro[\\/]micro-apps\.ts|micro[\\/]micro-app-page\.tsx|menus[\\/]menu-breadcrumb\.tsx)$/,
    }),
    precompress(),
  ],
  onwarn(warning, warn) {
    // Fluent and React ship "use client" directives that mean nothing to a plain bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
    warn(warning);
  },
};

const configs = [portal];
if (existsSync('elements/rollup.elements.mjs')) {
  const { default: elements } = await import('./elements/rollup.elements.mjs');
  configs.push(...[elements].flat());
}
export default configs;
