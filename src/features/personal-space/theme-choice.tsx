// Light or dark on this device: the platform's default (named), the device's own setting, light or
// dark. Applied at once, like the language, and kept across logout (state/theme-state.ts).
import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { themeChoiceAtom, type ThemeChoice } from '../../state/theme-state.ts';
import { platformConfigAtom } from '../../state/platform-state.ts';

export function ThemeChoiceField() {
  const { t } = useLingui();
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  const platformDefault = useAtomValue(platformConfigAtom)?.defaultTheme ?? 'system';
  const names: Record<ThemeChoice, string> = { system: t`Same as the device`, light: t`Light`, dark: t`Dark` };
  return (
    <Field label={t`Appearance`}>
      <RadioGroup value={choice ?? 'default'} onChange={(_, d) => setChoice(d.value === 'default' ? null : (d.value as ThemeChoice))}>
        <Radio value="default" label={t`Platform default (${names[platformDefault]})`} />
        {(['system', 'light', 'dark'] as const).map((c) => (
          <Radio key={c} value={c} label={names[c]} />
        ))}
      </RadioGroup>
    </Field>
  );
}
