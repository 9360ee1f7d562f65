// The directory (LDAP) settings: connection, bind account, where users are and how they map to
// local users, with a connection test and an account test that name the stage that failed.
// Saving without a passing test of exactly these values, or after a failed one, asks first
// (spec section 5). The bind password comes masked; leaving the mask keeps the saved password.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Subtitle2,
  Switch,
  makeStyles,
} from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { rulesFor, type RuleOptions } from '../../../api/form-rules.ts';
import { notify } from '../../../api/notify.ts';
import { formMessages } from '../../../lib/form-messages.ts';
import { departmentPaths, noDepartmentRefusal } from '../shared/department-tree.ts';
import {
  ldapDepartmentsQuery,
  useLdapAccountTest,
  useLdapConnectionTest,
  useSaveLdapSettings,
  type LdapSettings,
  type LdapTestResult,
} from './ldap-api.ts';
import { MAPPED_FIELDS, portAfterSslSwitch, toLdapBody, toLdapForm, type LdapFormValues, type MappedField } from './ldap-form.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '720px' },
  row: { display: 'flex', gap: '12px', alignItems: 'flex-start', '> *': { flexGrow: 1, flexBasis: 0 } },
  narrow: { flexGrow: 0, flexBasis: '140px' },
  heading: { marginTop: '12px' },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

/** What was last tested: the exact body, and whether it passed. */
interface Tested {
  body: string;
  ok: boolean;
}

