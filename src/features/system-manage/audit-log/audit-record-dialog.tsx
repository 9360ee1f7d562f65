// One audit record: who, when, where, and its before and after values side by side, each
// changed field marked (a diff of the top-level fields; nested values shown as JSON).
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { makeStyles, tokens } from '@fluentui/react-components';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { ViewDialog } from '../../../components/view-dialog/view-dialog.tsx';
import { Facts } from '../../../components/facts/facts.tsx';
import { SimpleTable } from '../../../components/simple-table/simple-table.tsx';
import { auditRecordQuery, type AuditRecordDetail } from './audit-log-api.ts';
import { useAuditLabels } from './audit-labels.ts';
import { formatDateTime } from '../../../lib/date-format.ts';

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: tokens.fontSizeBase200 },
  changed: { backgroundColor: tokens.colorPaletteYellowBackground1 },
});

const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 2));
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Rows of the diff: every top-level field of either side, changed ones first. */
export function diffRows(before: unknown, after: unknown): Array<{ field: string; before: string; after: string; changed: boolean }> {
  if (!isRecord(before) && !isRecord(after)) {
    return before == null && after == null
      ? []
      : [{ field: '', before: show(before ?? undefined), after: show(after ?? undefined), changed: show(before) !== show(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => ({
    field,
    before: show(b[field]),
    after: show(a[field]),
    changed: show(b[field]) !== show(a[field]),
  }));
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

export function AuditRecordDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useLingui();
  const query = useQuery({ ...auditRecordQuery(id ?? 0), enabled: id !== null });
  return (
    <ViewDialog open={id !== null} title={t`Audit record`} onClose={onClose} maxWidth={960}>
      <QueryState query={query} loadingLabel={t`Loading the record…`} errorTitle={t`The record could not be loaded.`}>
        {(record) => <RecordView record={record} />}
      </QueryState>
    </ViewDialog>
  );
}

function RecordView({ record }: { record: AuditRecordDetail }) {
  const { t } = useLingui();
  const styles = useStyles();
  const labels = useAuditLabels();
  const rows = diffRows(record.before, record.after);
  const facts: Array<[string, string]> = [
    [t`Time`, formatDateTime(record.at)],
    [t`User`, record.username],
    [t`IP address`, record.ip],
    [t`Application`, record.app],
    [t`Module`, labels.module(record.module)],
    [t`Action`, labels.action(record.action)],
    [t`Request`, `${record.method} ${record.path}`],
    [t`Outcome`, record.outcome === 'success' ? t`Success` : t`Failure`],
    [t`Detail`, record.detail],
  ];
  return (
    <>
      <Facts facts={facts} />
      {rows.length ? (
        <SimpleTable
          label={t`Before and after`}
          rows={rows}
          rowKey={(r) => r.field}
          rowClassName={(r) => (r.changed ? styles.changed : undefined)}
          rowLabel={(r) => (r.changed ? t`${r.field} changed` : r.field)}
          columns={[
            { header: t`Field`, cell: (r) => r.field },
            { header: t`Before`, cell: (r) => <span className={styles.code}>{r.before}</span> },
            { header: t`After`, cell: (r) => <span className={styles.code}>{r.after}</span> },
          ]}
        />
      ) : (
        <p>{t`This record has no before or after values.`}</p>
      )}
    </>
  );
}
