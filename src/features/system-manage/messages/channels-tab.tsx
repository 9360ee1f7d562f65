// The channels: mail server, WeCom and DingTalk. Each is saved on its own and tested with what is
// typed (before saving). Secrets come back only as a mask; leaving the mask keeps the stored one.
// The mail host needs a port ("Host format Error") and the two passwords must match (spec §5).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Input, MessageBar, MessageBarBody, Subtitle2, Switch, makeStyles } from '@fluentui/react-components';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { notify } from '../../../api/notify.ts';
import { mailHostProblem } from '../../../lib/mail-host.ts';
import {
  channelsQuery,
  useSaveDingtalk,
  useSaveMail,
  useSaveWecom,
  useTestDingtalk,
  useTestMail,
  useTestWecom,
  type ChannelTestResult,
  type DingtalkChannel,
  type MailChannel,
  type MessageChannels,
  type WecomChannel,
} from './messages-api.ts';

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: '16px', marginTop: '12px', maxWidth: '760px' },
  form: { display: 'flex', flexDirection: 'column', gap: '10px' },
  row: { display: 'flex', gap: '12px', '> *': { flexGrow: 1, flexBasis: 0 } },
  actions: { display: 'flex', gap: '8px', alignItems: 'end', flexWrap: 'wrap' },
});

export function ChannelsTab() {
  const { t } = useLingui();
  const query = useQuery(channelsQuery());
  return (
    <QueryState query={query} loadingLabel={t`Loading the channels…`} errorTitle={t`The channels could not be loaded.`}>
      {(channels) => <ChannelCards channels={channels} />}
    </QueryState>
  );
}

function ChannelCards({ channels }: { channels: MessageChannels }) {
  const styles = useStyles();
  return (
    <div className={styles.cards}>
      <MailCard value={channels.mail} />
      <WecomCard value={channels.wecom} />
      <DingtalkCard value={channels.dingtalk} />
    </div>
  );
}

/** The shared frame of a channel card: enabled switch, fields, Save, and a test with its answer. */
function ChannelCard<V extends FieldValues & { enabled: boolean }>({
  title,
  form,
  fields,
  onSave,
  onTest,
  testLabel,
  testing,
  saving,
  testId,
}: {
  title: string;
  form: UseFormReturn<V>;
  fields: React.ReactNode;
  onSave(v: V): Promise<unknown>;
  onTest(v: V, to: string): Promise<ChannelTestResult>;
  testLabel: string;
  testing: boolean;
  saving: boolean;
  testId: string;
}) {
  const { t } = useLingui();
  const styles = useStyles();
  const canEdit = usePermission('channel:edit');
  const [to, setTo] = useState('');
  const [result, setResult] = useState<ChannelTestResult | null>(null);
  const submit = form.handleSubmit(async (v) => {
    await onSave(v);
    notify(t`${title}: saved.`, 'success');
  });
  const test = form.handleSubmit(async (v) => {
    setResult(null);
    setResult(await onTest(v, to.trim()));
  });
  return (
    <Card data-testid={testId}>
      <form noValidate onSubmit={submit} className={styles.form} aria-label={title}>
        <Subtitle2 as="h2">{title}</Subtitle2>
        <FormField control={form.control} name={'enabled' as Path<V>} label={t`Enabled`}>
          {(field) => (
            <Switch
              checked={Boolean(field.value)}
              disabled={!canEdit}
              onChange={(_, d) => field.onChange(d.checked)}
              label={field.value ? t`On` : t`Off`}
            />
          )}
        </FormField>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }} className={styles.form}>
          {fields}
        </fieldset>
        <Can code="channel:edit">
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={saving}>{t`Save`}</Button>
            <Input aria-label={testLabel} placeholder={testLabel} value={to} onChange={(_, d) => setTo(d.value)} />
            <Button disabled={testing || !to.trim()} onClick={() => void test()}>
              {testing ? t`Testing…` : t`Send a test`}
            </Button>
          </div>
        </Can>
        {result ? (
          <MessageBar intent={result.success ? 'success' : 'error'} role="status" data-testid={`${testId}-result`}>
            <MessageBarBody>{result.message}</MessageBarBody>
          </MessageBar>
        ) : null}
      </form>
    </Card>
  );
}

function MailCard({ value }: { value: MailChannel }) {
  const { t } = useLingui();
  const styles = useStyles();
  const form = useForm<MailChannel>({ values: value });
  const save = useSaveMail();
  const test = useTestMail();
  const { control, getValues } = form;
  return (
    <ChannelCard
      title={t`Mail server`}
      testId="channel-mail"
      form={form}
      saving={save.isPending}
      testing={test.isPending}
      testLabel={t`Test recipient's e-mail`}
      onSave={(v) => save.mutateAsync(v)}
      onTest={(v, to) => test.mutateAsync({ settings: v, to })}
      fields={
        <>
          <div className={styles.row}>
            <FormField
              control={control}
              name="host"
              label={t`Host`}
              hint={t`Host and port, e.g. smtp.example.com:465`}
              rules={rulesFor('MailChannel', 'host', t`Host`, {
                validate: { port: (v) => (mailHostProblem(String(v)) ? t`Host format Error` : true) },
              })}
            >
              {(field) => <Input {...field} />}
            </FormField>
            <FormField
              control={control}
              name="from"
              label={t`Sender address`}
              hint={t`The username when empty`}
              rules={rulesFor('MailChannel', 'from', t`Sender address`, { required: false })}
            >
              {(field) => <Input {...field} />}
            </FormField>
          </div>
          <FormField control={control} name="ssl" label={t`SSL`}>
            {(field) => (
              <Switch checked={field.value} onChange={(_, d) => field.onChange(d.checked)} label={field.value ? t`On` : t`Off`} />
            )}
          </FormField>
          <FormField control={control} name="username" label={t`Username`} rules={rulesFor('MailChannel', 'username', t`Username`)}>
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <div className={styles.row}>
            <FormField control={control} name="password" label={t`Password`} rules={rulesFor('MailChannel', 'password', t`Password`)}>
              {(field) => <Input {...field} type="password" autoComplete="new-password" />}
            </FormField>
            <FormField
              control={control}
              name="confirmPassword"
              label={t`Confirm password`}
              rules={rulesFor('MailChannel', 'confirmPassword', t`Confirm password`, {
                validate: { same: (v) => v === getValues('password') || t`The two passwords are inconsistent` },
              })}
            >
              {(field) => <Input {...field} type="password" autoComplete="new-password" />}
            </FormField>
          </div>
        </>
      }
    />
  );
}

