// Light or dark on this device: the platform's default (named), the device's own setting, light or
// dark. Applied at once, like the language, and kept across logout (state/theme-state.ts).
import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { themeChoiceAtom, type ThemeChoice } from '../../state/theme-state.ts';
import { platformConfigAtom } from '../../state/platform-state.ts';
import { THEME_CHOICES, useThemeNames } from '../../components/theme/theme-names.ts';

export function ThemeChoiceField() {
  const { t } = useLingui();
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  const platformDefault = useAtomValue(platformConfigAtom)?.defaultTheme ?? 'system';
  const names = useThemeNames();
  return (
    <Field label={t`Appearance`}>
      <RadioGroup value={choice ?? 'default'} onChange={(_, d) => setChoice(d.value === 'default' ? null : (d.value as ThemeChoice))}>
        <Radio value="default" label={t`Platform default (${names[platformDefault]})`} />
        {THEME_CHOICES.map((c) => (
          <Radio key={c} value={c} label={names[c]} />
        ))}
      </RadioGroup>
    </Field>
  );
}
