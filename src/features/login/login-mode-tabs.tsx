// The account / directory tabs of the login card. Fluent's TabList brings its arrow-key
// navigation engine (tabster, ~20 KiB gzip), so it is loaded only once the platform says
// directory login is on; until then the card shows the one account tab as plain markup.
import { Tab, TabList } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { LoginMode } from './login-api.ts';

export function LoginModeTabs({ mode, onChange }: { mode: LoginMode; onChange: (mode: LoginMode) => void }) {
  const { t } = useLingui();
  return (
    <TabList selectedValue={mode} onTabSelect={(_, d) => onChange(d.value as LoginMode)}>
      <Tab value="password">{t`Account login`}</Tab>
      <Tab value="ldap">{t`Directory login`}</Tab>
    </TabList>
  );
}
