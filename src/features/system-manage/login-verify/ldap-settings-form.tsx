// The directory (LDAP) settings: connection, bind account, where users are and how they map to
// local users, with a connection test and an account test that name the stage that failed
// (use-ldap-tests.ts). Saving without a passing test of exactly these values, or after a failed
// one, asks first (spec section 5). The bind password comes masked; leaving the mask keeps the
// saved password. Every limit is the contract's; a refusal shows on its field.
import { useLingui } from '@lingui/react/macro';
import { Button, Input, Subtitle2, Switch, makeStyles } from '@fluentui/react-components';
import { FieldRow, SettingsForm } from '../../../components/settings-page/settings-form.tsx';
import { useResourceForm } from '../../../components/settings-page/use-resource-form.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { contractFields } from '../../../components/form-field/contract-field.tsx';
import { rulesFor, type RuleOptions } from '../../../api/form-rules.ts';
import { formMessages } from '../../../lib/form-messages.ts';
import { DepartmentPicker } from '../pickers/department-picker.tsx';
import { ldapSettings, type LdapSettings } from './ldap-api.ts';
import { MAPPED_FIELDS, portAfterSslSwitch, toLdapBody, toLdapForm, type LdapFormValues, type MappedField } from './ldap-form.ts';
import { useLdapTests } from './use-ldap-tests.ts';
import { LdapAccountTest } from './ldap-account-test.tsx';

type TextField = 'host' | 'bindDn' | 'bindPassword' | 'userBaseDn' | 'userFilter' | 'usernameAttribute' | 'searchKeys';

const useStyles = makeStyles({
  narrow: { flexGrow: 0, flexBasis: '140px' },
  heading: { marginTop: '12px' },
});

export function LdapSettingsForm({ settings }: { settings: LdapSettings }) {
  const { t } = useLingui();
  const styles = useStyles();
  const form = useResourceForm<LdapFormValues, LdapSettings>(ldapSettings, {
    values: toLdapForm(settings),
    toBody: toLdapBody,
    // `tests` is made below from this form; a save only runs after both exist.
    beforeSave: (v) => tests.maySave(v),
    afterSave: () => tests.forget(),
    savedMessage: t`The LDAP settings are saved.`,
  });
  const tests = useLdapTests(form);
  const { control, getValues, setValue, watch, canEdit, formProps } = form;
  const fieldLabel: Record<MappedField, string> = { realName: t`Real name`, email: t`E-mail`, phone: t`Phone` };

  const enabled = watch('enabled');
  /** Host and base DN are needed while directory login is on; empty is fine while it is off. */
  const neededWhenOn = (label: string): RuleOptions => ({
    required: false,
    validate: {
      needed: (v: unknown) => (getValues('enabled') && !(typeof v === 'string' && v.trim()) ? formMessages.required(label) : true),
    },
  });
  /** The contract lists every key as present; these may be empty (anonymous bind, no filter). */
  const optional: RuleOptions = { required: false };
  const field = contractFields(control, 'LdapSettings', !canEdit);
  const text = (name: TextField, label: string, options?: RuleOptions, required?: boolean) =>
    field(name, label, {
      options,
      required,
      type: name === 'bindPassword' ? 'password' : 'text',
      hint:
        name === 'searchKeys'
          ? t`Comma separated, e.g. CN,sAMAccountName`
          : name === 'bindPassword' && settings.bindPassword
            ? t`Saved; leave it as is to keep it`
            : undefined,
      inputProps: name === 'bindPassword' ? { autoComplete: 'new-password', onFocus: (e) => e.currentTarget.select() } : undefined,
    });

  const buttons = (
    <>
      <Button disabled={tests.testing} onClick={() => void tests.run('connection')}>{t`Test connection`}</Button>
      <Button disabled={tests.testing} onClick={() => void tests.run('account')}>{t`Test account`}</Button>
    </>
  );
  return (
    <SettingsForm label={t`LDAP settings`} {...formProps} buttons={buttons}>
      <FormField control={control} name="enabled" label={t`Directory login`}>
        {(field) => (
          <Switch
            checked={field.value}
            disabled={!canEdit}
            label={field.value ? t`On: the login page offers directory login` : t`Off`}
            onChange={(_, d) => field.onChange(d.checked)}
          />
        )}
      </FormField>
      <FieldRow>
        {text('host', t`Host`, neededWhenOn(t`Host`), enabled)}
        <div className={styles.narrow}>{field('port', t`Port`, { type: 'integer' })}</div>
        <div className={styles.narrow}>
          <FormField control={control} name="ssl" label={t`SSL`}>
            {(field) => (
              <Switch
                checked={field.value}
                disabled={!canEdit}
                label={field.value ? t`LDAPS` : t`Off`}
                onChange={(_, d) => {
                  field.onChange(d.checked);
                  setValue('port', portAfterSslSwitch(getValues('port'), d.checked));
                }}
              />
            )}
          </FormField>
        </div>
      </FieldRow>
      <FieldRow>
        {text('bindDn', t`Bind DN`, optional)}
        {text('bindPassword', t`Bind DN password`, optional)}
      </FieldRow>
      {text('userBaseDn', t`User base DN`, neededWhenOn(t`User base DN`), enabled)}
      {text('userFilter', t`User filter`, optional)}
      <FieldRow>
        {text('usernameAttribute', t`Username attribute`)}
        {text('searchKeys', t`Search keys`)}
      </FieldRow>
      <Subtitle2 as="h3" className={styles.heading}>{t`Attribute mapping`}</Subtitle2>
      <FieldRow>
        {MAPPED_FIELDS.map((f) => (
          <FormField
            key={f}
            control={control}
            name={`mapping.${f}`}
            label={t`${fieldLabel[f]} from`}
            rules={rulesFor('LdapAttributeMapping', 'sourceAttribute', fieldLabel[f], { required: false })}
          >
            {(field) => <Input {...field} disabled={!canEdit} placeholder={t`Source attribute`} />}
          </FormField>
        ))}
      </FieldRow>
      <FormField
        control={control}
        name="defaultDeptId"
        label={t`Default department`}
        hint={t`New directory users join it and hold its default roles`}
      >
        {(field) => (
          // A department a delegate may not place directory users in: disabled, with the reason.
          <DepartmentPicker
            value={[field.value]}
            onChange={([id]) => field.onChange(id ?? '')}
            none={t`None`}
            refusal="placementRefusal"
            disabled={!canEdit}
          />
        )}
      </FormField>
      <Subtitle2 as="h3" className={styles.heading}>{t`Account test`}</Subtitle2>
      <LdapAccountTest tests={tests} />
    </SettingsForm>
  );
}
