// Application management's counts above the list: how many applications, enabled and disabled,
// and how many of them are licensed, restricted, expired or not activated.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Badge, Caption1, makeStyles } from '@fluentui/react-components';
import { appOverviewQuery } from './applications-api.ts';

const useStyles = makeStyles({ overview: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' } });

export function AppsOverview() {
  const { t } = useLingui();
  const styles = useStyles();
  const o = useQuery(appOverviewQuery()).data;
  if (!o) return null;
  return (
    <div className={styles.overview} data-testid="app-overview">
      <Caption1>{t`${o.total} applications`}</Caption1>
      <Badge appearance="tint" color="success">{t`Enabled: ${o.enabled}`}</Badge>
      <Badge appearance="tint" color="subtle">{t`Disabled: ${o.disabled}`}</Badge>
      <Badge appearance="outline" color="success">{t`Licensed: ${o.license.effect}`}</Badge>
      <Badge appearance="outline" color="warning">{t`Restricted: ${o.license.narrow}`}</Badge>
      <Badge appearance="outline" color="danger">{t`Expired: ${o.license.overdue}`}</Badge>
      <Badge appearance="outline" color="informative">{t`Not activated: ${o.license.unactivated}`}</Badge>
    </div>
  );
}
