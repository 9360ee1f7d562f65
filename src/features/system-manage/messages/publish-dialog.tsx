// Publish a notice: title and text, to everyone or to roles, departments (and below) and users,
// and optionally over the enabled channels. The server answers "no recipients" when the choice
// reaches no enabled account.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Option,
  Switch,
  Tag,
  TagGroup,
  Textarea,
  makeStyles,
} from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import { notify } from '../../../api/notify.ts';
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';
import { DictDropdown } from '../../../components/dict-dropdown/dict-dropdown.tsx';
import { departmentPaths } from '../shared/department-tree.ts';
import {
  channelsQuery,
  departmentsQuery,
  roleOptionsQuery,
  userOptionsQuery,
  usePublishNotice,
  type ChannelKind,
  type UserOption,
} from './messages-api.ts';
import { useChannelNames } from './channel-names.ts';

interface PublishForm {
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

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  channels: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
});

export function PublishDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const names = useChannelNames();
  const publish = usePublishNotice();
  const channels = useQuery(channelsQuery());
  const roles = useQuery(roleOptionsQuery());
  const depts = useQuery(departmentsQuery());
  const types = useDictOptions(DICT_CODES.noticeType);
  const { control, handleSubmit, watch } = useForm<PublishForm>({
    defaultValues: { title: '', body: '', type: '', all: false, roleIds: [], deptIds: [], users: [], channels: [] },
  });
  const all = watch('all');
  const enabled = (['mail', 'wecom', 'dingtalk'] as const).filter((c) => channels.data?.[c].enabled);
  const submit = handleSubmit(async (v) => {
    const pub = await publish.mutateAsync({
      title: v.title,
      body: v.body,
      // Left empty, the first enabled type (the dictionary's order) applies.
      type: v.type || types.options[0]?.value,
      audience: {
        all: v.all,
        roleIds: v.all ? [] : v.roleIds,
        deptIds: v.all ? [] : v.deptIds,
        userIds: v.all ? [] : v.users.map((u) => u.id),
      },
      channels: v.channels,
    });
    notify(t`Published to ${pub.recipients} recipients.`, 'success');
    onClose();
  });
  const roleList = roles.data ?? [];
  const deptList = departmentPaths(depts.data ?? []);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t`Publish a notice`}</DialogTitle>
            <DialogContent className={styles.form}>
              <FormField control={control} name="title" label={t`Title`} rules={rulesFor('NoticePublish', 'title', t`Title`)}>
                {(field) => <Input {...field} />}
              </FormField>
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Field label={t`Type`}>
                    <DictDropdown
                      code={DICT_CODES.noticeType}
                      value={field.value}
                      onChange={field.onChange}
                      fallback={types.options[0]?.value}
                    />
                  </Field>
                )}
              />
              <FormField control={control} name="body" label={t`Text`} rules={rulesFor('NoticePublish', 'body', t`Text`)}>
                {(field) => <Textarea {...field} resize="vertical" rows={4} />}
              </FormField>
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
              <Controller
                control={control}
                name="channels"
                render={({ field }) => (
                  <Field
                    label={t`Also send over`}
                    hint={enabled.length ? undefined : t`No channel is enabled: the notice shows in the portal only.`}
                  >
                    <div className={styles.channels}>
                      {enabled.map((c) => (
                        <Checkbox
                          key={c}
                          label={names[c]}
                          checked={field.value.includes(c)}
                          onChange={(_, d) => field.onChange(d.checked ? [...field.value, c] : field.value.filter((x) => x !== c))}
                        />
                      ))}
                    </div>
                  </Field>
                )}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t`Cancel`}</Button>
              <Button appearance="primary" type="submit" disabled={publish.isPending}>{t`Publish`}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
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
