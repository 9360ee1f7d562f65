// Forced password change: at first login (passwordStatus 3) and after the password lifetime
// ended (2). Nothing else of the shell is reachable until it is done.
import { useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import {
  Body1, Button, Field, Input, MessageBar, MessageBarBody, Title3, makeStyles, tokens,
} from '@fluentui/react-components';
import { api, unwrap, ApiRequestError } from '../../api/client.ts';
import { notify } from '../../api/notify.ts';
import { passwordStatusAtom } from '../../api/session-state.ts';
import { checkNewPassword, type PasswordProblem } from '../../lib/password-rules.ts';

const useStyles = makeStyles({
  page: { minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground2 },
  card: {
    width: '420px', maxWidth: 'calc(100vw - 32px)', padding: '32px', display: 'flex', flexDirection: 'column', gap: '12px',
    backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusXLarge, boxShadow: tokens.shadow16,
  },
});

export function ForcedPasswordChange() {
  const styles = useStyles();
  const { t } = useLingui();
  const status = useAtomValue(passwordStatusAtom);
  const setStatus = useSetAtom(passwordStatusAtom);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const text = (p: PasswordProblem | undefined) => {
    switch (p) {
      case 'required': return t`Please enter the password`;
      case 'length': return t`The password must be 6 to 32 characters`;
      case 'sameAsOld': return t`Old and new passwords cannot be the same`;
      case 'mismatch': return t`The passwords entered twice do not match`;
      default: return undefined;
    }
  };
  const problems = checkNewPassword(oldPassword, newPassword, confirmPassword);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!oldPassword || Object.keys(problems).length) return;
    setBusy(true);
    setError(undefined);
    try {
      await unwrap(api.POST('/user/update-password', { body: { oldPassword, newPassword, confirmPassword } }), { hideMessage: true });
      notify(t`The password was changed`, 'success');
      setStatus(0);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <Title3 as="h1">{t`Change your password`}</Title3>
        <Body1>{status === 3 ? t`This is your first login: please set a new password.` : t`Your password has expired: please set a new one.`}</Body1>
        <Field label={t`Old password`} required validationMessage={touched && !oldPassword ? t`Please enter the password` : undefined}>
          <Input name="oldPassword" type="password" autoComplete="current-password" value={oldPassword} onChange={(_, d) => setOld(d.value)} />
        </Field>
        <Field label={t`New password`} required validationMessage={touched ? text(problems.newPassword) : undefined}>
          <Input name="newPassword" type="password" autoComplete="new-password" value={newPassword} onChange={(_, d) => setNew(d.value)} />
        </Field>
        <Field label={t`Confirm the new password`} required validationMessage={touched ? text(problems.confirmPassword) : undefined}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" value={confirmPassword} onChange={(_, d) => setConfirm(d.value)} />
        </Field>
        {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
        <Button appearance="primary" type="submit" disabled={busy}>{t`Change password`}</Button>
      </form>
    </main>
  );
}
