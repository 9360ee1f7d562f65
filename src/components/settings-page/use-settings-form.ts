// The form of a settings page: react-hook-form over the saved value, a submit that saves, says
// so, and on a refusal shows the server's words on the field they are about (the toast of
// `unwrap` says them too); unsaved changes hold the user before they leave the page. A form that
// asks before it saves (LDAP: values not tested) says so in `beforeSave`.
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import { serverErrorField } from '../form-dialog/server-error-field.ts';
import { useUnsavedChanges } from '../unsaved-changes/use-unsaved-changes.ts';
import { notify } from '../../api/notify.ts';

export interface SettingsFormOptions<V extends FieldValues> {
  /** The saved settings as form values; the form follows them when they change. */
  values: V;
  save(values: V): Promise<unknown>;
  /** The success toast. */
  savedMessage: string;
  /** Asked first; false leaves the form as it is, unsaved. */
  beforeSave?(values: V): Promise<boolean>;
}

export function useSettingsForm<V extends FieldValues>({
  values,
  save,
  savedMessage,
  beforeSave,
}: SettingsFormOptions<V>): UseFormReturn<V> & { submit(event?: BaseSyntheticEvent): Promise<void> } {
  // A reload of the saved value (the refetch after a save, another tab's save) updates the fields
  // the user has not touched and keeps what they are typing.
  const form = useForm<V>({ values, defaultValues: values as DefaultValues<V>, resetOptions: { keepDirtyValues: true } });
  useUnsavedChanges(form.formState.isDirty);
  const submit = form.handleSubmit(async (v) => {
    if (beforeSave && !(await beforeSave(v))) return;
    try {
      await save(v);
      // What was saved is the new baseline, whether or not the reloaded value differs.
      form.reset(v);
      notify(savedMessage, 'success');
    } catch (error) {
      const field = serverErrorField(error, Object.keys(v));
      if (field) form.setError(field as FieldPath<V>, { type: 'server', message: (error as Error).message }, { shouldFocus: true });
    }
  });
  return { ...form, submit };
}
