// Import users from CSV or XLSX: download the template, choose a file and an initial password
// for rows without one; every row is checked by the server, the valid ones are created and the
// failed ones come back as a file (same format) with each reason.
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { DialogFrame } from '../../../components/dialog-frame/dialog-frame.tsx';
import { SimpleTable } from '../../../components/simple-table/simple-table.tsx';
import { checkConstraints, constraintsOf } from '../../../api/form-rules.ts';
import { base64ToBlob, downloadTemplate, fileToBase64, saveBlob, useImportUsers, type UserImportResult } from './users-api.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  file: { display: 'flex', gap: '8px', alignItems: 'center', minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  failures: { maxHeight: '240px', overflowY: 'auto' },
});

const SHOWN_FAILURES = 50;

export function UserImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const run = useImportUsers();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<UserImportResult | null>(null);
  const passwordError = password
    ? checkConstraints(constraintsOf('UserImportRequest', 'initialPassword') ?? {}, t`Initial password`, password)
    : undefined;

  const close = () => {
    setFile(null);
    setPassword('');
    setResult(null);
    onClose();
  };
  const start = async () => {
    if (!file) return;
    const content = await fileToBase64(file);
    setResult(await run.mutateAsync({ fileName: file.name, content, ...(password ? { initialPassword: password } : {}) }));
  };
  const failed = result?.failedFile;

  return (
    <DialogFrame
      open={open}
      title={t`Import users`}
      onClose={close}
      contentClassName={styles.form}
      actions={
        <>
          {failed ? (
            <Button
              icon={<ArrowDownloadRegular />}
              onClick={() => saveBlob(base64ToBlob(failed.content, failed.contentType), failed.fileName)}
            >
              {t`Download failed rows`}
            </Button>
          ) : null}
          <Button appearance="secondary" onClick={close}>{t`Close`}</Button>
          <Button
            appearance="primary"
            disabled={!file || Boolean(passwordError) || run.isPending}
            onClick={() => void start().catch(() => undefined)}
          >
            {run.isPending ? t`Importing…` : t`Import`}
          </Button>
        </>
      }
    >
      <div className={styles.row}>
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() => void downloadTemplate('xlsx').catch(() => undefined)}
        >{t`Template (XLSX)`}</Button>
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() => void downloadTemplate('csv').catch(() => undefined)}
        >{t`Template (CSV)`}</Button>
      </div>
      {/* The browser's own file input labels itself in the browser's language ("Choose File"
                in a zh_CN portal): a button of ours opens it instead. */}
      <Field label={t`File (CSV or XLSX)`} required>
        <div className={styles.file}>
          <Button onClick={() => fileInput.current?.click()}>{t`Choose file`}</Button>
          <span className={styles.fileName} data-testid="import-file-name">
            {file ? file.name : t`No file chosen`}
          </span>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx"
            hidden
            aria-label={t`File (CSV or XLSX)`}
            data-testid="import-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </div>
      </Field>
      <Field
        label={t`Initial password`}
        hint={t`For rows without a password. Imported users must change it at first login.`}
        validationMessage={passwordError}
        validationState={passwordError ? 'error' : 'none'}
      >
        <Input type="password" value={password} autoComplete="new-password" onChange={(_, d) => setPassword(d.value)} />
      </Field>
      {result ? (
        <MessageBar intent={result.failures.length ? 'warning' : 'success'}>
          <MessageBarBody data-testid="import-summary">
            {t`${result.created} of ${result.total} users imported; ${result.failures.length} failed.`}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {result?.failures.length ? (
        <div className={styles.failures}>
          <SimpleTable
            label={t`Failed rows`}
            rows={result.failures.slice(0, SHOWN_FAILURES)}
            rowKey={(f) => f.row}
            columns={[
              { header: t`Line`, cell: (f) => f.row },
              { header: t`Username`, cell: (f) => f.username },
              { header: t`Reason`, cell: (f) => f.reason },
            ]}
          />
        </div>
      ) : null}
    </DialogFrame>
  );
}
