// The audit log page: every record the platform writes (logins, failures, lockouts, logouts,
// every write), found by user, IP, time, application, module, action and outcome; one
// record's before and after; the current filter exported as CSV or XLSX; retention
// (retention-setting.tsx).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Caption1, makeStyles } from '@fluentui/react-components';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { useListQuery } from '../../../components/list-page/use-list-page.ts';
import type { DataTableColumn } from '../../../components/data-table/data-table-types.ts';
import { Can } from '../../../components/permission/can.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { auditPageQuery, downloadAuditExport, type AuditRecord } from './audit-log-api.ts';
import { useAuditList } from './use-audit-search.ts';
import { RetentionSetting } from './retention-setting.tsx';
import { AuditFilterBar } from './audit-filter-bar.tsx';
import { useAuditLabels } from './audit-labels.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { lazyDialog } from '../../../components/lazy-dialog/lazy-dialog.tsx';

const AuditRecordDialog = lazyDialog(
  () => import('./audit-record-dialog.tsx').then((m) => m.AuditRecordDialog),
  (p) => p.id !== null,
);

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: '8px', alignItems: 'end' },
});

export default function AuditLogPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const list = useListQuery(useAuditList(), auditPageQuery);
  const { search, update, query } = list;
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await downloadAuditExport(format, search.filters);
    } finally {
      setExporting(false);
    }
  };
  const labels = useAuditLabels();
  const columns: DataTableColumn<AuditRecord>[] = [
    {
      id: 'at',
      label: t`Time`,
      hideable: false,
      width: 180,
      cell: (r) => formatDateTime(r.at),
    },
    { id: 'username', label: t`User`, cell: (r) => r.username || '—', minWidth: 110 },
    { id: 'ip', label: t`IP address`, cell: (r) => r.ip, width: 140 },
    { id: 'app', label: t`Application`, cell: (r) => r.app, defaultHidden: true },
    { id: 'module', label: t`Module`, cell: (r) => labels.module(r.module), minWidth: 110 },
    { id: 'action', label: t`Action`, cell: (r) => labels.action(r.action), minWidth: 110 },
    { id: 'path', label: t`Path`, cell: (r) => r.path, defaultHidden: true },
    {
      id: 'outcome',
      label: t`Outcome`,
      width: 100,
      cell: (r) => (
        <Badge appearance="tint" color={r.outcome === 'success' ? 'success' : 'danger'}>
          {r.outcome === 'success' ? t`Success` : t`Failure`}
        </Badge>
      ),
    },
    {
      id: 'details',
      label: t`Details`,
      hideable: false,
      width: 100,
      cell: (r) => <Button size="small" onClick={() => setOpenId(r.id)} aria-label={t`View record ${r.id}`}>{t`View`}</Button>,
    },
  ];
  return (
    <PageLayout
      title={title}
      toolbar={
        <Can code="audit:export">
          <div className={styles.toolbar}>
            <Button disabled={exporting} onClick={() => void exportAs('csv')}>{t`Export CSV`}</Button>
            <Button disabled={exporting} onClick={() => void exportAs('xlsx')}>{t`Export XLSX`}</Button>
          </div>
        </Can>
      }
    >
      <AuditFilterBar filters={search.filters} onApply={(filters) => update({ filters })} />
      {query.data?.totalCapped ? (
        <Caption1>{t`More than ${query.data.total} records match: narrow the filter (for example the time range) to reach older ones.`}</Caption1>
      ) : null}
      <ListTable label={title} columns={columns} list={list} texts={{ error: t`The audit log could not be loaded.` }} />
      <AuditRecordDialog id={openId} onClose={() => setOpenId(null)} />
      <Can code="audit:settings">
        <RetentionSetting />
      </Can>
    </PageLayout>
  );
}
