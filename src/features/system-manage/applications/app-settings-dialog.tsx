// The global default application (a user's personal default still overrides it) and the
// quick-access maximum, whose range is the contract's (AppPlatformSettings.maxQuickAccess), not
// written here. A refusal shows on its field. Applications are named in the interface language.
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@fluentui/react-components';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import { filteredNumber } from '../../../lib/input-filters.ts';
import { localName } from '../../../lib/local-name.ts';
import { langAtom } from '../../../state/lang-state.ts';
import { allAppsQuery, appSettings, type AppPlatformSettings } from './applications-api.ts';

interface SettingsFormValues {
  defaultAppId: string;
  maxQuickAccess: string;
}

const settingsForm = (s: AppPlatformSettings | undefined): SettingsFormValues => ({
  defaultAppId: s?.defaultAppId ? String(s.defaultAppId) : '',
  maxQuickAccess: s ? String(s.maxQuickAccess) : '',
});

export function AppSettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const settings = useQuery(appSettings.query());
  const apps = useQuery(allAppsQuery());
  const save = appSettings.useSave();
  const form = useForm<SettingsFormValues>({ values: settingsForm(settings.data) });
  const { control } = form;
  return (
    <FormDialog
      open
      title={t`Default app and quick access`}
      form={form}
      onSave={(v) =>
        save.mutateAsync({
          defaultAppId: v.defaultAppId ? Number(v.defaultAppId) : null,
          maxQuickAccess: filteredNumber(v.maxQuickAccess) ?? 0,
        })
      }
      onClose={onClose}
    >
      <FormField
        control={control}
        name="defaultAppId"
        label={t`Global default application`}
        hint={t`A user's own default application takes precedence.`}
      >
        {(field) => (
          <Select value={field.value} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur} ref={field.ref}>
            <option value="">{t`None (platform home)`}</option>
            {(apps.data ?? []).map((a) => (
              <option key={a.id} value={String(a.id)}>
                {localName(a, lang)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        control={control}
        name="maxQuickAccess"
        label={t`Quick-access maximum`}
        rules={rulesFor('AppPlatformSettings', 'maxQuickAccess', t`Quick-access maximum`)}
      >
        {(field) => <IntegerInput {...field} />}
      </FormField>
    </FormDialog>
  );
}
