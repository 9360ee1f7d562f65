// The password policy page: the rules every new password must meet (checked by the server
// wherever a password is set), and the users whose password never expires: a SettingsPage
// (loading, error with Retry, the form in a card, the list after it); a refusal shows on its field.
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, makeStyles } from '@fluentui/react-components';
import { SettingsPart } from '../../../components/settings-page/settings-page.tsx';
import { settingsPageOf } from '../../../components/settings-page/settings-page-of.tsx';
import { useResourceForm } from '../../../components/settings-page/use-resource-form.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FieldRow, SettingsForm } from '../../../components/settings-page/settings-form.tsx';
import { contractFields } from '../../../components/form-field/contract-field.tsx';
import { filteredNumber } from '../../../lib/input-filters.ts';
import { passwordRules, type PasswordRules } from './password-policy-api.ts';
import { rulesForm, toRulesBody } from './password-rules-form.ts';
import { NeverExpireUsers } from './never-expire-users.tsx';

const useStyles = makeStyles({
  classes: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' },
});

const texts = () => ({ loading: t`Loading the password policy…`, error: t`The password policy could not be loaded.` });

export default settingsPageOf(passwordRules.query, texts, RulesForm, { after: NeverExpirePart });

function NeverExpirePart() {
  const { t } = useLingui();
  return (
    <SettingsPart title={t`Passwords that never expire`}>
      <NeverExpireUsers />
    </SettingsPart>
  );
}

function RulesForm({ data }: { data: PasswordRules }) {
  const { t } = useLingui();
  const styles = useStyles();
  const { control, getValues, canEdit, formProps } = useResourceForm(passwordRules, {
    values: rulesForm(data),
    toBody: toRulesBody,
    savedMessage: t`The password policy is saved.`,
  });
  const field = contractFields(control, 'PasswordRules', !canEdit);
  const number = (
    name: 'minLength' | 'maxLength' | 'lifetimeDays' | 'reminderDays' | 'historyCount',
    label: string,
    hint?: string,
    validate?: Record<string, (v: unknown) => string | undefined>,
  ) => field(name, label, { type: 'integer', hint, options: { validate } });
  const classBox = (name: 'requireDigits' | 'requireUppercase' | 'requireLowercase' | 'requireSpecial', label: string) => (
    <FormField control={control} name={name} label="">
      {(field) => (
        <Checkbox checked={field.value} disabled={!canEdit} label={label} onChange={(_, d) => field.onChange(d.checked === true)} />
      )}
    </FormField>
  );
  return (
    <SettingsForm label={t`Password rules`} {...formProps}>
      <FieldRow>
        {number('minLength', t`Minimum length`)}
        {number('maxLength', t`Maximum length`, undefined, {
          order: (v) =>
            (filteredNumber(String(v)) ?? 0) < (filteredNumber(getValues('minLength')) ?? 0)
              ? t`The maximum length cannot be less than the minimum length`
              : undefined,
        })}
      </FieldRow>
      <div role="group" aria-label={t`Required characters`}>
        <div className={styles.classes}>
          {classBox('requireDigits', t`Digits`)}
          {classBox('requireUppercase', t`Uppercase letters`)}
          {classBox('requireLowercase', t`Lowercase letters`)}
          {classBox('requireSpecial', t`Special characters`)}
        </div>
      </div>
      <FieldRow>
        {number('lifetimeDays', t`Password lifetime (days)`, t`0: passwords never expire`)}
        {number('reminderDays', t`Reminder before expiry (days)`, undefined, {
          below: (v) => {
            const lifetime = filteredNumber(getValues('lifetimeDays')) ?? 0;
            return lifetime > 0 && (filteredNumber(String(v)) ?? 0) >= lifetime
              ? t`Password-expiry reminder days must be less than the password lifetime`
              : undefined;
          },
        })}
      </FieldRow>
      {number('historyCount', t`Password history`, t`The last N passwords cannot be used again; 0 switches this off`)}
    </SettingsForm>
  );
}