export function LdapSettingsForm({ settings }: { settings: LdapSettings }) {
  const { t } = useLingui();
  const styles = useStyles();
  const canEdit = usePermission('ldap:edit');
  const confirm = useConfirm();
  const save = useSaveLdapSettings();
  const connection = useLdapConnectionTest();
  const account = useLdapAccountTest();
  const depts = useQuery(ldapDepartmentsQuery());
  const deptById = new Map((depts.data ?? []).map((d) => [d.id, d]));
  const noDeptRefusal = noDepartmentRefusal(depts.data ?? []);
  const { control, handleSubmit, getValues, setValue, trigger, watch } = useForm<LdapFormValues>({ values: toLdapForm(settings) });
  const [tested, setTested] = useState<Tested | null>(null);
  const [result, setResult] = useState<{ title: string; answer: LdapTestResult } | null>(null);
  const [testUser, setTestUser] = useState('');
  const [testPassword, setTestPassword] = useState('');
  const [testTouched, setTestTouched] = useState(false);

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
  const text = (
    name: 'host' | 'bindDn' | 'userBaseDn' | 'userFilter' | 'usernameAttribute' | 'searchKeys',
    label: string,
    options?: RuleOptions,
    required?: boolean,
  ) => (
    <FormField
      control={control}
      name={name}
      label={label}
      required={required}
      rules={rulesFor('LdapSettings', name, label, options)}
      hint={name === 'searchKeys' ? t`Comma separated, e.g. CN,sAMAccountName` : undefined}
    >
      {(field) => <Input {...field} disabled={!canEdit} />}
    </FormField>
  );

  async function runTest(kind: 'connection' | 'account') {
    if (!(await trigger())) return;
    const body = toLdapBody(getValues());
    let answer: LdapTestResult;
    if (kind === 'account') {
      setTestTouched(true);
      if (!testUser.trim() || !testPassword) return;
      answer = await account.mutateAsync({ settings: body, username: testUser.trim(), password: testPassword });
    } else {
      answer = await connection.mutateAsync(body);
    }
    const what = kind === 'connection' ? t`Connection test` : t`Account test`;
    // The server's message opens with the stage that failed ("Bind: …", "绑定：…"): the title does not repeat it.
    const title = answer.ok ? t`${what} passed` : t`${what} failed`;
    setResult({ title, answer });
    setTested({ body: JSON.stringify(body), ok: answer.ok });
  }

  const submit = handleSubmit(async (v) => {
    const body = toLdapBody(v);
    const sameAsTested = tested?.body === JSON.stringify(body);
    if (!(sameAsTested && tested.ok)) {
      const failed = sameAsTested && !tested.ok;
      const go = await confirm({
        title: failed ? t`The last test failed` : t`These settings are not tested`,
        message: failed
          ? t`The directory test failed with these values. Directory logins may fail after saving. Save anyway?`
          : t`No test has passed with these values. Run the connection test first, or save anyway?`,
        confirmText: t`Save anyway`,
      });
      if (!go) return;
    }
    await save.mutateAsync(body);
    setTested(null);
    notify(t`The LDAP settings are saved.`, 'success');
  });

  const testing = connection.isPending || account.isPending;
  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={t`LDAP settings`}>
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
      <div className={styles.row}>
        {text('host', t`Host`, neededWhenOn(t`Host`), enabled)}
        <div className={styles.narrow}>
          <FormField control={control} name="port" label={t`Port`} rules={rulesFor('LdapSettings', 'port', t`Port`)}>
            {(field) => <IntegerInput {...field} disabled={!canEdit} />}
          </FormField>
        </div>
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
      </div>
      <div className={styles.row}>
        {text('bindDn', t`Bind DN`, optional)}
        <FormField
          control={control}
          name="bindPassword"
          label={t`Bind DN password`}
          rules={rulesFor('LdapSettings', 'bindPassword', t`Bind DN password`, optional)}
          hint={settings.bindPassword ? t`Saved; leave it as is to keep it` : undefined}
        >
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" disabled={!canEdit} onFocus={(e) => e.currentTarget.select()} />
          )}
        </FormField>
      </div>
      {text('userBaseDn', t`User base DN`, neededWhenOn(t`User base DN`), enabled)}
      {text('userFilter', t`User filter`, optional)}
      <div className={styles.row}>
        {text('usernameAttribute', t`Username attribute`)}
        {text('searchKeys', t`Search keys`)}
      </div>
      <Subtitle2 as="h3" className={styles.heading}>{t`Attribute mapping`}</Subtitle2>
      <div className={styles.row}>
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
      </div>
      <FormField
        control={control}
        name="defaultDeptId"
        label={t`Default department`}
        hint={t`New directory users join it and hold its default roles`}
      >
        {(field) => (
          <Select value={field.value} disabled={!canEdit} onChange={(_, d) => field.onChange(d.value)}>
            <option value="" disabled={Boolean(noDeptRefusal)} title={noDeptRefusal}>{t`None`}</option>
            {departmentPaths(depts.data ?? []).map((p) => {
              // A department a delegate may not place directory users in: disabled, the reason its tooltip.
              const refusal = deptById.get(p.id)?.placementRefusal;
              return (
                <option key={p.id} value={String(p.id)} disabled={Boolean(refusal)} title={refusal}>
                  {p.path}
                </option>
              );
            })}
          </Select>
        )}
      </FormField>
      <Subtitle2 as="h3" className={styles.heading}>{t`Account test`}</Subtitle2>
      <div className={styles.row}>
        <Field
          label={t`Directory account`}
          validationMessage={testTouched && !testUser.trim() ? formMessages.required(t`Directory account`) : undefined}
        >
          <Input value={testUser} autoComplete="off" onChange={(_, d) => setTestUser(d.value)} />
        </Field>
        <Field
          label={t`Its password`}
          validationMessage={testTouched && !testPassword ? formMessages.required(t`Its password`) : undefined}
        >
          <Input value={testPassword} type="password" autoComplete="new-password" onChange={(_, d) => setTestPassword(d.value)} />
        </Field>
      </div>
      {result ? (
        <MessageBar intent={result.answer.ok ? 'success' : 'error'} role="status" aria-live="polite">
          <MessageBarBody>
            <MessageBarTitle>{result.title}</MessageBarTitle>
            {result.answer.message}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Can code="ldap:edit">
        <div className={styles.buttons}>
          <Button disabled={testing} onClick={() => void runTest('connection')}>{t`Test connection`}</Button>
          <Button disabled={testing} onClick={() => void runTest('account')}>{t`Test account`}</Button>
          <Button appearance="primary" type="submit" disabled={save.isPending}>{t`Save`}</Button>
        </div>
      </Can>
    </form>
  );
}
