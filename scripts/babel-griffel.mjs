// Griffel's ahead-of-time compilation of the portal's own makeStyles calls (@griffel/babel-preset,
// as Fluent compiles its own components before publishing): each call becomes `__styles(classes,
// cssRules)`, whose CSS rules rollup-griffel-css.mjs then moves to the stylesheet. The browser then runs
// no style resolution at all, so Griffel's resolver, stylis and rtl-css-js leave the bundle (about
// 9 KiB of gzip on the login route) and no style is computed on first render.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

/**
 * The preset evaluates each style object at build time. It shakes our own modules, but packages
 * (Fluent's `tokens`, `shorthands`, `typographyStyles`) are loaded with Node's own require: the
 * preset's sandbox cannot load Fluent's CommonJS build (it resolves @swc/helpers to its ESM files).
 */
const nativeRequire = (filename) => {
  const file = JSON.stringify(filename);
  // The sandbox's own `require` and `process` are the preset's stand-ins; Node's own come from
  // the real global's process (getBuiltinModule: Node >= 20.16).
  return [`module.exports = global.process.getBuiltinModule('node:module').createRequire(${file})(${file});`, null];
};

export const griffelAotPreset = [
  require.resolve('@griffel/babel-preset'),
  {
    evaluationRules: [{ action: require('@linaria/shaker').default }, { test: /[/\\]node_modules[/\\]/, action: nativeRequire }],
    // The evaluator runs the shaken TypeScript, so it needs the types stripped.
    babelOptions: { presets: [[require.resolve('@babel/preset-typescript'), { isTSX: true, allExtensions: true }]] },
  },
];
