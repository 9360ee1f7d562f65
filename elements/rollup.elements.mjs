// Builds the exported custom elements: dist/elements/arcana-elements.js (ES module, lit bundled,
// no React), their type declarations (dist/elements/types + arcana-elements.d.ts) and the custom
// elements manifest (dist/elements/custom-elements.json); and the app bridge,
// dist/elements/arcana-app.js with arcana-app.d.ts (+ app-protocol.d.ts) beside it. The root
// rollup.config.mjs imports both.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';

const OUT = 'dist/elements';
const bin = (name) => join('node_modules', '.bin', name);

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
}

/** Rewrites the `.ts` import specifiers tsc keeps in declarations to `.js`, which consumers resolve. */
function rewriteDeclarations(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) rewriteDeclarations(file);
    else if (file.endsWith('.d.ts')) {
      writeFileSync(file, readFileSync(file, 'utf8').replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\.ts\2/g, '$1$2$3.js$2'));
    }
  }
}

/** After the bundle is written: declarations and the custom elements manifest. */
function elementsArtifacts() {
  return {
    name: 'arcana-elements-artifacts',
    writeBundle() {
      rmSync(join(OUT, 'types'), { recursive: true, force: true });
      run(bin('tsc'), ['-p', 'elements/tsconfig.elements.json']);
      rewriteDeclarations(join(OUT, 'types'));
      writeFileSync(join(OUT, 'arcana-elements.d.ts'), "export * from './types/index.js';\n");
      run(bin('cem'), [
        'analyze',
        '--litelement',
        '--outdir',
        OUT,
        '--globs',
        'elements/index.ts',
        'elements/watermark/*.ts',
        'elements/permission/*.ts',
        '--exclude',
        'elements/**/*.styles.ts',
      ]);
    },
  };
}

/** After the bridge is written: its declarations, beside it. */
function bridgeDeclarations() {
  return {
    name: 'arcana-app-declarations',
    writeBundle() {
      run(bin('tsc'), ['-p', 'elements/tsconfig.app.json']);
      for (const name of ['arcana-app.d.ts', 'app-protocol.d.ts']) {
        const file = join(OUT, name);
        writeFileSync(file, readFileSync(file, 'utf8').replace(/(from\s+)(['"])(\.\/[^'"]+)\.ts\2/g, '$1$2$3.js$2'));
      }
    },
  };
}

/** @type {import('rollup').RollupOptions} */
const elements = {
  input: 'elements/index.ts',
  output: { file: join(OUT, 'arcana-elements.js'), format: 'es', sourcemap: true },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // Without the "development" condition lit resolves to its minified production build.
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
    esbuild({ target: 'es2021', minify: true, sourceMap: true, tsconfig: 'tsconfig.json' }),
    elementsArtifacts(),
  ],
  // React must never end up in here: the elements are for apps on any framework.
  external: (id) => /^react(-dom)?(\/|$)/.test(id),
};

/** The app bridge: no dependencies at all, so an application pays only for the bridge. */
/** @type {import('rollup').RollupOptions} */
const bridge = {
  input: 'elements/app/arcana-app.ts',
  output: { file: join(OUT, 'arcana-app.js'), format: 'es', sourcemap: true },
  plugins: [esbuild({ target: 'es2021', minify: true, sourceMap: true, tsconfig: 'tsconfig.json' }), bridgeDeclarations()],
};

export default [elements, bridge];
