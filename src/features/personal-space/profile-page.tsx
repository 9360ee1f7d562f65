// Personal space, Base info: the account's details, preferences and password change, one tab
// each; the tab is in the URL (`?tab=password`) so the header's user menu can open it. A directory
// (LDAP) account has no password here: its password tab says where it is changed instead.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { MessageBar, MessageBarBody, Tab, TabList, Title2 } from '@fluentui/react-components';
import { QueryState } from '../../components/query-state/query-state.tsx';
import { PasswordChangeForm } from '../../components/password-change/password-change-form.tsx';
import { notify } from '../../api/notify.ts';
import { PROFILE_TABS, type ProfileTab } from '../../lib/routes.ts';
import { passwordSourceQuery, profileQuery } from './personal-api.ts';
import { BaseInfoForm } from './base-info-form.tsx';
import { PreferencesForm } from './preferences-form.tsx';

const TABS = Object.values(PROFILE_TABS) as ProfileTab[];

export function ProfilePage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') as ProfileTab | null;
  const tab: ProfileTab = raw && TABS.includes(raw) ? raw : PROFILE_TABS.info;
  const profile = useQuery(profileQuery());
  const passwordSource = useQuery({ ...passwordSourceQuery(), enabled: tab === PROFILE_TABS.password });
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Title2 as="h1">{t`Base info`}</Title2>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setParams({ tab: String(d.value) }, { replace: true })}>
        <Tab value={PROFILE_TABS.info}>{t`My details`}</Tab>
        <Tab value={PROFILE_TABS.preferences}>{t`Preferences`}</Tab>
        <Tab value={PROFILE_TABS.password}>{t`Change password`}</Tab>
      </TabList>
      <div role="tabpanel" style={{ maxWidth: 640 }}>
        {tab === PROFILE_TABS.info ? (
          <QueryState query={profile} loadingLabel={t`Loading…`} errorTitle={t`Your account details could not be loaded.`}>
            {(p) => <BaseInfoForm key={p.id} profile={p} />}
          </QueryState>
        ) : tab === PROFILE_TABS.preferences ? (
          <PreferencesForm />
        ) : passwordSource.data === 'ldap' ? (
          <MessageBar intent="info">
            <MessageBarBody>
              {t`Your password is managed by your organisation's directory (LDAP). Change it where you change your directory password (for example your computer's sign-in), not here; the new one applies to your next sign-in.`}
            </MessageBarBody>
          </MessageBar>
        ) : (
          <PasswordChangeForm onChanged={() => notify(t`The password was changed. Your other sessions were ended.`, 'success')} />
        )}
      </div>
    </section>
  );
}
