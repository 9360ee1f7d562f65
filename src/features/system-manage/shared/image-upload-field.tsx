// An image chosen from disk, uploaded at once (the server checks its content, size and, for the
// app icon, 62x62) and kept as the URL the server answers. png, jpg or svg only: another file is
// refused here with the spec's message before anything is sent.
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { uploadImage, type ImageKind } from './upload-image.ts';

export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';
const IMAGE_NAME = /\.(png|jpe?g|svg)$/i;

export interface ImageUploadFieldProps {
  label: string;
  value: string;
  onChange(url: string): void;
  /** Sends the file; answers the stored image's URL (rejects with the server's message shown as a toast). */
  upload(file: File): Promise<{ url: string }>;
  hint?: string;
  testId?: string;
}

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '8px' },
  preview: {
    width: '40px',
    height: '40px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export function ImageUploadField({ label, value, onChange, upload, hint, testId }: ImageUploadFieldProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function chosen(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!IMAGE_NAME.test(file.name)) {
      setError(t`The image format does not meet the requirements, please upload again.`);
      return;
    }
    setError('');
    setBusy(true);
    try {
      onChange((await upload(file)).url);
    } catch {
      // The client already showed the server's reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field label={label} hint={hint} validationState={error ? 'error' : 'none'} validationMessage={error || undefined}>
      <div className={styles.row}>
        {value ? <img className={styles.preview} src={value} alt="" /> : null}
        <Button size="small" disabled={busy} onClick={() => input.current?.click()}>
          {value ? t`Replace` : t`Upload`}
        </Button>
        {value ? <Button size="small" appearance="subtle" onClick={() => onChange('')}>{t`Remove`}</Button> : null}
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid={testId}
          aria-label={label}
          onChange={(e) => void chosen(e.target.files?.[0])}
        />
      </div>
    </Field>
  );
}

export interface ImageFormFieldProps<V extends FieldValues> extends Pick<ImageUploadFieldProps, 'label' | 'hint' | 'testId'> {
  control: Control<V>;
  name: FieldPathByValue<V, string>;
  /** What the server checks the image as (an app icon must be 62x62). */
  kind: ImageKind;
}

/** The field bound to a form value: it draws its own label and error, so it takes the bare controller. */
export function ImageFormField<V extends FieldValues>({ control, name, kind, ...shown }: ImageFormFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUploadField {...shown} value={field.value} onChange={field.onChange} upload={(file) => uploadImage(file, kind)} />
      )}
    />
  );
}