function WecomCard({ value }: { value: WecomChannel }) {
  const { t } = useLingui();
  const styles = useStyles();
  const form = useForm<WecomChannel>({ values: value });
  const save = useSaveWecom();
  const test = useTestWecom();
  const { control } = form;
  return (
    <ChannelCard
      title={t`WeCom`}
      testId="channel-wecom"
      form={form}
      saving={save.isPending}
      testing={test.isPending}
      testLabel={t`Test recipient's WeCom user ID`}
      onSave={(v) => save.mutateAsync(v)}
      onTest={(v, to) => test.mutateAsync({ settings: v, to })}
      fields={
        <>
          <div className={styles.row}>
            <FormField control={control} name="corpId" label={t`Corp ID`} rules={rulesFor('WecomChannel', 'corpId', t`Corp ID`)}>
              {(field) => <Input {...field} />}
            </FormField>
            <FormField control={control} name="agentId" label={t`Agent ID`} rules={rulesFor('WecomChannel', 'agentId', t`Agent ID`)}>
              {(field) => <Input {...field} />}
            </FormField>
          </div>
          <FormField
            control={control}
            name="agentSecret"
            label={t`Agent secret`}
            rules={rulesFor('WecomChannel', 'agentSecret', t`Agent secret`)}
          >
            {(field) => <Input {...field} type="password" autoComplete="new-password" />}
          </FormField>
          <FormField
            control={control}
            name="apiBase"
            label={t`API address`}
            hint={t`Empty: https://qyapi.weixin.qq.com`}
            rules={rulesFor('WecomChannel', 'apiBase', t`API address`)}
          >
            {(field) => <Input {...field} />}
          </FormField>
        </>
      }
    />
  );
}

function DingtalkCard({ value }: { value: DingtalkChannel }) {
  const { t } = useLingui();
  const styles = useStyles();
  const form = useForm<DingtalkChannel>({ values: value });
  const save = useSaveDingtalk();
  const test = useTestDingtalk();
  const { control } = form;
  return (
    <ChannelCard
      title={t`DingTalk`}
      testId="channel-dingtalk"
      form={form}
      saving={save.isPending}
      testing={test.isPending}
      testLabel={t`Test recipient's DingTalk user ID`}
      onSave={(v) => save.mutateAsync(v)}
      onTest={(v, to) => test.mutateAsync({ settings: v, to })}
      fields={
        <>
          <div className={styles.row}>
            <FormField
              control={control}
              name="accessKey"
              label={t`App key (accessKey)`}
              rules={rulesFor('DingtalkChannel', 'accessKey', t`App key (accessKey)`)}
            >
              {(field) => <Input {...field} />}
            </FormField>
            <FormField
              control={control}
              name="agentId"
              label={t`Agent ID (argent_id)`}
              rules={rulesFor('DingtalkChannel', 'agentId', t`Agent ID (argent_id)`)}
            >
              {(field) => <Input {...field} />}
            </FormField>
          </div>
          <FormField
            control={control}
            name="accessSecret"
            label={t`App secret (accessSecret)`}
            rules={rulesFor('DingtalkChannel', 'accessSecret', t`App secret (accessSecret)`)}
          >
            {(field) => <Input {...field} type="password" autoComplete="new-password" />}
          </FormField>
          <div className={styles.row}>
            <FormField
              control={control}
              name="authCorpId"
              label={t`Authorised corp ID (auth_corpid)`}
              hint={t`Third-party suite apps only`}
              rules={rulesFor('DingtalkChannel', 'authCorpId', t`Authorised corp ID (auth_corpid)`)}
            >
              {(field) => <Input {...field} />}
            </FormField>
            <FormField
              control={control}
              name="suiteTicket"
              label={t`Suite ticket (suiteTicket)`}
              hint={t`Third-party suite apps only`}
              rules={rulesFor('DingtalkChannel', 'suiteTicket', t`Suite ticket (suiteTicket)`)}
            >
              {(field) => <Input {...field} />}
            </FormField>
          </div>
          <FormField
            control={control}
            name="apiBase"
            label={t`API address`}
            hint={t`Empty: https://oapi.dingtalk.com`}
            rules={rulesFor('DingtalkChannel', 'apiBase', t`API address`)}
          >
            {(field) => <Input {...field} />}
          </FormField>
        </>
      }
    />
  );
}
