// Rollup plugin: moves Fluent UI's styles out of the JavaScript into one stylesheet (Griffel's CSS
// extraction, as @griffel/webpack-extraction-plugin does for webpack). Fluent's packages ship their
// makeStyles calls already compiled to `__styles(classes, cssRules)`; this takes the CSS rules out,
// leaving `__css(classes)`, which only maps slots to class names, and writes every rule, ordered by
// Griffel's buckets, to `assets/griffel-[hash].css`, which index.html links (rollup-portal-html.mjs).
// The portal's own makeStyles calls are compiled the same way first (babel-griffel.mjs), so no
// style is resolved in the browser.
import { parseSync, transformFromAstSync } from '@babel/core';
import { defaultCompareMediaQueries, normalizeCSSBucketEntry, styleBucketOrdering } from '@griffel/core';

/** Compiled Griffel call -> its CSS-free runtime twin, and where its CSS argument sits. */
const STRIPPED = {
  __styles: { runtime: '__css', cssArgument: 1 },
  __resetStyles: { runtime: '__resetCSS', cssArgument: 2 },
  __staticStyles: { runtime: '__staticCSS', cssArgument: 0 },
};
// Fluent's packages import from Griffel; the portal's compiled calls from Fluent's re-exports.
const GRIFFEL_SOURCES = new Set(['@griffel/react', '@griffel/core', '@fluentui/react-components']);

/** Babel plugin: renames the imports and removes (and records) the CSS arguments. */
function stripGriffelCss({ types: t }) {
  return {
    pre(file) {
      file.metadata.griffel = [];
    },
    visitor: {
      ImportSpecifier(path, state) {
        const source = path.parentPath.node.source.value;
        const imported = path.node.imported.name;
        if (!GRIFFEL_SOURCES.has(source) || !(imported in STRIPPED)) return;
        const { runtime, cssArgument } = STRIPPED[imported];
        const binding = path.scope.getBinding(path.node.local.name);
        for (const ref of binding?.referencePaths ?? []) {
          const call = ref.parentPath;
          const args = call?.isCallExpression() ? call.get('arguments') : [];
          const css = args[cssArgument];
          const evaluated = css?.evaluate();
          if (!evaluated?.confident) throw ref.buildCodeFrameError(`cannot read the CSS of this ${imported} call`);
          const rules = evaluated.value;
          state.file.metadata.griffel.push(Array.isArray(rules) ? { r: rules } : rules);
          // __resetStyles' rules are its last argument; __styles may carry a factory after them.
          css.remove();
        }
        path.node.imported = t.identifier(runtime);
      },
    },
  };
}

function sortedCss(rulesByModule) {
  const order = Object.fromEntries(styleBucketOrdering.map((bucket, i) => [bucket, i]));
  const unique = new Map();
  for (const byBucket of rulesByModule) {
    for (const [bucket, entries] of Object.entries(byBucket)) {
      for (const entry of entries) {
        const [rule, meta] = normalizeCSSBucketEntry(entry);
        unique.set(rule, { bucket, rule, priority: meta?.p ?? 0, media: meta?.m ?? '' });
      }
    }
  }
  // The order Griffel's runtime keeps: media queries last, then bucket, then priority
  // (a shorthand before the longhands that override it).
  return [...unique.values()]
    .sort((a, b) => a.priority - b.priority)
    .sort((a, b) => order[a.bucket] - order[b.bucket])
    .sort((a, b) => defaultCompareMediaQueries(a.media, b.media))
    .map((e) => e.rule)
    .join('');
}

export function griffelCss({ include = /node_modules[\\/]@fluentui[\\/]/ } = {}) {
  const cssByModule = new Map();
  return {
    name: 'griffel-css',
    transform(code, id) {
      if (!include.test(id) || !/__(styles|resetStyles|staticStyles)\b/.test(code)) return null;
      const ast = parseSync(code, { filename: id, babelrc: false, configFile: false, sourceType: 'module' });
      const result = transformFromAstSync(ast, code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [stripGriffelCss],
      });
      if (result.metadata.griffel.length) cssByModule.set(id, result.metadata.griffel);
      return { code: result.code, map: result.map };
    },
    generateBundle(_options, bundle) {
      // Only modules that made it into a chunk: tree-shaken components bring no CSS.
      const rendered = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .flatMap((c) =>
          Object.entries(c.modules)
            .filter(([, m]) => m.renderedLength > 0)
            .map(([id]) => id),
        );
      const rules = [...new Set(rendered)].flatMap((id) => cssByModule.get(id) ?? []);
      this.emitFile({ type: 'asset', name: 'griffel.css', source: sortedCss(rules) });
    },
  };
}
