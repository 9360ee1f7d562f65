// Update licence: choose a .lic file (only .lic, spec section 5), see what it holds (parsed by the
// server, nothing installed yet), then apply it.
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { Can } from '../../../components/permission/can.tsx';
import { LicenseFacts } from './license-facts.tsx';
import { useInstallLicense, useParseLicense, type License, type LicenseFile } from './license-api.ts';

export function LicenseUpload() {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState<{ file: LicenseFile; license: License } | null>(null);
  const parse = useParseLicense();
  const install = useInstallLicense();

  async function chosen(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError('');
    if (!/\.lic$/i.test(file.name)) {
      setError(t`Only a .lic file can be uploaded`);
      return;
    }
    const body = { fileName: file.name, content: await file.text() };
    const license = await parse.mutateAsync(body).catch(() => null);
    if (license) setPreview({ file: body, license });
  }

  return (
    <>
      <Can code="license:upload">
        <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => input.current?.click()} disabled={parse.isPending}>
          {t`Update licence`}
        </Button>
      </Can>
      <input ref={input} type="file" accept=".lic" hidden data-testid="license-file" onChange={(e) => void chosen(e.target.files?.[0])} />
      {error ? (
        <MessageBar intent="error" data-testid="license-upload-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Dialog
        open={preview !== null}
        onOpenChange={(_, d) => {
          if (!d.open) setPreview(null);
        }}
      >
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>{t`Apply this licence?`}</DialogTitle>
            <DialogContent data-testid="license-preview">
              {preview ? <LicenseFacts license={preview.license} testId="license-preview-info" /> : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPreview(null)}>{t`Cancel`}</Button>
              <Button
                appearance="primary"
                disabled={install.isPending}
                onClick={async () => {
                  if (!preview) return;
                  await install.mutateAsync(preview.file).then(
                    () => setPreview(null),
                    () => undefined,
                  );
                }}
              >{t`Apply`}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
