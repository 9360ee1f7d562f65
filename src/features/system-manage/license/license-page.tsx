// Licence management on the settings page shape: the installed licence (GET /license/manage/info)
// with its per-application block in the card, loading or failing with Retry like every settings
// page; "Update licence" in the toolbar (preview, then apply: license-upload.tsx); the instances
// serving it below.
import { useQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { SettingsPart } from '../../../components/settings-page/settings-page.tsx';
import { settingsPageOf } from '../../../components/settings-page/settings-page-of.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { licenseInfoQuery, licenseInstancesQuery, type LicenseInfo } from './license-api.ts';
import { LicenseFacts } from './license-facts.tsx';
import { LicenseUpload } from './license-upload.tsx';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0, maxWidth: '900px' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

const texts = () => ({ loading: t`Loading the licence…`, error: t`The licence information could not be loaded.` });

export default settingsPageOf(licenseInfoQuery, texts, Installed, { toolbar: LicenseUpload, after: Instances });

function Installed({ data }: { data: LicenseInfo }) {
  const { t } = useLingui();
  return data.license ? (
    <LicenseFacts license={data.license} />
  ) : (
    <MessageBar intent="warning">
      <MessageBarBody>{t`No licence is installed. The platform is not activated.`}</MessageBarBody>
    </MessageBar>
  );
}

function Instances() {
  const styles = useStyles();
  const { t } = useLingui();
  const query = useQuery(licenseInstancesQuery());
  return (
    <SettingsPart title={t`Instances`}>
      <QueryState query={query} loadingLabel={t`Loading the instances…`} errorTitle={t`The instances could not be loaded.`}>
        {(info) => (
          <dl className={styles.facts} data-testid="license-instances">
            <dt className={styles.term}>{t`Instance ID`}</dt>
            <dd className={styles.value}>{info.instanceId}</dd>
            <dt className={styles.term}>{t`Instance CPU cores`}</dt>
            <dd className={styles.value}>{info.cpuCores}</dd>
            <dt className={styles.term}>{t`Authorised service nodes`}</dt>
            <dd className={styles.value}>{(info.nodes ?? []).map((n) => `${n.host} (${n.cpuCores})`).join(', ')}</dd>
          </dl>
        )}
      </QueryState>
    </SettingsPart>
  );
}
