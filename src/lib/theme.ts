// Fluent theme from the platform's configured colour (default #705ADA), light or dark: the
// shell's, and the app bridge's design tokens. The dark theme is Fluent's from the same brand
// ramp, with the brand's text and links lightened as Fluent advises, so they read on dark.
import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brand-ramp.ts';

const cache = new Map<string, Theme>();

export function themeFor(color: string | undefined, mode: 'light' | 'dark' = 'light'): Theme {
  const key = `${mode}:${color ?? ''}`;
  let theme = cache.get(key);
  if (!theme) {
    const ramp = brandRamp(color);
    theme =
      mode === 'dark'
        ? {
            ...createDarkTheme(ramp),
            colorBrandForeground1: ramp[110],
            colorBrandForeground2: ramp[120],
            colorBrandForegroundLink: ramp[120],
          }
        : createLightTheme(ramp);
    cache.set(key, theme);
  }
  return theme;
}
