// Watermark (`watermark`): switch it on, choose its content (department, client IP, time, custom
// text), its look, whether it prints, and where it is drawn; a live preview beside the form.
// Saving applies to every signed-in user from their next page.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useForm, useWatch } from 'react-hook-form';
import {
  Button,
  Checkbox,
  Combobox,
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  Slider,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { langAtom } from '../../../state/lang-state.ts';
import type { SystemPageProps } from '../page-types.ts';
import { appChoicesQuery, useSaveWatermark, watermarkConfigQuery, type WatermarkConfig } from './watermark-settings-api.ts';
import { toWatermarkSettings, watermarkForm, type Font, type WatermarkFormValues } from './watermark-form.ts';
import { WatermarkPreview } from './watermark-preview.tsx';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(360px, 560px) minmax(280px, 1fr)', gap: '24px', alignItems: 'start' },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // Fields share the row and shrink with the page, their controls too (a Dropdown's own minimum
  // is 250px, an input's its 20 characters: at 1024px wide they ran out of the form over the preview).
  row: { display: 'flex', gap: '12px', '> *': { flexGrow: 1, flexBasis: 0, minWidth: 0 }, '> * > *': { minWidth: 0 } },
  shrinkable: { minWidth: 0 },
  presets: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  colour: { display: 'flex', gap: '8px', alignItems: 'center' },
  swatch: {
    width: '40px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

export default function WatermarkPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const query = useQuery(watermarkConfigQuery());
  return (
    <PageLayout title={title}>
      <QueryState
        query={query}
        loadingLabel={t`Loading the watermark settings…`}
        errorTitle={t`The watermark settings could not be loaded.`}
      >
        {(config) => <WatermarkForm config={config} />}
      </QueryState>
    </PageLayout>
  );
}

function WatermarkForm({ config }: { config: WatermarkConfig }) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const canEdit = usePermission('watermark:edit');
  const apps = useQuery(appChoicesQuery());
  const save = useSaveWatermark();
  const { control, handleSubmit, register } = useForm<WatermarkFormValues>({ values: watermarkForm(config) });
  const values = useWatch({ control }) as WatermarkFormValues;
  const fonts: Array<[Font, string]> = [
    ['system', t`System font`],
    ['simhei', t`SimHei`],
    ['source-han-sans', t`Source Han Sans`],
    ['source-han-serif', t`Source Han Serif`],
    ['pingfang', t`PingFang`],
  ];
  const appName = (code: string) => {
    const app = apps.data?.find((a) => a.code === code);
    return app ? app.i18nNames?.[lang] || app.name : code;
  };

  return (
    <div className={styles.layout}>
      <form
        noValidate
        className={styles.form}
        onSubmit={handleSubmit((v) => save.mutateAsync(toWatermarkSettings(v)).catch(() => undefined))}
      >
        <FormField control={control} name="enabled" label={t`Watermark`}>
          {(field) => (
            <Switch
              checked={field.value}
              onChange={(_, d) => field.onChange(d.checked)}
              label={field.value ? t`On` : t`Off`}
              disabled={!canEdit}
            />
          )}
        </FormField>
        <Field label={t`Content`}>
          <div className={styles.presets}>
            <Checkbox label={t`Direct department`} {...register('department')} checked={values.department} disabled={!canEdit} />
            <Checkbox label={t`Client IP address`} {...register('ip')} checked={values.ip} disabled={!canEdit} />
            <Checkbox label={t`Current time`} {...register('time')} checked={values.time} disabled={!canEdit} />
          </div>
        </Field>
        <FormField
          control={control}
          name="custom"
          label={t`Custom text`}
          rules={rulesFor('WatermarkContent', 'custom', t`Custom text`, { required: false })}
        >
          {(field) => <Input {...field} disabled={!canEdit} />}
        </FormField>
        <div className={styles.row}>
          <FormField
            control={control}
            name="fontSize"
            label={t`Font size (px)`}
            rules={rulesFor('WatermarkSettings', 'fontSize', t`Font size (px)`)}
          >
            {(field) => <IntegerInput {...field} disabled={!canEdit} />}
          </FormField>
          <FormField control={control} name="font" label={t`Font`}>
            {(field) => (
              <Dropdown
                className={styles.shrinkable}
                value={fonts.find(([f]) => f === field.value)?.[1] ?? ''}
                selectedOptions={[field.value]}
                disabled={!canEdit}
                onOptionSelect={(_, o) => field.onChange(o.optionValue)}
              >
                {fonts.map(([f, label]) => (
                  <Option key={f} value={f}>
                    {label}
                  </Option>
                ))}
              </Dropdown>
            )}
          </FormField>
        </div>
        <div className={styles.row}>
          <FormField control={control} name="color" label={t`Colour`} rules={rulesFor('WatermarkSettings', 'color', t`Colour`)}>
            {(field) => (
              <div className={styles.colour}>
                <input
                  type="color"
                  className={styles.swatch}
                  aria-label={t`Pick a colour`}
                  disabled={!canEdit}
                  value={/^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#000000'}
                  onChange={(e) => field.onChange(`${e.target.value}33`)}
                />
                <Input {...field} className={styles.shrinkable} disabled={!canEdit} />
              </div>
            )}
          </FormField>
          <FormField control={control} name="margin" label={t`Margin (px)`} rules={rulesFor('WatermarkSettings', 'margin', t`Margin (px)`)}>
            {(field) => <IntegerInput {...field} disabled={!canEdit} />}
          </FormField>
        </div>
        <FormField control={control} name="rotate" label={t`Rotation: ${values.rotate}°`}>
          {(field) => (
            <Slider min={-90} max={90} step={1} value={field.value} onChange={(_, d) => field.onChange(d.value)} disabled={!canEdit} />
          )}
        </FormField>
        <FormField control={control} name="exportType" label={t`Export type`}>
          {(field) => (
            <RadioGroup layout="horizontal" value={field.value} onChange={(_, d) => field.onChange(d.value)} disabled={!canEdit}>
              <Radio value="screen-and-print" label={t`On screen and when printed`} />
              <Radio value="screen" label={t`On screen only`} />
            </RadioGroup>
          )}
        </FormField>
        <FormField control={control} name="scope" label={t`Apply to`}>
          {(field) => (
            <RadioGroup value={field.value} onChange={(_, d) => field.onChange(d.value)} disabled={!canEdit}>
              <Radio value="portal" label={t`The whole portal`} />
              <Radio value="apps" label={t`Embedded applications`} />
              <Radio value="selected" label={t`Chosen applications`} />
            </RadioGroup>
          )}
        </FormField>
        {values.scope === 'selected' ? (
          <FormField
            control={control}
            name="appCodes"
            label={t`Applications`}
            rules={{ validate: (v: string[]) => v.length > 0 || t`Choose at least one application` }}
          >
            {(field) => (
              <Combobox
                multiselect
                disabled={!canEdit}
                placeholder={t`Choose applications`}
                selectedOptions={field.value}
                value={field.value.map(appName).join(', ')}
                onOptionSelect={(_, d) => field.onChange(d.selectedOptions)}
              >
                {(apps.data ?? []).map((a) => (
                  <Option key={a.code} value={a.code}>
                    {appName(a.code)}
                  </Option>
                ))}
              </Combobox>
            )}
          </FormField>
        ) : null}
        {canEdit ? (
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={save.isPending}>{t`Save`}</Button>
          </div>
        ) : null}
      </form>
      <WatermarkPreview values={values} department={config.departmentName} ip={config.clientIp} />
    </div>
  );
}
