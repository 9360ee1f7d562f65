// The licence's facts and its per-application block (functional scope, version, expiry): shown on
// the licence page and in the preview of a file about to be applied.
import { useLingui } from '@lingui/react/macro';
import { Badge, Caption1, Subtitle2, makeStyles } from '@fluentui/react-components';
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';
import { Facts } from '../../../components/facts/facts.tsx';
import { SimpleTable } from '../../../components/simple-table/simple-table.tsx';
import type { License } from './license-api.ts';

const useStyles = makeStyles({ facts: { gap: '8px 24px', margin: 0, maxWidth: '900px' } });

export function LicenseFacts({ license, testId = 'license-info' }: { license: License; testId?: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const licenseTypes = useDictOptions(DICT_CODES.licenseType);
  const scopes = useDictOptions(DICT_CODES.licenseScope);
  const statusText = (s: number | undefined) => [t`Effective`, t`Restricted (near expiry)`, t`Expired`, t`Not activated`][s ?? 3];
  const statusColor = (s: number | undefined) => (['success', 'warning', 'danger', 'informative'] as const)[s ?? 3];
  return (
    <>
      <div data-testid={testId}>
        <Facts
          className={styles.facts}
          facts={[
            [
              t`Status`,
              <Badge key="status" appearance="tint" color={statusColor(license.status)}>
                {statusText(license.status)}
              </Badge>,
            ],
            [t`Licence type`, licenseTypes.labelOf(license.type)],
            [t`Licence ID`, license.licenseId],
            [t`Authorised firm`, license.authorizedFirm],
            [t`CPU cores (used / total)`, `${license.cpuCoresUsed ?? '—'} / ${license.cpuCoresTotal ?? '—'}`],
            [t`Valid until`, license.expireDate ?? t`Perpetual`],
          ]}
        />
      </div>
      <Subtitle2 as="h2">{t`Applications`}</Subtitle2>
      {license.apps?.length ? (
        <SimpleTable
          label={t`Application licences`}
          rows={license.apps}
          rowKey={(a) => a.code}
          columns={[
            { header: t`Application code`, cell: (a) => a.code },
            { header: t`Functional scope`, cell: (a) => (a.scope ? scopes.labelOf(a.scope) : '—') },
            { header: t`Version`, cell: (a) => a.version ?? '—' },
            { header: t`Valid until`, cell: (a) => a.expireDate ?? '—' },
          ]}
        />
      ) : (
        <Caption1>{t`The licence lists no applications.`}</Caption1>
      )}
    </>
  );
}
