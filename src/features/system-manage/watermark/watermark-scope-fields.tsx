// Where the watermark is drawn: the whole portal, embedded applications, or the applications
// chosen here (at least one, by their name in the interface language).
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { Control } from 'react-hook-form';
import { Combobox, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { langAtom } from '../../../state/lang-state.ts';
import { appChoicesQuery } from './watermark-settings-api.ts';
import type { Scope, WatermarkFormValues } from './watermark-form.ts';
import { localName } from '../../../lib/local-name.ts';

export function WatermarkScopeFields({
  control,
  scope,
  disabled,
}: {
  control: Control<WatermarkFormValues>;
  scope: Scope;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const apps = useQuery(appChoicesQuery());
  const appName = (code: string) => {
    const app = apps.data?.find((a) => a.code === code);
    return app ? localName(app, lang) : code;
  };
  return (
    <>
      <FormField control={control} name="scope" label={t`Apply to`}>
        {(field) => (
          <RadioGroup value={field.value} onChange={(_, d) => field.onChange(d.value)} disabled={disabled}>
            <Radio value="portal" label={t`The whole portal`} />
            <Radio value="apps" label={t`Embedded applications`} />
            <Radio value="selected" label={t`Chosen applications`} />
          </RadioGroup>
        )}
      </FormField>
      {scope === 'selected' ? (
        <FormField
          control={control}
          name="appCodes"
          label={t`Applications`}
          rules={{ validate: (v: string[]) => v.length > 0 || t`Choose at least one application` }}
        >
          {(field) => (
            <Combobox
              multiselect
              disabled={disabled}
              placeholder={t`Choose applications`}
              selectedOptions={field.value}
              value={field.value.map(appName).join(', ')}
              onOptionSelect={(_, d) => field.onChange(d.selectedOptions)}
            >
              {(apps.data ?? []).map((a) => (
                <Option key={a.code} value={a.code}>
                  {appName(a.code)}
                </Option>
              ))}
            </Combobox>
          )}
        </FormField>
      ) : null}
    </>
  );
}
