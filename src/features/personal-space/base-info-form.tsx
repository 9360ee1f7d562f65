// Base info: username, department and roles shown; real name, phone and e-mail editable and
// checked against the contract's limits before the server checks them again.
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Badge, Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { FormField } from '../../components/form-field/form-field.tsx';
import { rulesFor } from '../../api/form-rules.ts';
import { notify } from '../../api/notify.ts';
import { useSaveProfile, type MyProfile } from './personal-api.ts';
import { langAtom } from '../../state/lang-state.ts';
import { sourceRoleName, sourceText } from './source-text.ts';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '4px' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '420px' },
});

type Values = { realName: string; phone: string; email: string };

export function BaseInfoForm({ profile }: { profile: MyProfile }) {
  const styles = useStyles();
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const save = useSaveProfile();
  const { control, handleSubmit, formState } = useForm<Values>({
    defaultValues: { realName: profile.realName, phone: profile.phone, email: profile.email },
  });
  const submit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ realName: v.realName.trim(), phone: v.phone.trim(), email: v.email.trim() });
      notify(t`Your details were saved`, 'success');
    } catch {
      /* toasted */
    }
  });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <dl className={styles.facts} data-testid="profile-info">
        <dt className={styles.term}>{t`Username`}</dt>
        <dd className={styles.value}>{profile.username}</dd>
        <dt className={styles.term}>{t`Department`}</dt>
        <dd className={styles.value}>{profile.deptName || '—'}</dd>
        <dt className={styles.term}>{t`Roles`}</dt>
        <dd className={styles.value} data-testid="profile-roles">
          {profile.roles.length
            ? profile.roles.map((r) => (
                <Badge key={`${r.roleId}-${r.deptId ?? 0}`} appearance="tint" title={sourceText(r, lang)}>
                  {r.deptName ? sourceText(r, lang) : sourceRoleName(r, lang)}
                </Badge>
              ))
            : '—'}
        </dd>
      </dl>
      <form noValidate onSubmit={submit} className={styles.form}>
        <FormField control={control} name="realName" label={t`Real name`} rules={rulesFor('MyProfileUpdate', 'realName', t`Real name`)}>
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>
        <FormField
          control={control}
          name="phone"
          label={t`Phone`}
          rules={rulesFor('MyProfileUpdate', 'phone', t`Phone`, { required: false })}
        >
          {(field) => <Input {...field} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField
          control={control}
          name="email"
          label={t`E-mail`}
          rules={rulesFor('MyProfileUpdate', 'email', t`E-mail`, { required: false })}
        >
          {(field) => <Input {...field} type="email" autoComplete="email" />}
        </FormField>
        <div>
          <Button type="submit" appearance="primary" disabled={formState.isSubmitting}>{t`Save`}</Button>
        </div>
      </form>
    </div>
  );
}
