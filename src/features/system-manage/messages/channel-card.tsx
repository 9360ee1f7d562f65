// One channel's card, drawn from its spec (channel-specs.ts): the enabled switch, the fields with
// the contract's limits, Save (a refusal shows on the field it is about) and a test sent with
// what is typed, before saving. Secrets come back only as a mask; leaving the mask keeps the
// stored one. Without channel:edit the card is read-only.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Input, MessageBar, MessageBarBody, Subtitle2, Switch, makeStyles } from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { Can } from '../../../components/permission/can.tsx';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { useSettingsForm } from '../../../components/settings-page/use-settings-form.ts';
import { rulesFor, type SchemaField } from '../../../api/form-rules.ts';
import { useSaveChannel, useTestChannel, type ChannelKind, type ChannelTestResult, type MessageChannels } from './messages-api.ts';
import type { ChannelFieldSpec, ChannelSpec, ChannelValues } from './channel-specs.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '10px' },
  fields: { border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '10px' },
  row: { display: 'flex', gap: '12px', '> *': { flexGrow: 1, flexBasis: 0 } },
  actions: { display: 'flex', gap: '8px', alignItems: 'end', flexWrap: 'wrap' },
});

type Form = ReturnType<typeof useSettingsForm<ChannelValues>>;

export function ChannelCard<K extends ChannelKind>({ spec, value }: { spec: ChannelSpec<K>; value: ChannelValues }) {
  const { t } = useLingui();
  const styles = useStyles();
  const canEdit = usePermission('channel:edit');
  const save = useSaveChannel(spec.kind);
  const test = useTestChannel(spec.kind);
  const title = spec.title;
  const form = useSettingsForm<ChannelValues>({
    values: value,
    save: (v) => save.mutateAsync(v as unknown as MessageChannels[K]),
    savedMessage: t`${title}: saved.`,
  });
  const enabled = form.watch('enabled');
  const [to, setTo] = useState('');
  const [result, setResult] = useState<ChannelTestResult | null>(null);
  const sendTest = form.handleSubmit(async (v) => {
    setResult(null);
    setResult(await test.mutateAsync({ settings: v as unknown as MessageChannels[K], to: to.trim() }));
  });
  const testId = `channel-${spec.kind}`;
  return (
    <Card data-testid={testId}>
      <form noValidate onSubmit={(e) => void form.submit(e)} className={styles.form} aria-label={spec.title}>
        <Subtitle2 as="h2">{spec.title}</Subtitle2>
        <ChannelField form={form} spec={spec} field={{ name: 'enabled', label: t`Enabled`, input: 'switch' }} enabled={enabled} />
        <fieldset disabled={!canEdit} className={styles.fields}>
          {spec.rows.map((row) => (
            <div key={row[0]!.name} className={row.length > 1 ? styles.row : undefined}>
              {row.map((f) => (
                <ChannelField key={f.name} form={form} spec={spec} field={f} enabled={enabled} />
              ))}
            </div>
          ))}
        </fieldset>
        <Can code="channel:edit">
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={save.isPending}>{t`Save`}</Button>
            <Input aria-label={spec.testLabel} placeholder={spec.testLabel} value={to} onChange={(_, d) => setTo(d.value)} />
            <Button disabled={test.isPending || !to.trim()} onClick={() => void sendTest()}>
              {test.isPending ? t`Testing…` : t`Send a test`}
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

/** One field of a card: a text box, a masked secret or a switch, with the contract's rules. */
function ChannelField({ form, spec, field: f, enabled }: { form: Form; spec: ChannelSpec; field: ChannelFieldSpec; enabled: boolean }) {
  const { t } = useLingui();
  const canEdit = usePermission('channel:edit');

  if (f.input === 'switch')
    return (
      <FormField control={form.control} name={f.name} label={f.label}>
        {(field) => (
          <Switch
            checked={Boolean(field.value)}
            disabled={!canEdit}
            onChange={(_, d) => field.onChange(d.checked)}
            label={field.value ? t`On` : t`Off`}
          />
        )}
      </FormField>
    );
  const rules = rulesFor(spec.schema, f.name as SchemaField<typeof spec.schema>, f.label, {
    required: Boolean(f.needed && enabled),
    validate: f.validate ? { form: (v) => f.validate!(v, form.getValues()) } : undefined,
  });
  return (
    <FormField control={form.control} name={f.name} label={f.label} hint={f.hint} rules={rules}>
      {(field) =>
        f.input === 'secret' ? (
          <Input {...field} value={String(field.value)} type="password" autoComplete="new-password" />
        ) : (
          <Input {...field} value={String(field.value)} autoComplete="off" />
        )
      }
    </FormField>
  );
}
