// The form of one settings resource (src/api/settings-resource.ts): useSettingsForm over its save,
// with the edit permission the resource names. It returns what the fields need (`control`,
// `canEdit` to disable them) and `formProps` for `SettingsForm` (submit, permission, Save off
// while saving), so a settings form writes only its values, its body and its fields.
import type { FieldValues } from 'react-hook-form';
import { usePermission } from '../permission/use-permission.ts';
import { useSettingsForm, type SettingsFormOptions } from './use-settings-form.ts';

/** The part of `settingsResource(…)` a form uses. */
export interface SavableResource<B> {
  editCode: string;
  useSave(): { mutateAsync(body: B): Promise<unknown>; isPending: boolean };
}

export interface ResourceFormOptions<V extends FieldValues, B> extends Omit<SettingsFormOptions<V>, 'save'> {
  /** The body the resource saves, from the form's values. */
  toBody(values: V): B;
  /** After a save was accepted (LDAP forgets its test results). */
  afterSave?(): void;
}

export function useResourceForm<V extends FieldValues, B>(
  resource: SavableResource<B>,
  { toBody, afterSave, ...opts }: ResourceFormOptions<V, B>,
) {
  const save = resource.useSave();
  const canEdit = usePermission(resource.editCode);
  const form = useSettingsForm<V>({
    ...opts,
    save: async (v) => {
      await save.mutateAsync(toBody(v));
      afterSave?.();
    },
  });
  const formProps = { onSubmit: form.submit, editCode: resource.editCode, saving: save.isPending };
  return { ...form, canEdit, formProps };
}
