// Create or edit a role: name (unique), code, description, sort order, status. Limits come from
// the contract (RoleInput); the server decides on duplicates and its message is shown.
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Switch,
  Textarea,
} from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import { useSaveRole, type Role } from './roles-api.ts';
import { roleFormOf, toRoleBody, type RoleFormValues } from './role-form.ts';

export interface RoleFormDialogProps {
  /** The role to edit, or null to create one. */
  role: Role | null;
  onClose(): void;
}

export function RoleFormDialog({ role, onClose }: RoleFormDialogProps) {
  const { t } = useLingui();
  const save = useSaveRole();
  const { control, handleSubmit, formState } = useForm<RoleFormValues>({ defaultValues: roleFormOf(role ?? undefined) });
  const submit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync(toRoleBody(v, role?.id));
      onClose();
    } catch {
      // The failure was toasted; the dialog keeps what was typed.
    }
  });
  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{role ? t`Edit role` : t`Add role`}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              <FormField control={control} name="name" label={t`Role name`} rules={rulesFor('RoleInput', 'name', t`Role name`)}>
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
              <FormField
                control={control}
                name="description"
                label={t`Description`}
                rules={rulesFor('RoleInput', 'description', t`Description`)}
              >
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
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>{t`Cancel`}</Button>
              <Button type="submit" appearance="primary" disabled={formState.isSubmitting}>{t`Save`}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
