// Register or edit an application: every field of spec section 3's Application. The code can be
// generated and is fixed once saved; the licence is shown, never edited (it comes from the licence).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Control } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Button, Caption1, Input, Radio, RadioGroup, Select, Switch, Textarea, makeStyles } from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { ApiRequestError } from '../../../api/client.ts';
import { constraintsOf, rulesFor } from '../../../api/form-rules.ts';
import { ImageFormField } from '../shared/image-upload-field.tsx';
import { appFormOf, emptyAppForm, toAppBody, type AppFormValues } from './app-form.ts';
import { appDetailQuery, appGroupsQuery, generateAppCode, useSaveApp, type ImageKind } from './applications-api.ts';

/** The memory budget's range, the contract's (the number input's arrows stop at it). */
const MEMORY_BUDGET = constraintsOf('AppForm', 'memoryBudgetMb');

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px 16px' },
  wide: { gridColumn: '1 / -1' },
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
});

/** The server's refusals of a taken appId or code name no field ("This appId is already used"). */
const takenField = (error: unknown) => {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return undefined;
  if (/\bappId\b/.test(error.message)) return 'appId' as const;
  return /\bcode\b|编码/i.test(error.message) ? ('code' as const) : undefined;
};

export function AppFormDialog({ appId, onClose }: { appId: number | null; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const detail = useQuery({ ...appDetailQuery(appId ?? 0), enabled: appId !== null });
  const groups = useQuery(appGroupsQuery());
  const save = useSaveApp();
  const form = useForm<AppFormValues>({ defaultValues: emptyAppForm() });
  const { control, reset, setValue } = form;
  useEffect(() => {
    if (detail.data) reset(appFormOf(detail.data));
  }, [detail.data, reset]);
  const editing = appId !== null;
  const app = detail.data;

  const image = (name: 'icon' | 'indexIcon' | 'logo' | 'tabLogo', label: string, kind: ImageKind, hint?: string) => (
    <ImageFormField control={control} name={name} label={label} kind={kind} hint={hint} testId={`app-${name}-file`} />
  );

  return (
    <FormDialog
      open
      title={editing ? t`Edit application` : t`Register application`}
      form={form}
      onSave={(v) => save.mutateAsync(toAppBody(v))}
      onClose={onClose}
      errorField={takenField}
      saveDisabled={editing && !app}
      surfaceClassName={styles.surface}
      contentClassName={styles.grid}
    >
      <Text control={control} name="name" label={t`Name`} field="name" />
      <Text control={control} name="appId" label={t`appId`} field="appId" />
      <Text control={control} name="nameEn" label={t`Name (English)`} field="name" optional />
      <Text control={control} name="nameZh" label={t`Name (Chinese)`} field="name" optional />
      <div className={styles.row}>
        <FormField control={control} name="code" label={t`Code`} rules={rulesFor('AppForm', 'code', t`Code`)}>
          {(field) => <Input {...field} readOnly={editing} />}
        </FormField>
        {editing ? null : (
          <Button onClick={async () => setValue('code', await generateAppCode(), { shouldValidate: true })}>{t`Generate`}</Button>
        )}
      </div>
      <Text control={control} name="address" label={t`Address (entry URL)`} field="address" />
      <FormField control={control} name="groupId" label={t`Group`}>
        {(field) => (
          <Select value={field.value} onChange={(_, d) => field.onChange(d.value)}>
            <option value="">{t`No group`}</option>
            {(groups.data ?? []).map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField control={control} name="openMode" label={t`Opens`}>
        {(field) => (
          <RadioGroup layout="horizontal" value={field.value} onChange={(_, d) => field.onChange(d.value)}>
            <Radio value="embedded" label={t`Embedded in the portal`} />
            <Radio value="window" label={t`In a new window`} />
          </RadioGroup>
        )}
      </FormField>
      <FormField control={control} name="menuExpandMode" label={t`Menu expansion`}>
        {(field) => (
          <RadioGroup layout="horizontal" value={field.value} onChange={(_, d) => field.onChange(d.value)}>
            <Radio value="single" label={t`Only one open`} />
            <Radio value="multiple" label={t`Several open`} />
          </RadioGroup>
        )}
      </FormField>
      <Flag control={control} name="prefetch" label={t`Prefetch`} />
      <FormField
        control={control}
        name="memoryBudgetMb"
        label={t`Memory budget (MB)`}
        hint={t`Heap growth per open above which the application is flagged on the Application load monitor page`}
        rules={rulesFor('AppForm', 'memoryBudgetMb', t`Memory budget (MB)`, { required: true })}
      >
        {(field) => <Input {...field} type="number" min={MEMORY_BUDGET?.minimum} max={MEMORY_BUDGET?.maximum} inputMode="numeric" />}
      </FormField>
      <Flag control={control} name="multiOpen" label={t`Multiple open (multiOpen)`} />
      <Flag control={control} name="carryToken" label={t`Carry the token on redirect`} />
      <FormField control={control} name="description" label={t`Description`} rules={rulesFor('AppForm', 'description', t`Description`)}>
        {(field) => <Textarea {...field} resize="vertical" />}
      </FormField>
      <FormField control={control} name="descriptionEn" label={t`Description (English)`}>
        {(field) => <Textarea {...field} resize="vertical" />}
      </FormField>
      <FormField control={control} name="descriptionZh" label={t`Description (Chinese)`}>
        {(field) => <Textarea {...field} resize="vertical" />}
      </FormField>
      {image('icon', t`Icon`, 'app-icon', t`png, jpg or svg, 62x62`)}
      {image('indexIcon', t`Index icon`, 'app-index-icon')}
      {image('logo', t`Logo`, 'app-logo')}
      {image('tabLogo', t`Tab logo`, 'app-tab-logo')}
      {editing && app ? (
        <Caption1 className={styles.wide} data-testid="app-license">
          {t`Licence`}: {app.license?.status ?? 'unactivated'}
          {app.license?.expireDate ? ` · ${t`Valid until`} ${app.license.expireDate}` : ''}
          {app.license?.scope ? ` · ${app.license.scope}` : ''}
        </Caption1>
      ) : null}
    </FormDialog>
  );
}

type TextName = 'name' | 'nameEn' | 'nameZh' | 'appId' | 'address';

function Text({
  control,
  name,
  label,
  field,
  optional,
}: {
  control: Control<AppFormValues>;
  name: TextName;
  label: string;
  field: 'name' | 'appId' | 'address';
  optional?: boolean;
}) {
  return (
    <FormField control={control} name={name} label={label} rules={rulesFor('AppForm', field, label, optional ? { required: false } : {})}>
      {(f) => <Input {...f} />}
    </FormField>
  );
}

function Flag({ control, name, label }: { control: Control<AppFormValues>; name: 'prefetch' | 'multiOpen' | 'carryToken'; label: string }) {
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => <Switch checked={field.value} onChange={(_, d) => field.onChange(d.checked)} aria-label={label} />}
    </FormField>
  );
}
