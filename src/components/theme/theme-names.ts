// The names of light, dark and "same as the device", as Preferences and personalisation offer them.
import { useLingui } from '@lingui/react/macro';
import type { ThemeChoice } from '../../state/theme-state.ts';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

export function useThemeNames(): Record<ThemeChoice, string> {
  const { t } = useLingui();
  return { system: t`Same as the device`, light: t`Light`, dark: t`Dark` };
}
