// Update licence: choose a .lic file (only .lic, spec section 5), see what it holds (parsed by the
// server, nothing installed yet), then apply it in a FormDialog. A refusal of the file (not .lic,
// or the server's "invalid licence file": a bad signature, a malformed payload) shows under the
// button in its words, where the file was chosen; a refused install keeps the preview open.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { Can } from '../../../components/permission/can.tsx';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { LicenseFacts } from './license-facts.tsx';
import { useInstallLicense, useParseLicense, type License, type LicenseFile } from './license-api.ts';

export function LicenseUpload() {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState<{ file: LicenseFile; license: License } | null>(null);
  const parse = useParseLicense();
  const install = useInstallLicense();
  const form = useForm();

  async function chosen(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError('');
    if (!/\.lic$/i.test(file.name)) {
      setError(t`Only a .lic file can be uploaded`);
      return;
    }
    const body = { fileName: file.name, content: await file.text() };
    const license = await parse.mutateAsync(body).catch((e: unknown) => {
      setError(e instanceof Error ? e.message : String(e));
      return null;
    });
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
      <FormDialog
        open={preview !== null}
        title={t`Apply this licence?`}
        form={form}
        saveLabel={t`Apply`}
        onSave={() => install.mutateAsync(preview!.file)}
        onClose={() => setPreview(null)}
      >
        <div data-testid="license-preview">{preview ? <LicenseFacts license={preview.license} testId="license-preview-info" /> : null}</div>
      </FormDialog>
    </>
  );
}
