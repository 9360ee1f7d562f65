// Create or edit a user. Creating sets the initial password (typed, or generated and shown
// once); the user must change it at first login. Editing shows the roles inherited from the
// department apart from the roles held directly. Roles the signed-in user may not grant and
// departments they may not place a user in (outside their data scope, or a default role beyond
// their own) are disabled with the reason; one's own roles and department (for a non-administrator)
// are read-only.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Radio,
  RadioGroup,
  Switch,
  makeStyles,
} from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import { departmentPaths, noDepartmentRefusal } from '../shared/department-tree.ts';
import { useCreateUser, useUpdateUser, userDepartmentsQuery, userRoleOptionsQuery, type User } from './users-api.ts';
import { toUserCreate, toUserUpdate, userForm, type UserFormValues } from './user-form.ts';
import { PasswordOnceDialog } from './password-once-dialog.tsx';
import { GrantableRoleOptions } from '../shared/grantable-role-options.tsx';
import { RefusableOption } from '../shared/refusable-option.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  pair: { display: 'flex', gap: '12px', '> *': { flexGrow: 1, flexBasis: 0 } },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
});

/** `user`: undefined closed, null creating, a user editing. */
export function UserFormDialog({ user, onClose }: { user: User | null | undefined; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const depts = useQuery({ ...userDepartmentsQuery(), enabled: user !== undefined });
  const roles = useQuery({ ...userRoleOptionsQuery(), enabled: user !== undefined });
  const [generated, setGenerated] = useState<{ username: string; password: string } | null>(null);
  const { control, handleSubmit, watch } = useForm<UserFormValues>({ values: userForm(user ?? undefined) });
  const editing = Boolean(user);
  const paths = departmentPaths(depts.data ?? []);
  const deptById = new Map((depts.data ?? []).map((d) => [d.id, d]));
  const noDeptRefusal = noDepartmentRefusal(depts.data ?? []);
  const roleName = new Map((roles.data ?? []).map((r) => [String(r.id), r.name]));

  const submit = handleSubmit(async (v) => {
    if (user) {
      await update.mutateAsync(toUserUpdate(user.id, v));
    } else {
      const created = await create.mutateAsync(toUserCreate(v));
      if (created?.generatedPassword) setGenerated({ username: created.user.username, password: created.generatedPassword });
    }
    onClose();
  });

  return (
    <>
      <Dialog
        open={user !== undefined}
        onOpenChange={(_, d) => {
          if (!d.open) onClose();
        }}
      >
        <DialogSurface>
          <form noValidate onSubmit={submit}>
            <DialogBody>
              <DialogTitle>{editing ? t`Edit user` : t`Add user`}</DialogTitle>
              <DialogContent className={styles.form}>
                <div className={styles.pair}>
                  <FormField
                    control={control}
                    name="username"
                    label={t`Username`}
                    rules={editing ? undefined : rulesFor('UserCreate', 'username', t`Username`)}
                  >
                    {(field) => <Input {...field} disabled={editing} autoComplete="off" />}
                  </FormField>
                  <FormField
                    control={control}
                    name="realName"
                    label={t`Real name`}
                    rules={rulesFor('UserCreate', 'realName', t`Real name`)}
                  >
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
                <Controller
                  control={control}
                  name="deptId"
                  render={({ field }) => (
                    <Field label={t`Department`} hint={user?.rolesRefusal}>
                      <Dropdown
                        inlinePopup
                        disabled={Boolean(user?.rolesRefusal)}
                        value={paths.find((p) => String(p.id) === field.value)?.path ?? t`No department`}
                        selectedOptions={[field.value]}
                        onOptionSelect={(_, o) => field.onChange(o.optionValue ?? '')}
                      >
                        <RefusableOption value="" text={t`No department`} refusal={noDeptRefusal} />
                        {paths.map((p) => (
                          <RefusableOption key={p.id} value={String(p.id)} text={p.path} refusal={deptById.get(p.id)?.placementRefusal} />
                        ))}
                      </Dropdown>
                    </Field>
                  )}
                />
                <Controller
                  control={control}
                  name="roleIds"
                  render={({ field }) => (
                    <Field label={t`Roles`} hint={user?.rolesRefusal ?? t`Held directly, in addition to the department's default roles.`}>
                      <Dropdown
                        inlinePopup
                        multiselect
                        disabled={Boolean(user?.rolesRefusal)}
                        value={field.value.map((id) => roleName.get(id) ?? id).join(', ')}
                        placeholder={t`No role`}
                        selectedOptions={field.value}
                        onOptionSelect={(_, o) => field.onChange(o.selectedOptions)}
                      >
                        <GrantableRoleOptions roles={roles.data ?? []} />
                      </Dropdown>
                    </Field>
                  )}
                />
                {user?.inheritedRoles.length ? (
                  <Field label={t`Inherited from the department`}>
                    <div className={styles.badges}>
                      {user.inheritedRoles.map((r) => (
                        <Badge
                          key={`${r.deptId}-${r.id}`}
                          appearance="tint"
                          color="informative"
                        >{t`${r.name} (default role of ${r.deptName})`}</Badge>
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
                      <Checkbox
                        checked={field.value}
                        onChange={(_, d) => field.onChange(Boolean(d.checked))}
                        label={t`Password never expires`}
                      />
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
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={onClose}>{t`Cancel`}</Button>
                <Button appearance="primary" type="submit" disabled={create.isPending || update.isPending}>{t`Save`}</Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      <PasswordOnceDialog shown={generated} onClose={() => setGenerated(null)} />
    </>
  );
}
