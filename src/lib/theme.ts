// Fluent theme from the platform's configured colour (default #705ADA): the shell's, and the app bridge's design tokens.
import { createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brand-ramp.ts';

const cache = new Map<string, Theme>();

export function themeFor(color: string | undefined): Theme {
  const key = color ?? '';
  let theme = cache.get(key);
  if (!theme) {
    theme = createLightTheme(brandRamp(color));
    cache.set(key, theme);
  }
  return theme;
}
