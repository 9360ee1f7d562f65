// Fluent theme from the platform's configured colour (default #705ADA), light or dark: the
// shell's, and the app bridge's design tokens. The dark theme (dark-theme.ts) loads on demand
// (loadDarkTheme); until it has, dark is drawn light.
import { createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brand-ramp.ts';

const cache = new Map<string, Theme>();
let dark: typeof import('./dark-theme.ts') | undefined;

/** Fetches the dark theme's code once; themeFor draws dark from then on. */
export async function loadDarkTheme(): Promise<void> {
  dark ??= await import('./dark-theme.ts');
}

export function themeFor(color: string | undefined, mode: 'light' | 'dark' = 'light'): Theme {
  const drawn = mode === 'dark' && dark ? dark : undefined;
  const key = `${drawn ? 'dark' : 'light'}:${color ?? ''}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = drawn ? drawn.darkTheme(brandRamp(color)) : createLightTheme(brandRamp(color));
    cache.set(key, theme);
  }
  return theme;
}
