// Fluent's light and dark themes from the brand ramp: Fluent's colour tables (about 7 KiB of gzip),
// in a chunk of their own. The default light theme never needs them in the browser: the build
// writes it as a stylesheet (scripts/rollup-theme-css.mjs, which draws it with lightTheme below);
// another brand colour, dark, and the tokens handed to embedded applications load this.
import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brand-ramp.ts';

export const lightTheme = (color: string | undefined): Theme => createLightTheme(brandRamp(color));

/** Dark, with the brand's text and links lightened as Fluent advises so they read on dark. */
export function darkTheme(color: string | undefined): Theme {
  const ramp = brandRamp(color);
  return {
    ...createDarkTheme(ramp),
    colorBrandForeground1: ramp[110],
    colorBrandForeground2: ramp[120],
    colorBrandForegroundLink: ramp[120],
  };
}
