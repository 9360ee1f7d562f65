// The password policy page: the rules every new password must meet (checked by the server
// wherever a password is set), and the users whose password never expires: a SettingsPage
// (loading, error with Retry, the form in a card, the list after it); a refusal shows on its field.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, makeStyles } from '@fluentui/react-components';
import { SettingsPage, SettingsPart } from '../../../components/settings-page/settings-page.tsx';
import { useSettingsForm } from '../../../components/settings-page/use-settings-form.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FieldRow } from '../../../components/settings-page/settings-form.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { filteredNumber } from '../../../lib/input-filters.ts';
import type { SystemPageProps } from '../page-types.ts';
import { passwordRulesQuery, useSaveRules, type PasswordRules } from './password-policy-api.ts';
import { rulesForm, toRulesBody, type RulesFormValues } from './password-rules-form.ts';
import { NeverExpireUsers } from './never-expire-users.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '640px' },
  classes: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' },
});

export default function PasswordPolicyPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const query = useQuery(passwordRulesQuery());
  return (
    <SettingsPage
      title={title}
      query={query}
      loadingLabel={t`Loading the password policy…`}
      errorTitle={t`The password policy could not be loaded.`}
      after={
        <SettingsPart title={t`Passwords that never expire`}>
          <NeverExpireUsers />
        </SettingsPart>
      }
    >
      {(rules) => <RulesForm rules={rules} />}
    </SettingsPage>
  );
}

function RulesForm({ rules }: { rules: PasswordRules }) {
  const { t } = useLingui();
  const styles = useStyles();
  const canEdit = usePermission('password-policy:edit');
  const save = useSaveRules();
  const { control, getValues, submit } = useSettingsForm<RulesFormValues>({
    values: rulesForm(rules),
    save: (v) => save.mutateAsync(toRulesBody(v)),
    savedMessage: t`The password policy is saved.`,
  });
  const number = (
    name: 'minLength' | 'maxLength' | 'lifetimeDays' | 'reminderDays' | 'historyCount',
    label: string,
    hint?: string,
    validate?: Record<string, (v: unknown) => string | undefined>,
  ) => (
    <FormField control={control} name={name} label={label} hint={hint} rules={rulesFor('PasswordRules', name, label, { validate })}>
      {(field) => <IntegerInput {...field} disabled={!canEdit} />}
    </FormField>
  );
  const classBox = (name: 'requireDigits' | 'requireUppercase' | 'requireLowercase' | 'requireSpecial', label: string) => (
    <FormField control={control} name={name} label="">
      {(field) => (
        <Checkbox checked={field.value} disabled={!canEdit} label={label} onChange={(_, d) => field.onChange(d.checked === true)} />
      )}
    </FormField>
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={styles.form} aria-label={t`Password rules`}>
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
      <Can code="password-policy:edit">
        <div>
          <Button appearance="primary" type="submit" disabled={save.isPending}>{t`Save`}</Button>
        </div>
      </Can>
    </form>
  );
}
