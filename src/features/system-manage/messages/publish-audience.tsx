// Whom a notice goes to: everyone, or roles, departments (and below) and chosen users. The
// publish dialog's form holds the choice (publish-dialog.tsx); this draws its pickers.
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Field, Switch, Tag, TagGroup } from '@fluentui/react-components';
import type { UserPickerOption } from '../../../api/options.ts';
import { DepartmentPicker } from '../pickers/department-picker.tsx';
import { RolePicker } from '../pickers/role-picker.tsx';
import { UserSearch } from '../pickers/user-search.tsx';
import type { ChannelKind } from './messages-api.ts';

export interface PublishForm {
  title: string;
  body: string;
  /** A key of the notice-type dictionary (its enabled items are the choices). */
  type: string;
  all: boolean;
  roleIds: number[];
  deptIds: number[];
  users: UserPickerOption[];
  channels: ChannelKind[];
}

/** The pickers choose ids as strings; the form holds them as numbers. */
const pickedIds = (field: { value: number[]; onChange(ids: number[]): void }) => ({
  value: field.value.map(String),
  onChange: (ids: string[]) => field.onChange(ids.map(Number)),
});

export function PublishAudience({ control }: { control: Control<PublishForm> }) {
  const { t } = useLingui();
  const all = useWatch({ control, name: 'all' });
  return (
    <>
      <Controller
        control={control}
        name="all"
        render={({ field }) => <Switch checked={field.value} onChange={(_, d) => field.onChange(d.checked)} label={t`Everyone`} />}
      />
      {all ? null : (
        <>
          <Controller
            control={control}
            name="roleIds"
            render={({ field }) => (
              <Field label={t`Roles`}>
                <RolePicker placeholder={t`Choose roles`} {...pickedIds(field)} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="deptIds"
            render={({ field }) => (
              <Field label={t`Departments`} hint={t`Members of the departments below are included.`}>
                <DepartmentPicker multiselect placeholder={t`Choose departments`} {...pickedIds(field)} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="users"
            render={({ field }) => <UsersPicker value={field.value} onChange={field.onChange} />}
          />
        </>
      )}
    </>
  );
}

/** Users chosen by searching username or name (enabled accounts); each shows as a tag that can be taken off. */
function UsersPicker({ value, onChange }: { value: UserPickerOption[]; onChange(v: UserPickerOption[]): void }) {
  const { t } = useLingui();
  return (
    <Field label={t`Users`}>
      <UserSearch
        clearOnPick
        exclude={value.map((u) => u.id)}
        filter={{ status: 1 }}
        onPick={(u) => {
          if (u) onChange([...value, u]);
        }}
      />
      {value.length ? (
        <TagGroup
          aria-label={t`Chosen users`}
          onDismiss={(_, d) => onChange(value.filter((u) => String(u.id) !== d.value))}
          style={{ marginTop: 6, flexWrap: 'wrap' }}
        >
          {value.map((u) => (
            <Tag key={u.id} value={String(u.id)} dismissible dismissIcon={{ 'aria-label': t`Remove ${u.username}` }}>
              {u.username}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
    </Field>
  );
}
