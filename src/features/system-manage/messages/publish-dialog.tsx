// Publish a notice: title, type and text, the audience (publish-audience.tsx) and optionally the
// enabled channels, in the kit's FormDialog (Publish and Cancel, pending state, a refusal on the
// field it is about). The server answers "no recipients" when the choice reaches no enabled
// account.
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Field, Input, Textarea, makeStyles } from '@fluentui/react-components';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import { notify } from '../../../api/notify.ts';
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';
import { DictDropdown } from '../../../components/dict-dropdown/dict-dropdown.tsx';
import { channelsQuery, usePublishNotice, type NoticePublish } from './messages-api.ts';
import { useChannelNames } from './channel-names.ts';
import { CHANNEL_KINDS } from './channel-specs.ts';
import { PublishAudience, type PublishForm } from './publish-audience.tsx';

const useStyles = makeStyles({ channels: { display: 'flex', gap: '12px', flexWrap: 'wrap' } });

const EMPTY: PublishForm = { title: '', body: '', type: '', all: false, roleIds: [], deptIds: [], users: [], channels: [] };

/** The form as the contract's body; an empty type is the first enabled one (the dictionary's order). */
export const toPublishBody = (v: PublishForm, firstType: string | undefined): NoticePublish => ({
  title: v.title,
  body: v.body,
  type: v.type || firstType,
  audience: {
    all: v.all,
    roleIds: v.all ? [] : v.roleIds,
    deptIds: v.all ? [] : v.deptIds,
    userIds: v.all ? [] : v.users.map((u) => u.id),
  },
  channels: v.channels,
});

export function PublishDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const names = useChannelNames();
  const publish = usePublishNotice();
  const channels = useQuery(channelsQuery());
  const types = useDictOptions(DICT_CODES.noticeType);
  const form = useForm<PublishForm>({ defaultValues: EMPTY });
  const { control } = form;
  const enabled = CHANNEL_KINDS.filter((c) => channels.data?.[c].enabled);
  return (
    <FormDialog
      open
      title={t`Publish a notice`}
      saveLabel={t`Publish`}
      form={form}
      onClose={onClose}
      onSave={async (v) => {
        const pub = await publish.mutateAsync(toPublishBody(v, types.options[0]?.value));
        notify(t`Published to ${pub.recipients} recipients.`, 'success');
      }}
    >
      <FormField control={control} name="title" label={t`Title`} rules={rulesFor('NoticePublish', 'title', t`Title`)}>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={control} name="type" label={t`Type`}>
        {(field) => (
          <DictDropdown code={DICT_CODES.noticeType} value={field.value} onChange={field.onChange} fallback={types.options[0]?.value} />
        )}
      </FormField>
      <FormField control={control} name="body" label={t`Text`} rules={rulesFor('NoticePublish', 'body', t`Text`)}>
        {(field) => <Textarea {...field} resize="vertical" rows={4} />}
      </FormField>
      <PublishAudience control={control} />
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
    </FormDialog>
  );
}
