// Create or edit a user (FormDialog). Creating sets the initial password (typed, or generated and
// shown once); the user must change it at first login. Editing shows the roles inherited from the
// department apart from the roles held directly. Roles the signed-in user may not grant and
// departments they may not place a user in (outside their data scope, or a default role beyond
// their own) are disabled with the reason (the shared pickers); one's own roles and department
// (for a non-administrator) are read-only. A refusal of the server (a taken username, a department
// or role the delegate may not give) shows on its field: the server names it in `data.field`.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Badge, Checkbox, Field, Input, Radio, RadioGroup, Switch, makeStyles } from '@fluentui/react-components';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import { DepartmentPicker } from '../pickers/department-picker.tsx';
import { RolePicker } from '../pickers/role-picker.tsx';
import { useCreateUser, useUpdateUser, type User } from './users-api.ts';
import { toUserCreate, toUserUpdate, userForm, type UserFormValues } from './user-form.ts';
import { PasswordOnceDialog } from './password-once-dialog.tsx';

const useStyles = makeStyles({
  pair: { display: 'flex', gap: '12px', '> *': { flexGrow: 1, flexBasis: 0 } },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
});

/** `user`: undefined closed, null creating, a user editing. */
export function UserFormDialog({ user, onClose }: { user: User | null | undefined; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [generated, setGenerated] = useState<{ username: string; password: string } | null>(null);
  const form = useForm<UserFormValues>({ values: userForm(user ?? undefined) });
  const { control, watch } = form;
  const open = user !== undefined;
  const editing = Boolean(user);

  async function save(v: UserFormValues) {
    if (user) return update.mutateAsync(toUserUpdate(user.id, v));
    const created = await create.mutateAsync(toUserCreate(v));
    if (created.generatedPassword) setGenerated({ username: created.user.username, password: created.generatedPassword });
  }

  return (
    <>
      <FormDialog open={open} title={editing ? t`Edit user` : t`Add user`} form={form} onSave={save} onClose={onClose}>
        <div className={styles.pair}>
          <FormField
            control={control}
            name="username"
            label={t`Username`}
            rules={editing ? undefined : rulesFor('UserCreate', 'username', t`Username`)}
          >
            {(field) => <Input {...field} disabled={editing} autoComplete="off" />}
          </FormField>
          <FormField control={control} name="realName" label={t`Real name`} rules={rulesFor('UserCreate', 'realName', t`Real name`)}>
            {(field) => <Input {...field} />}
          </FormField>
        </div>
        <div className={styles.pair}>
          <FormField control={control} name="phone" label={t`Phone`} rules={rulesFor('UserCreate', 'phone', t`Phone`)}>
            {(field) => <Input {...field} type="tel" />}
          </FormField>
          <FormField control={control} name="email" label={t`E-mail`} rules={rulesFor('UserCreate', 'email', t`E-mail`)}>
            {(field) => <Input {...field} type="email" />}
          </FormField>
        </div>
        <FormField control={control} name="deptId" label={t`Department`} hint={user?.rolesRefusal}>
          {(field) => (
            <DepartmentPicker
              value={[field.value]}
              onChange={([id]) => field.onChange(id ?? '')}
              none={t`No department`}
              refusal="placementRefusal"
              disabled={Boolean(user?.rolesRefusal)}
              enabled={open}
            />
          )}
        </FormField>
        <FormField
          control={control}
          name="roleIds"
          label={t`Roles`}
          hint={user?.rolesRefusal ?? t`Held directly, in addition to the department's default roles.`}
        >
          {(field) => (
            <RolePicker grant value={field.value} onChange={field.onChange} disabled={Boolean(user?.rolesRefusal)} enabled={open} />
          )}
        </FormField>
        {user?.inheritedRoles.length ? (
          <Field label={t`Inherited from the department`}>
            <div className={styles.badges}>
              {user.inheritedRoles.map((r) => (
                <Badge key={`${r.deptId}-${r.id}`} appearance="tint" color="informative">
                  {t`${r.name} (default role of ${r.deptName})`}
                </Badge>
              ))}
            </div>
          </Field>
        ) : null}
        <div className={styles.pair}>
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onChange={(_, d) => field.onChange(d.checked)}
                label={field.value ? t`Enabled` : t`Disabled`}
                disabled={user?.builtIn}
              />
            )}
          />
          <Controller
            control={control}
            name="passwordNeverExpires"
            render={({ field }) => (
              <Checkbox checked={field.value} onChange={(_, d) => field.onChange(Boolean(d.checked))} label={t`Password never expires`} />
            )}
          />
        </div>
        {editing ? null : (
          <>
            <Controller
              control={control}
              name="passwordMode"
              render={({ field }) => (
                <Field label={t`Initial password`} hint={t`The user must change it at first login.`}>
                  <RadioGroup layout="horizontal" value={field.value} onChange={(_, d) => field.onChange(d.value)}>
                    <Radio value="generate" label={t`Generate one`} />
                    <Radio value="type" label={t`Type one`} />
                  </RadioGroup>
                </Field>
              )}
            />
            {watch('passwordMode') === 'type' ? (
              <FormField
                control={control}
                name="password"
                label={t`Password`}
                rules={rulesFor('UserCreate', 'password', t`Password`, { required: true })}
              >
                {(field) => <Input {...field} type="password" autoComplete="new-password" />}
              </FormField>
            ) : null}
          </>
        )}
      </FormDialog>
      <PasswordOnceDialog shown={generated} onClose={() => setGenerated(null)} />
    </>
  );
}
