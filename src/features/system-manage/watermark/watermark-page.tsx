// Watermark (`watermark`): switch it on, choose its content (department, client IP, time, custom
// text), its look, whether it prints, and where it is drawn. A SettingsPage with the watermark
// drawn live beside the form; saving applies to every signed-in user from their next page.
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { useId } from 'react';
import { Checkbox, Label, Radio, RadioGroup, Slider, Switch } from '@fluentui/react-components';
import { WithPreview } from '../../../components/settings-page/settings-page.tsx';
import { settingsPageOf } from '../../../components/settings-page/settings-page-of.tsx';
import { FieldRow, SettingsForm } from '../../../components/settings-page/settings-form.tsx';
import { useResourceForm } from '../../../components/settings-page/use-resource-form.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { ChoiceField, contractChoices } from '../../../components/form-field/choice-field.tsx';
import { contractFields } from '../../../components/form-field/contract-field.tsx';
import { constraintsOf, rulesFor } from '../../../api/form-rules.ts';
import { ColourInput } from '../shared/colour-input.tsx';
import { watermarkSettings, type WatermarkConfig } from './watermark-settings-api.ts';
import { toWatermarkSettings, watermarkForm, type WatermarkFormValues } from './watermark-form.ts';
import { WatermarkPreview } from './watermark-preview.tsx';
import { WatermarkScopeFields } from './watermark-scope-fields.tsx';

const ROTATE = constraintsOf('WatermarkSettings', 'rotate');

const texts = () => ({ loading: t`Loading the watermark settings…`, error: t`The watermark settings could not be loaded.` });

export default settingsPageOf(watermarkSettings.query, texts, WatermarkForm);

function WatermarkForm({ data: config }: { data: WatermarkConfig }) {
  const { t } = useLingui();
  const { control, canEdit, formProps } = useResourceForm(watermarkSettings, {
    values: watermarkForm(config),
    toBody: toWatermarkSettings,
    savedMessage: t`The watermark settings are saved.`,
  });
  const values = useWatch({ control }) as WatermarkFormValues;
  const contentId = useId();
  const fonts = contractChoices('WatermarkSettings', 'font', {
    system: t`System font`,
    simhei: t`SimHei`,
    'source-han-sans': t`Source Han Sans`,
    'source-han-serif': t`Source Han Serif`,
    pingfang: t`PingFang`,
  });
  const shown = (name: 'department' | 'ip' | 'time', label: string) => (
    <FormField control={control} name={name} label="">
      {(field) => (
        <Checkbox label={label} checked={field.value} disabled={!canEdit} onChange={(_, d) => field.onChange(d.checked === true)} />
      )}
    </FormField>
  );
  const number = (name: 'fontSize' | 'margin', label: string) =>
    contractFields(control, 'WatermarkSettings', !canEdit)(name, label, { type: 'integer' });

  const form = (
    <SettingsForm label={t`Watermark settings`} {...formProps}>
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
      <div role="group" aria-labelledby={contentId}>
        <Label id={contentId}>{t`Content`}</Label>
        <FieldRow>
          {shown('department', t`Direct department`)}
          {shown('ip', t`Client IP address`)}
          {shown('time', t`Current time`)}
        </FieldRow>
      </div>
      {contractFields(control, 'WatermarkContent', !canEdit)('custom', t`Custom text`, { options: { required: false } })}
      <FieldRow>
        {number('fontSize', t`Font size (px)`)}
        <ChoiceField control={control} name="font" label={t`Font`} choices={fonts} disabled={!canEdit} />
      </FieldRow>
      <FieldRow>
        <FormField control={control} name="color" label={t`Colour`} rules={rulesFor('WatermarkSettings', 'color', t`Colour`)}>
          {(field) => (
            <ColourInput
              value={field.value}
              onChange={field.onChange}
              pickerLabel={t`Pick a colour`}
              fromPicker={(hex) => `${hex}33`} // a fifth of opacity, as the default
              disabled={!canEdit}
            />
          )}
        </FormField>
        {number('margin', t`Margin (px)`)}
      </FieldRow>
      <FormField control={control} name="rotate" label={t`Rotation: ${values.rotate}°`}>
        {(field) => (
          <Slider
            min={ROTATE?.minimum}
            max={ROTATE?.maximum}
            step={1}
            value={field.value}
            onChange={(_, d) => field.onChange(d.value)}
            disabled={!canEdit}
          />
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
      <WatermarkScopeFields control={control} scope={values.scope} disabled={!canEdit} />
    </SettingsForm>
  );
  return <WithPreview form={form} preview={<WatermarkPreview values={values} department={config.departmentName} ip={config.clientIp} />} />;
}
