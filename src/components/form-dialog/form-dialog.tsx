// FormDialog: the one create/edit dialog shell. It opens and closes, submits the react-hook-form
// form it is given (Save, Cancel, Save disabled while the write is pending), closes when the save
// resolves, and when the server refuses it keeps what was typed and shows the server's words on
// the field they are about (the toast of `unwrap` still says them too), so a person sees where to
// correct. Fields go inside as children (FormField, ContractField). With changes typed and not
// saved, Cancel, Escape and leaving the page first ask whether to discard them. The frame (title,
// buttons, focus return) is DialogFrame's.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import { serverErrorField } from './server-error-field.ts';
import { useGuardedClose } from '../unsaved-changes/use-unsaved-changes.ts';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';

export interface FormDialogProps<V extends FieldValues> {
  open: boolean;
  title: string;
  form: UseFormReturn<V>;
  /** The write; the dialog closes when it resolves. */
  onSave(values: V): Promise<unknown>;
  onClose(): void;
  /** Names the field a refusal is about when the answer does not (e.g. a taken code). */
  errorField?(error: unknown): FieldPath<V> | undefined;
  saveLabel?: string;
  /** Save stays disabled while this holds (e.g. the record to edit is still loading). */
  saveDisabled?: boolean;
  /** A wider surface and another layout of the fields (a two-column grid). */
  surfaceClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: '12px' } });

export function FormDialog<V extends FieldValues>({
  open,
  title,
  form,
  onSave,
  onClose,
  errorField,
  saveLabel,
  saveDisabled = false,
  surfaceClassName,
  contentClassName,
  children,
}: FormDialogProps<V>) {
  const { t } = useLingui();
  const styles = useStyles();
  const cancel = useGuardedClose(open && form.formState.isDirty, onClose);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      const field = errorField?.(error) ?? serverErrorField(error, Object.keys(values));
      if (field) form.setError(field as FieldPath<V>, { type: 'server', message: (error as Error).message }, { shouldFocus: true });
    }
  });
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={() => void cancel()}
      onSubmit={(e) => void submit(e)}
      surfaceClassName={surfaceClassName}
      contentClassName={mergeClasses(styles.content, contentClassName)}
      actions={
        <>
          <Button appearance="secondary" onClick={() => void cancel()}>{t`Cancel`}</Button>
          <Button appearance="primary" type="submit" disabled={saveDisabled || form.formState.isSubmitting}>
            {saveLabel ?? t`Save`}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
