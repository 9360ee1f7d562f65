// Whom a notice goes to: everyone, or roles, departments (and below) and chosen users. The
// publish dialog's form holds the choice (publish-dialog.tsx); this draws its pickers.
import { useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Combobox, Field, Option, Switch, Tag, TagGroup } from '@fluentui/react-components';
import { departmentPaths } from '../shared/department-tree.ts';
import { departmentsQuery, roleOptionsQuery, userOptionsQuery, type ChannelKind, type UserOption } from './messages-api.ts';

export interface PublishForm {
  title: string;
  body: string;
  /** A key of the notice-type dictionary (its enabled items are the choices). */
  type: string;
  all: boolean;
  roleIds: number[];
  deptIds: number[];
  users: UserOption[];
  channels: ChannelKind[];
}

export function PublishAudience({ control }: { control: Control<PublishForm> }) {
  const { t } = useLingui();
  const all = useWatch({ control, name: 'all' });
  const roles = useQuery(roleOptionsQuery());
  const depts = useQuery(departmentsQuery());
  const roleList = roles.data ?? [];
  const deptList = departmentPaths(depts.data ?? []);
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
                <Combobox
                  multiselect
                  placeholder={t`Choose roles`}
                  selectedOptions={field.value.map(String)}
                  onOptionSelect={(_, d) => field.onChange(d.selectedOptions.map(Number))}
                  value={roleList
                    .filter((r) => field.value.includes(r.id))
                    .map((r) => r.name)
                    .join(', ')}
                >
                  {roleList.map((r) => (
                    <Option key={r.id} value={String(r.id)}>
                      {r.name}
                    </Option>
                  ))}
                </Combobox>
              </Field>
            )}
          />
          <Controller
            control={control}
            name="deptIds"
            render={({ field }) => (
              <Field label={t`Departments`} hint={t`Members of the departments below are included.`}>
                <Combobox
                  multiselect
                  placeholder={t`Choose departments`}
                  selectedOptions={field.value.map(String)}
                  onOptionSelect={(_, d) => field.onChange(d.selectedOptions.map(Number))}
                  value={deptList
                    .filter((d) => field.value.includes(d.id))
                    .map((d) => d.path)
                    .join(', ')}
                >
                  {deptList.map((d) => (
                    <Option key={d.id} value={String(d.id)}>
                      {d.path}
                    </Option>
                  ))}
                </Combobox>
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

/** Users chosen by searching username or name; each shows as a tag that can be taken off. */
function UsersPicker({ value, onChange }: { value: UserOption[]; onChange(v: UserOption[]): void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const options = useQuery(userOptionsQuery(text.trim()));
  const chosen = new Set(value.map((u) => u.id));
  const choices = (options.data ?? []).filter((u) => !chosen.has(u.id));
  return (
    <Field label={t`Users`}>
      <Combobox
        freeform
        placeholder={t`Search by username or name`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onOptionSelect={(_, d) => {
          const u = choices.find((c) => String(c.id) === d.optionValue);
          if (u) onChange([...value, u]);
          setText('');
        }}
      >
        {choices.map((u) => (
          <Option key={u.id} value={String(u.id)} text={u.username}>{`${u.username} (${u.realName})`}</Option>
        ))}
        {!choices.length && !options.isFetching ? (
          <Option disabled value="" text="">
            {t`No matching users`}
          </Option>
        ) : null}
      </Combobox>
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
