// Personalisation (`personalization`): the platform's title and names, logos (login page, header,
// tab icon), login background, brand colour, slogan, default language, default light or dark
// (a user may choose otherwise in Preferences), and the support contacts
// the licence prompts show. A SettingsPage with the login page's preview beside the form, which
// follows what is typed; saving applies to everyone from their next page load.
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Switch } from '@fluentui/react-components';
import { WithPreview } from '../../../components/settings-page/settings-page.tsx';
import { settingsPageOf } from '../../../components/settings-page/settings-page-of.tsx';
import { FieldRow, SettingsForm } from '../../../components/settings-page/settings-form.tsx';
import { useResourceForm } from '../../../components/settings-page/use-resource-form.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { contractFields } from '../../../components/form-field/contract-field.tsx';
import { ChoiceField, contractChoices } from '../../../components/form-field/choice-field.tsx';
import { useThemeNames } from '../../../components/theme/theme-names.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { ColourInput } from '../shared/colour-input.tsx';
import { ImageFormField } from '../shared/image-upload-field.tsx';
import { platformConfig, type PlatformConfig } from './personalization-api.ts';
import { personalizationForm, toPlatformBody, type PersonalizationFormValues } from './personalization-form.ts';
import { PersonalizationPreview } from './personalization-preview.tsx';

type TextField = 'title' | 'titleEn' | 'titleZh' | 'loginPageSlogan' | 'supportPhone' | 'supportEmail';
type ImageField = 'loginPageLogo' | 'indexPageLogo' | 'titlePageLogo' | 'background';

const texts = () => ({ loading: t`Loading the personalisation…`, error: t`The personalisation could not be loaded.` });

export default settingsPageOf(platformConfig.query, texts, PersonalizationForm);

function PersonalizationForm({ data: config }: { data: PlatformConfig }) {
  const { t } = useLingui();
  const themeNames = useThemeNames();
  const { control, canEdit, formProps } = useResourceForm(platformConfig, {
    values: personalizationForm(config),
    toBody: toPlatformBody,
    savedMessage: t`The personalisation is saved.`,
  });
  const values = useWatch({ control }) as PersonalizationFormValues;
  /** A text field; the English and Chinese names have the platform name's limits, but may be empty. */
  const field = contractFields(control, 'PlatformConfigInput', !canEdit);
  const text = (name: TextField, label: string, hint?: string) =>
    name === 'titleEn' || name === 'titleZh'
      ? field.as(name, 'title', label, { options: { required: false } })
      : field(name, label, { hint, type: name === 'supportEmail' ? 'email' : 'text' });
  const colour = (name: 'style' | 'sloganColor', label: string, pickerLabel: string, textLabel: string) => (
    <FormField control={control} name={name} label={label} rules={rulesFor('PlatformConfigInput', name, label)}>
      {(field) => (
        <ColourInput
          value={field.value}
          onChange={field.onChange}
          pickerLabel={pickerLabel}
          textLabel={textLabel}
          fromPicker={(hex) => hex.toUpperCase()}
          disabled={!canEdit}
        />
      )}
    </FormField>
  );
  const image = (name: ImageField, label: string, kind: 'logo' | 'background') => (
    <ImageFormField control={control} name={name} label={label} kind={kind} testId={`upload-${name}`} />
  );
  const form = (
    <SettingsForm label={t`Personalisation`} {...formProps}>
      {text('title', t`Platform name`)}
      <FieldRow>
        {text('titleEn', t`English name`)}
        {text('titleZh', t`Chinese name`)}
      </FieldRow>
      <FieldRow>
        {colour('style', t`Brand colour`, t`Pick the brand colour`, t`Brand colour (hex)`)}
        <ChoiceField
          control={control}
          name="defaultLang"
          label={t`Default language`}
          choices={contractChoices('PlatformConfigInput', 'defaultLang', { zh_CN: '简体中文', en_US: 'English' })}
          disabled={!canEdit}
        />
      </FieldRow>
      <ChoiceField
        control={control}
        name="defaultTheme"
        label={t`Default appearance`}
        hint={t`Each user may choose otherwise in their preferences.`}
        choices={contractChoices('PlatformConfigInput', 'defaultTheme', themeNames)}
        disabled={!canEdit}
      />
      <FieldRow>
        {text('loginPageSlogan', t`Slogan`, t`Hidden on the login page when empty.`)}
        {colour('sloganColor', t`Slogan colour`, t`Pick the slogan colour`, t`Slogan colour (hex)`)}
      </FieldRow>
      <FormField control={control} name="showName" label={t`Show the platform name`}>
        {(field) => <Switch checked={field.value} onChange={(_, d) => field.onChange(d.checked)} disabled={!canEdit} />}
      </FormField>
      <FieldRow>
        {image('loginPageLogo', t`Login page logo`, 'logo')}
        {image('indexPageLogo', t`Header logo`, 'logo')}
      </FieldRow>
      <FieldRow>
        {image('titlePageLogo', t`Tab icon`, 'logo')}
        {image('background', t`Login background`, 'background')}
      </FieldRow>
      <FieldRow>
        {text('supportPhone', t`Support phone`)}
        {text('supportEmail', t`Support e-mail`)}
      </FieldRow>
    </SettingsForm>
  );
  return <WithPreview form={form} preview={<PersonalizationPreview values={values} />} />;
}
