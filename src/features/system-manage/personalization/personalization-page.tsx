// Personalisation (`personalization`): the platform's title and names, logos (login page, header,
// tab icon), login background, brand colour, slogan, default language, and the support contacts
// the licence prompts show. Applies to everyone from their next page load.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Dropdown, Input, Option, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import type { SystemPageProps } from '../page-types.ts';
import { ImageUploadField } from '../shared/image-upload-field.tsx';
import { uploadImage } from '../shared/upload-image.ts';
import { platformConfigQuery, useSavePlatformConfig, type PlatformConfig } from './personalization-api.ts';
import { personalizationForm, toPlatformBody, type PersonalizationFormValues } from './personalization-form.ts';
import { PersonalizationPreview } from './personalization-preview.tsx';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(360px, 600px) minmax(280px, 1fr)', gap: '24px', alignItems: 'start' },
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

export default function PersonalizationPage({ title }: SystemPageProps) {
  const { t } = useLingui();
  const query = useQuery(platformConfigQuery());
  return (
    <PageLayout title={title}>
      <QueryState query={query} loadingLabel={t`Loading the personalisation…`} errorTitle={t`The personalisation could not be loaded.`}>
        {(config) => <PersonalizationForm config={config} />}
      </QueryState>
    </PageLayout>
  );
}

function ColourInput({
  value,
  onChange,
  label,
  textLabel,
  disabled,
}: {
  value: string;
  onChange(v: string): void;
  label: string;
  textLabel: string;
  disabled: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.colour}>
      <input
        type="color"
        className={styles.swatch}
        aria-label={label}
        disabled={disabled}
        value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
      />
      <Input
        className={styles.shrinkable}
        value={value}
        aria-label={textLabel}
        onChange={(_, d) => onChange(d.value)}
        disabled={disabled}
      />
    </div>
  );
}

function PersonalizationForm({ config }: { config: PlatformConfig }) {
  const { t } = useLingui();
  const styles = useStyles();
  const canEdit = usePermission('personalization:edit');
  const save = useSavePlatformConfig();
  const { control, handleSubmit } = useForm<PersonalizationFormValues>({ values: personalizationForm(config) });
  const values = useWatch({ control }) as PersonalizationFormValues;
  const image = (name: 'loginPageLogo' | 'indexPageLogo' | 'titlePageLogo' | 'background', label: string, kind: 'logo' | 'background') => (
    // ImageUploadField draws its own label and error, so it takes the bare controller.
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUploadField
          label={label}
          value={field.value}
          onChange={field.onChange}
          testId={`upload-${name}`}
          upload={(file) => uploadImage(file, kind)}
        />
      )}
    />
  );
  return (
    <div className={styles.layout}>
      <form noValidate className={styles.form} onSubmit={handleSubmit((v) => save.mutateAsync(toPlatformBody(v)).catch(() => undefined))}>
        <FormField
          control={control}
          name="title"
          label={t`Platform name`}
          rules={rulesFor('PlatformConfigInput', 'title', t`Platform name`)}
        >
          {(field) => <Input {...field} disabled={!canEdit} />}
        </FormField>
        <div className={styles.row}>
          <FormField
            control={control}
            name="titleEn"
            label={t`English name`}
            rules={rulesFor('PlatformConfigInput', 'title', t`English name`, { required: false })}
          >
            {(field) => <Input {...field} disabled={!canEdit} />}
          </FormField>
          <FormField
            control={control}
            name="titleZh"
            label={t`Chinese name`}
            rules={rulesFor('PlatformConfigInput', 'title', t`Chinese name`, { required: false })}
          >
            {(field) => <Input {...field} disabled={!canEdit} />}
          </FormField>
        </div>
        <div className={styles.row}>
          <FormField
            control={control}
            name="style"
            label={t`Brand colour`}
            rules={rulesFor('PlatformConfigInput', 'style', t`Brand colour`)}
          >
            {(field) => (
              <ColourInput
                value={field.value}
                onChange={field.onChange}
                label={t`Pick the brand colour`}
                textLabel={t`Brand colour (hex)`}
                disabled={!canEdit}
              />
            )}
          </FormField>
          <FormField control={control} name="defaultLang" label={t`Default language`}>
            {(field) => (
              <Dropdown
                className={styles.shrinkable}
                value={field.value === 'en_US' ? 'English' : '简体中文'}
                selectedOptions={[field.value]}
                disabled={!canEdit}
                onOptionSelect={(_, o) => field.onChange(o.optionValue)}
              >
                <Option value="zh_CN">简体中文</Option>
                <Option value="en_US">English</Option>
              </Dropdown>
            )}
          </FormField>
        </div>
        <div className={styles.row}>
          <FormField
            control={control}
            name="loginPageSlogan"
            label={t`Slogan`}
            rules={rulesFor('PlatformConfigInput', 'loginPageSlogan', t`Slogan`)}
            hint={t`Hidden on the login page when empty.`}
          >
            {(field) => <Input {...field} disabled={!canEdit} />}
          </FormField>
          <FormField
            control={control}
            name="sloganColor"
            label={t`Slogan colour`}
            rules={rulesFor('PlatformConfigInput', 'sloganColor', t`Slogan colour`)}
          >
            {(field) => (
              <ColourInput
                value={field.value}
                onChange={field.onChange}
                label={t`Pick the slogan colour`}
                textLabel={t`Slogan colour (hex)`}
                disabled={!canEdit}
              />
            )}
          </FormField>
        </div>
        <FormField control={control} name="showName" label={t`Show the platform name`}>
          {(field) => <Switch checked={field.value} onChange={(_, d) => field.onChange(d.checked)} disabled={!canEdit} />}
        </FormField>
        <div className={styles.row}>
          {image('loginPageLogo', t`Login page logo`, 'logo')}
          {image('indexPageLogo', t`Header logo`, 'logo')}
        </div>
        <div className={styles.row}>
          {image('titlePageLogo', t`Tab icon`, 'logo')}
          {image('background', t`Login background`, 'background')}
        </div>
        <div className={styles.row}>
          <FormField
            control={control}
            name="supportPhone"
            label={t`Support phone`}
            rules={rulesFor('PlatformConfigInput', 'supportPhone', t`Support phone`)}
          >
            {(field) => <Input {...field} disabled={!canEdit} />}
          </FormField>
          <FormField
            control={control}
            name="supportEmail"
            label={t`Support e-mail`}
            rules={rulesFor('PlatformConfigInput', 'supportEmail', t`Support e-mail`)}
          >
            {(field) => <Input {...field} type="email" disabled={!canEdit} />}
          </FormField>
        </div>
        {canEdit ? (
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={save.isPending}>{t`Save`}</Button>
          </div>
        ) : null}
      </form>
      <PersonalizationPreview values={values} />
    </div>
  );
}
