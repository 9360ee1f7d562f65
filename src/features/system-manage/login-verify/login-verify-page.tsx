// The login verification page: captcha, lockout per account and per client IP, session lengths
// (the login page and the token endpoint follow a save at once), and the locked accounts (those
// inside the signed-in user's data scope; an administrator's Unlock is disabled, with the reason,
// for a delegate); its
// second tab holds directory (LDAP) login (?tab=ldap, so a reload or a link opens it).
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Button, Subtitle2, Switch, Tab, TabList, makeStyles } from '@fluentui/react-components';
import { useSearchParams } from 'wouter';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { useUrlListState } from '../../../components/data-table/use-url-list-state.ts';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { firstRefusal, refusalProps } from '../../../components/permission/refusal.ts';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { notify } from '../../../api/notify.ts';
import { filteredNumber } from '../../../lib/input-filters.ts';
import type { SystemPageProps } from '../page-types.ts';
import {
  lockedAccountsQuery,
  loginVerificationQuery,
  useSaveLoginVerification,
  useUnlockAccounts,
  type LockedAccount,
  type LoginVerification,
} from './login-verify-api.ts';
import { ldapSettingsQuery } from './ldap-api.ts';
import { LdapSettingsForm } from './ldap-settings-form.tsx';
import { LdapSyncSection } from './ldap-sync-section.tsx';

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

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '720px' },
  row: { display: 'flex', gap: '12px', '> *': { flexGrow: 1, flexBasis: 0 } },
  section: { marginTop: '28px' },
  tabs: { marginBottom: '16px' },
});

export default function LoginVerifyPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ldap' ? 'ldap' : 'verify';
  return (
    <PageLayout title={title}>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, d) => setParams(d.value === 'ldap' ? { tab: 'ldap' } : {}, { replace: true })}
      >
        <Tab value="verify">{t`Login verification`}</Tab>
        <Tab value="ldap">{t`Directory login (LDAP)`}</Tab>
      </TabList>
      {tab === 'ldap' ? <LdapTab /> : <VerificationTab />}
    </PageLayout>
  );
}

function VerificationTab() {
  const { t } = useLingui();
  const styles = useStyles();
  const query = useQuery(loginVerificationQuery());
  return (
    <>
      <QueryState query={query} loadingLabel={t`Loading the login settings…`} errorTitle={t`The login settings could not be loaded.`}>
        {(settings) => <SettingsForm settings={settings} />}
      </QueryState>
      <section className={styles.section} aria-labelledby="locked-title">
        <Subtitle2 as="h2" id="locked-title">{t`Locked accounts`}</Subtitle2>
        <LockedAccounts />
      </section>
    </>
  );
}

function LdapTab() {
  const { t } = useLingui();
  const styles = useStyles();
  const query = useQuery(ldapSettingsQuery());
  return (
    <>
      <QueryState query={query} loadingLabel={t`Loading the LDAP settings…`} errorTitle={t`The LDAP settings could not be loaded.`}>
        {(settings) => <LdapSettingsForm settings={settings} />}
      </QueryState>
      <section className={styles.section} aria-labelledby="ldap-sync-title">
        <Subtitle2 as="h2" id="ldap-sync-title">{t`Synchronise users`}</Subtitle2>
        <LdapSyncSection />
      </section>
    </>
  );
}

function SettingsForm({ settings }: { settings: LoginVerification }) {
  const { t } = useLingui();
  const styles = useStyles();
  const canEdit = usePermission('login-verify:edit');
  const save = useSaveLoginVerification();
  const { control, handleSubmit } = useForm<FormValues>({ values: toForm(settings) });
  const submit = handleSubmit(async (v) => {
    await save.mutateAsync(toBody(v));
    notify(t`The login settings are saved.`, 'success');
  });
  const number = (name: NumberField, label: string, hint?: string) => (
    <FormField control={control} name={name} label={label} hint={hint} rules={rulesFor('LoginVerification', name, label)}>
      {(field) => <IntegerInput {...field} disabled={!canEdit} />}
    </FormField>
  );
  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={t`Login settings`}>
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
      <div className={styles.row}>
        {number('lockCount', t`Failed logins before the account locks`)}
        {number('lockWindowMinutes', t`Counting window (minutes)`)}
        {number('lockMinutes', t`Lock duration (minutes)`)}
      </div>
      {number('ipFailureLimit', t`Failed logins per client IP within the window`, t`0 switches the per-IP limit off`)}
      <div className={styles.row}>
        {number('loginTimeoutMinutes', t`Login timeout (minutes)`)}
        {number('rememberMeDays', t`Remember me (days)`)}
      </div>
      <Can code="login-verify:edit">
        <div>
          <Button appearance="primary" type="submit" disabled={save.isPending}>{t`Save`}</Button>
        </div>
      </Can>
    </form>
  );
}

function LockedAccounts() {
  const { t, i18n } = useLingui();
  const [search, update] = useUrlListState();
  const query = useQuery(lockedAccountsQuery(search));
  const unlock = useUnlockAccounts();
  const confirm = useConfirm();
  const ask = async (rows: LockedAccount[]) => {
    const names = rows.map((r) => r.username).join(', ');
    if (
      !(await confirm({
        title: t`Unlock ${names}?`,
        message: t`The failed logins are forgotten and the account can sign in at once.`,
        confirmText: t`Unlock`,
      }))
    )
      return false;
    await unlock.mutateAsync(rows.map((r) => r.id));
    notify(t`Unlocked.`, 'success');
    return true;
  };
  const columns: DataTableColumn<LockedAccount>[] = [
    { id: 'username', label: t`Username`, cell: (u) => u.username, hideable: false },
    { id: 'realName', label: t`Real name`, cell: (u) => u.realName },
    {
      id: 'lockedUntil',
      label: t`Locked until`,
      cell: (u) => i18n.date(new Date(u.lockedUntil), { dateStyle: 'short', timeStyle: 'short' }),
      width: 200,
    },
    {
      id: 'actions',
      label: t`Actions`,
      hideable: false,
      width: 120,
      cell: (u) => (
        <Can code="login-verify:edit">
          <Button size="small" onClick={() => void ask([u])} {...refusalProps(u.changeRefusal)}>{t`Unlock`}</Button>
        </Can>
      ),
    },
  ];
  return (
    <DataTable
      tableId="system-locked-accounts"
      label={t`Locked accounts`}
      columns={columns}
      data={query}
      getRowId={(u) => u.id}
      page={search.page}
      size={search.size}
      onPageChange={(page, size) => update({ page, size })}
      keyword={search.keyword}
      onKeywordChange={(keyword) => update({ keyword })}
      errorTitle={t`The locked accounts could not be loaded.`}
      bulkActions={(rows, clear) => (
        <Can code="login-verify:edit">
          <Button
            onClick={async () => {
              if (await ask([...rows])) clear();
            }}
            {...refusalProps(firstRefusal(rows, (u) => u.changeRefusal))}
          >{t`Unlock`}</Button>
        </Can>
      )}
    />
  );
}
