// Create or edit a role: name (unique), code, description, sort order, status. Limits come from
// the contract (RoleInput); the server decides on duplicates and its refusal shows on the field
// it is about (a taken code on the code, a taken name on the name). A role with a name of its own
// in the interface language (i18nNames, shown in every list and picker) says so under the name.
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Input, Switch, Textarea } from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { ApiRequestError } from '../../../api/client.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';
import { useSaveRole, type Role } from './roles-api.ts';
import { roleFormOf, toRoleBody, type RoleFormValues } from './role-form.ts';

export interface RoleFormDialogProps {
  /** The role to edit, or null to create one. */
  role: Role | null;
  onClose(): void;
}

/** The server's duplicate refusals name no field: "A role with the code …" / "A role named …". */
const takenField = (error: unknown) => {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return undefined;
  if (/\bcode\b|编码/i.test(error.message)) return 'code' as const;
  return /\bnamed\b|名为/i.test(error.message) ? ('name' as const) : undefined;
};

export function RoleFormDialog({ role, onClose }: RoleFormDialogProps) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const shownAs = role ? localName(role, lang) : '';
  const save = useSaveRole();
  const form = useForm<RoleFormValues>({ defaultValues: roleFormOf(role ?? undefined) });
  const { control } = form;
  return (
    <FormDialog
      open
      title={role ? t`Edit role` : t`Add role`}
      form={form}
      onSave={(v) => save.mutateAsync(toRoleBody(v, role?.id))}
      onClose={onClose}
      errorField={takenField}
    >
      <FormField
        control={control}
        name="name"
        label={t`Role name`}
        rules={rulesFor('RoleInput', 'name', t`Role name`)}
        hint={role && shownAs !== role.name ? t`Shown as “${shownAs}” in this language; a new name replaces it` : undefined}
      >
        {(field) => <Input {...field} autoFocus />}
      </FormField>
      <FormField
        control={control}
        name="code"
        label={t`Role code`}
        hint={t`Letters, digits and _ . : - (optional, unique)`}
        rules={rulesFor('RoleInput', 'code', t`Role code`)}
      >
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="description" label={t`Description`} rules={rulesFor('RoleInput', 'description', t`Description`)}>
        {(field) => <Textarea {...field} resize="vertical" />}
      </FormField>
      <FormField control={control} name="sort" label={t`Sort order`} rules={rulesFor('RoleInput', 'sort', t`Sort order`)}>
        {(field) => <IntegerInput {...field} />}
      </FormField>
      <FormField control={control} name="enabled" label={t`Status`}>
        {(field) => (
          <Switch
            checked={field.value}
            onChange={(_, d) => field.onChange(d.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            label={field.value ? t`Enabled` : t`Disabled`}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
