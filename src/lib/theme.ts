// Fluent theme from the platform's configured colour (default #705ADA), light or dark: the
// shell's, and the app bridge's design tokens. The default light theme is a stylesheet the build
// writes (CSS variables on :root, scripts/rollup-theme-css.mjs), so the login route carries none
// of Fluent's colour tables; any other colour, dark, and the tokens for embedded applications are
// drawn by theme-tables.ts, loaded on demand (loadThemeTables). Until it has loaded, themeFor
// answers undefined and the stylesheet's theme shows.
import type { Theme } from '@fluentui/react-components';
import { brandRamp } from './brand-ramp.ts';

const cache = new Map<string, Theme>();
let tables: typeof import('./theme-tables.ts') | undefined;

/** Fetches the theme tables' code once; themeFor draws every theme from then on. */
export async function loadThemeTables(): Promise<void> {
  tables ??= await import('./theme-tables.ts');
}

/** Whether a theme differs from the build's stylesheet, so the tables must be loaded to draw it. */
export const needsThemeTables = (color: string | undefined, mode: 'light' | 'dark'): boolean =>
  mode === 'dark' || brandRamp(color)[80] !== brandRamp(undefined)[80];

export function themeFor(color: string | undefined, mode: 'light' | 'dark' = 'light'): Theme | undefined {
  if (!tables) return undefined;
  const key = `${mode}:${color ?? ''}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = mode === 'dark' ? tables.darkTheme(color) : tables.lightTheme(color);
    cache.set(key, theme);
  }
  return theme;
}
