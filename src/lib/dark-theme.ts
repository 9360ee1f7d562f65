// Fluent's dark theme from the brand ramp, with the brand's text and links lightened as Fluent
// advises so they read on dark. Its own chunk: only someone who sees dark downloads its tables.
import { createDarkTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

export const darkTheme = (ramp: BrandVariants): Theme => ({
  ...createDarkTheme(ramp),
  colorBrandForeground1: ramp[110],
  colorBrandForeground2: ramp[120],
  colorBrandForegroundLink: ramp[120],
});
