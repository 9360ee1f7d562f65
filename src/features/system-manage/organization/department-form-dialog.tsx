// Add (under a parent, or at the top) or edit a department: name, type, sort order and default
// roles. Default roles are held by every user of the department; removing one revokes it from
// them unless they also hold it directly. Roles the signed-in user may not grant are disabled with
// the reason, and so are the default roles of a department they may not change (their own).
import { Controller, useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Field, Input } from '@fluentui/react-components';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import type { Department } from '../shared/department-tree.ts';
import { RolePicker } from '../pickers/role-picker.tsx';
import { useCreateDepartment, useUpdateDepartment } from './organization-api.ts';
import { type DeptType } from './dept-types.ts';
import { DICT_CODES } from '../../../api/dict-options.ts';
import { DictDropdown } from '../../../components/dict-dropdown/dict-dropdown.tsx';

interface Values {
  name: string;
  type: DeptType;
  sort: string;
  roleIds: string[];
}

/** Editing `dept`, or adding under `parent` (null: at the top); `open` false hides it. */
export interface DepartmentDialogState {
  open: boolean;
  dept?: Department;
  parent?: Department | null;
}

export function DepartmentFormDialog({ state, onClose }: { state: DepartmentDialogState; onClose(): void }) {
  const { t } = useLingui();
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const { dept, parent } = state;
  const form = useForm<Values>({
    values: {
      name: dept?.name ?? '',
      type: dept?.type ?? (parent ? 'department' : 'company'),
      sort: String(dept?.sort ?? 0),
      roleIds: (dept?.roleIds ?? []).map(String),
    },
  });
  const { control } = form;
  const save = (v: Values) => {
    const body = { name: v.name.trim(), type: v.type, sort: Number(v.sort || 0), roleIds: v.roleIds.map(Number) };
    return dept ? update.mutateAsync({ id: dept.id, ...body }) : create.mutateAsync({ ...body, parentId: parent?.id ?? null });
  };
  return (
    <FormDialog
      open={state.open}
      title={dept ? t`Edit department` : parent ? t`Add a department under ${parent.name}` : t`Add a top-level department`}
      form={form}
      onSave={save}
      onClose={onClose}
    >
      <FormField control={control} name="name" label={t`Name`} rules={rulesFor('DepartmentInput', 'name', t`Name`)}>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="type" label={t`Type`}>
        {(field) => <DictDropdown code={DICT_CODES.departmentType} value={field.value} onChange={field.onChange} enabled={state.open} />}
      </FormField>
      <FormField control={control} name="sort" label={t`Sort order`} rules={rulesFor('DepartmentInput', 'sort', t`Sort order`)}>
        {(field) => <IntegerInput {...field} />}
      </FormField>
      <Controller
        control={control}
        name="roleIds"
        render={({ field }) => (
          <Field label={t`Default roles`} hint={dept?.defaultRolesRefusal ?? t`Every user of the department holds them.`}>
            <RolePicker
              grant
              enabled={state.open}
              disabled={Boolean(dept?.defaultRolesRefusal)}
              value={field.value}
              onChange={field.onChange}
            />
          </Field>
        )}
      />
    </FormDialog>
  );
}
