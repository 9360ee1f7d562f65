// The login verification page: its first tab holds captcha, lockout per account and per client
// IP, session lengths (the login page and the token endpoint follow a save at once) and the
// locked accounts; its second tab holds directory (LDAP) login and the sync preview (?tab=ldap,
// so a reload or a link opens it). Each tab is a settings section of the kit: loading and error
// states, the form in a card, its list after it.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { useSearchParams } from 'wouter';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { SettingsPart, SettingsSection } from '../../../components/settings-page/settings-page.tsx';
import type { QueryLike } from '../../../components/query-state/query-state.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { loginVerification } from './login-verify-api.ts';
import { LoginSettingsForm } from './login-settings-form.tsx';
import { LockedAccounts } from './locked-accounts.tsx';
import { ldapSettings } from './ldap-api.ts';
import { LdapSettingsForm } from './ldap-settings-form.tsx';
import { LdapSyncSection } from './ldap-sync-section.tsx';

const useStyles = makeStyles({
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

/** A tab's settings in their section, and the list that goes with them under its heading. */
function SettingsTab<T>({
  query,
  labels: [loadingLabel, errorTitle, listTitle],
  list,
  form,
}: {
  query: QueryLike<T>;
  labels: readonly [loading: string, error: string, list: string];
  list: ReactNode;
  form(data: T): ReactNode;
}) {
  const after = <SettingsPart title={listTitle}>{list}</SettingsPart>;
  return (
    <SettingsSection query={query} loadingLabel={loadingLabel} errorTitle={errorTitle} after={after}>
      {form}
    </SettingsSection>
  );
}

function VerificationTab() {
  const { t } = useLingui();
  const query = useQuery(loginVerification.query());
  const labels = [t`Loading the login settings…`, t`The login settings could not be loaded.`, t`Locked accounts`] as const;
  return <SettingsTab query={query} labels={labels} list={<LockedAccounts />} form={(s) => <LoginSettingsForm settings={s} />} />;
}

function LdapTab() {
  const { t } = useLingui();
  const query = useQuery(ldapSettings.query());
  const labels = [t`Loading the LDAP settings…`, t`The LDAP settings could not be loaded.`, t`Synchronise users`] as const;
  return <SettingsTab query={query} labels={labels} list={<LdapSyncSection />} form={(s) => <LdapSettingsForm settings={s} />} />;
}
