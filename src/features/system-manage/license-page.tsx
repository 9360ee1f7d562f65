// Licence information (GET /license/manage/info): type, id, firm, CPU cores, expiry, status, and
// the per-application licences.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Badge, Button, Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle2, Table, TableBody, TableCell,
  TableHeader, TableHeaderCell, TableRow, Title2, makeStyles, tokens,
} from '@fluentui/react-components';
import type { components } from '../../api/gen/arcana-system.ts';
import { api, unwrap } from '../../api/client.ts';

type License = components['schemas']['License'];
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; license: License | null };

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '900px' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

export function LicensePage({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    unwrap(api.GET('/license/manage/info'), { hideMessage: true })
      .then((d) => { if (live) setState({ status: 'ready', license: d?.license ?? null }); })
      .catch(() => { if (live) setState({ status: 'error' }); });
    return () => { live = false; };
  }, [reload]);

  const statusText = (s: number | undefined) => [t`Effective`, t`Restricted (near expiry)`, t`Expired`, t`Not activated`][s ?? 3];
  const statusColor = (s: number | undefined) => (['success', 'warning', 'danger', 'informative'] as const)[s ?? 3];

  return (
    <div className={styles.page}>
      <Title2 as="h1">{title}</Title2>
      {state.status === 'loading' ? <Spinner label={t`Loading the licence…`} /> : null}
      {state.status === 'error' ? (
        <MessageBar intent="error">
          <MessageBarBody>{t`The licence information could not be loaded.`}</MessageBarBody>
          <MessageBarActions><Button onClick={() => setReload((n) => n + 1)}>{t`Retry`}</Button></MessageBarActions>
        </MessageBar>
      ) : null}
      {state.status === 'ready' && !state.license ? (
        <MessageBar intent="warning"><MessageBarBody>{t`No licence is installed. The platform is not activated.`}</MessageBarBody></MessageBar>
      ) : null}
      {state.status === 'ready' && state.license ? (
        <>
          <dl className={styles.facts} data-testid="license-info">
            <dt className={styles.term}>{t`Status`}</dt>
            <dd className={styles.value}><Badge appearance="tint" color={statusColor(state.license.status)}>{statusText(state.license.status)}</Badge></dd>
            <dt className={styles.term}>{t`Licence type`}</dt><dd className={styles.value}>{state.license.type}</dd>
            <dt className={styles.term}>{t`Licence ID`}</dt><dd className={styles.value}>{state.license.licenseId}</dd>
            <dt className={styles.term}>{t`Authorised firm`}</dt><dd className={styles.value}>{state.license.authorizedFirm ?? '—'}</dd>
            <dt className={styles.term}>{t`CPU cores (used / total)`}</dt>
            <dd className={styles.value}>{`${state.license.cpuCoresUsed ?? '—'} / ${state.license.cpuCoresTotal ?? '—'}`}</dd>
            <dt className={styles.term}>{t`Valid until`}</dt><dd className={styles.value}>{state.license.expireDate ?? t`Perpetual`}</dd>
          </dl>
          <Subtitle2 as="h2">{t`Applications`}</Subtitle2>
          {state.license.apps?.length ? (
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
                {state.license.apps.map((a) => (
                  <TableRow key={a.code}>
                    <TableCell>{a.code}</TableCell>
                    <TableCell>{a.scope ?? '—'}</TableCell>
                    <TableCell>{a.version ?? '—'}</TableCell>
                    <TableCell>{a.expireDate ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : <Caption1>{t`The licence lists no applications.`}</Caption1>}
        </>
      ) : null}
    </div>
  );
}
