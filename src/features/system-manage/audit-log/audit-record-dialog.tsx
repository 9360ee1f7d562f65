// One audit record: who, when, where, and its before and after values side by side, each
// changed field marked (a diff of the top-level fields; nested values shown as JSON).
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { auditRecordQuery, type AuditRecordDetail } from './audit-log-api.ts';
import { useAuditLabels } from './audit-labels.ts';
import { formatDateTime } from '../../../lib/date-format.ts';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '0 0 16px' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  code: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: tokens.fontSizeBase200 },
  changed: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  surface: { maxWidth: '960px', width: '90vw' },
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
  const styles = useStyles();
  const query = useQuery({ ...auditRecordQuery(id ?? 0), enabled: id !== null });
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t`Audit record`}</DialogTitle>
          <DialogContent>
            <QueryState query={query} loadingLabel={t`Loading the record…`} errorTitle={t`The record could not be loaded.`}>
              {(record) => <RecordView record={record} />}
            </QueryState>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`Close`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
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
      <dl className={styles.facts}>
        {facts.map(([term, value]) => [
          <dt key={`t${term}`} className={styles.term}>
            {term}
          </dt>,
          <dd key={`d${term}`} className={styles.value}>
            {value || '—'}
          </dd>,
        ])}
      </dl>
      {rows.length ? (
        <Table aria-label={t`Before and after`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Field`}</TableHeaderCell>
              <TableHeaderCell>{t`Before`}</TableHeaderCell>
              <TableHeaderCell>{t`After`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow
                key={r.field}
                className={r.changed ? styles.changed : undefined}
                aria-label={r.changed ? t`${r.field} changed` : r.field}
              >
                <TableCell>{r.field}</TableCell>
                <TableCell>
                  <span className={styles.code}>{r.before}</span>
                </TableCell>
                <TableCell>
                  <span className={styles.code}>{r.after}</span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p>{t`This record has no before or after values.`}</p>
      )}
    </>
  );
}
