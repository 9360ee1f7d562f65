// The login verification settings: captcha on the login form, lockout per account and per
// client IP, and how long a login and "remember me" last; every range is the contract's.
import { useLingui } from '@lingui/react/macro';
import { Switch } from '@fluentui/react-components';
import { FieldRow, SettingsForm } from '../../../components/settings-page/settings-form.tsx';
import { useResourceForm } from '../../../components/settings-page/use-resource-form.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { contractFields } from '../../../components/form-field/contract-field.tsx';
import { filteredNumber } from '../../../lib/input-filters.ts';
import { loginVerification, type LoginVerification } from './login-verify-api.ts';

type NumberField = Exclude<keyof LoginVerification, 'useCaptcha'>;
type FormValues = { useCaptcha: boolean } & Record<NumberField, string>;
const NUMBER_FIELDS: NumberField[] = [
  'lockCount',
  'lockWindowMinutes',
  'lockMinutes',
  'ipFailureLimit',
  'loginTimeoutMinutes',
  'rememberMeDays',
];

const toForm = (s: LoginVerification): FormValues =>
  ({ useCaptcha: s.useCaptcha, ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(s[f])])) }) as FormValues;
const toBody = (v: FormValues): LoginVerification =>
  ({ useCaptcha: v.useCaptcha, ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, filteredNumber(v[f]) ?? 0])) }) as LoginVerification;

export function LoginSettingsForm({ settings }: { settings: LoginVerification }) {
  const { t } = useLingui();
  const { control, canEdit, formProps } = useResourceForm(loginVerification, {
    values: toForm(settings),
    toBody,
    savedMessage: t`The login settings are saved.`,
  });
  const field = contractFields(control, 'LoginVerification', !canEdit);
  const number = (name: NumberField, label: string, hint?: string) => field(name, label, { hint, type: 'integer' });
  return (
    <SettingsForm label={t`Login settings`} {...formProps}>
      <FormField control={control} name="useCaptcha" label={t`Captcha`}>
        {(field) => (
          <Switch
            checked={field.value}
            disabled={!canEdit}
            label={field.value ? t`On: the login form asks for a verification code` : t`Off`}
            onChange={(_, d) => field.onChange(d.checked)}
          />
        )}
      </FormField>
      <FieldRow>
        {number('lockCount', t`Failed logins before the account locks`)}
        {number('lockWindowMinutes', t`Counting window (minutes)`)}
        {number('lockMinutes', t`Lock duration (minutes)`)}
      </FieldRow>
      {number('ipFailureLimit', t`Failed logins per client IP within the window`, t`0 switches the per-IP limit off`)}
      <FieldRow>
        {number('loginTimeoutMinutes', t`Login timeout (minutes)`)}
        {number('rememberMeDays', t`Remember me (days)`)}
      </FieldRow>
    </SettingsForm>
  );
}
