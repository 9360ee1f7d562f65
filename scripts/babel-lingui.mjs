// Babel options that run only the Lingui macro and leave TypeScript and JSX for esbuild.
// Shared by the rollup build and the browser-test bundler.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const linguiBabelOptions = {
  babelrc: false,
  configFile: false,
  compact: false,
  sourceMaps: true,
  plugins: [require.resolve('@lingui/babel-plugin-lingui-macro')],
  overrides: [
    { test: /\.tsx$/, plugins: [[require.resolve('@babel/plugin-syntax-typescript'), { isTSX: true }]] },
    { test: /\.ts$/, plugins: [require.resolve('@babel/plugin-syntax-typescript')] },
  ],
};

/** Only files that may use the macro need Babel. */
export const usesLinguiMacro = (code) => code.includes('@lingui/') && code.includes('/macro');
