// The licence's facts and its per-application block (functional scope, version, expiry): shown on
// the licence page and in the preview of a file about to be applied.
import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  Caption1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';
import type { License } from './license-api.ts';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0, maxWidth: '900px' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

export function LicenseFacts({ license, testId = 'license-info' }: { license: License; testId?: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const licenseTypes = useDictOptions(DICT_CODES.licenseType);
  const scopes = useDictOptions(DICT_CODES.licenseScope);
  const statusText = (s: number | undefined) => [t`Effective`, t`Restricted (near expiry)`, t`Expired`, t`Not activated`][s ?? 3];
  const statusColor = (s: number | undefined) => (['success', 'warning', 'danger', 'informative'] as const)[s ?? 3];
  return (
    <>
      <dl className={styles.facts} data-testid={testId}>
        <dt className={styles.term}>{t`Status`}</dt>
        <dd className={styles.value}>
          <Badge appearance="tint" color={statusColor(license.status)}>
            {statusText(license.status)}
          </Badge>
        </dd>
        <dt className={styles.term}>{t`Licence type`}</dt>
        <dd className={styles.value}>{licenseTypes.labelOf(license.type)}</dd>
        <dt className={styles.term}>{t`Licence ID`}</dt>
        <dd className={styles.value}>{license.licenseId}</dd>
        <dt className={styles.term}>{t`Authorised firm`}</dt>
        <dd className={styles.value}>{license.authorizedFirm ?? '—'}</dd>
        <dt className={styles.term}>{t`CPU cores (used / total)`}</dt>
        <dd className={styles.value}>{`${license.cpuCoresUsed ?? '—'} / ${license.cpuCoresTotal ?? '—'}`}</dd>
        <dt className={styles.term}>{t`Valid until`}</dt>
        <dd className={styles.value}>{license.expireDate ?? t`Perpetual`}</dd>
      </dl>
      <Subtitle2 as="h2">{t`Applications`}</Subtitle2>
      {license.apps?.length ? (
        <Table size="small" aria-label={t`Application licences`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Application code`}</TableHeaderCell>
              <TableHeaderCell>{t`Functional scope`}</TableHeaderCell>
              <TableHeaderCell>{t`Version`}</TableHeaderCell>
              <TableHeaderCell>{t`Valid until`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {license.apps.map((a) => (
              <TableRow key={a.code}>
                <TableCell>{a.code}</TableCell>
                <TableCell>{a.scope ? scopes.labelOf(a.scope) : '—'}</TableCell>
                <TableCell>{a.version ?? '—'}</TableCell>
                <TableCell>{a.expireDate ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Caption1>{t`The licence lists no applications.`}</Caption1>
      )}
    </>
  );
}
