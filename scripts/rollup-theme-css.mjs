// Rollup plugin: the default light theme (the default brand colour) as a stylesheet of Fluent's CSS
// variables on :root, `assets/theme-[hash].css`, which index.html links (rollup-portal-html.mjs).
// The browser then draws no theme for the default look: FluentProvider gets none until another
// colour or dark asks for Fluent's colour tables (src/lib/theme.ts). The theme is drawn here by
// the portal's own code (src/lib/theme-tables.ts, bundled for Node by esbuild), so the stylesheet
// and a theme drawn in the browser cannot differ.
import { build } from 'esbuild';

async function defaultLightTheme() {
  const { outputFiles } = await build({
    stdin: {
      contents:
        "export { lightTheme } from './src/lib/theme-tables.ts'; export { createCSSRuleFromTheme } from '@fluentui/react-components';",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    // Fluent's ES modules, so that only the theme code is bundled.
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  const code = outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

export function themeCss() {
  return {
    name: 'theme-css',
    async generateBundle() {
      const { lightTheme, createCSSRuleFromTheme } = await defaultLightTheme();
      this.emitFile({ type: 'asset', name: 'theme.css', source: createCSSRuleFromTheme(':root', lightTheme(undefined)) });
    },
  };
}
