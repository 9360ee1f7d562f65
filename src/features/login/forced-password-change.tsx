// Forced password change: at first login (passwordStatus 3) and after the password lifetime
// ended (2). Nothing else of the shell is reachable until it is done. The rules of spec section 5
// are checked here first (with the character classes of the stored policy) and again by the server.
import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import {
  Body1, Button, Field, Input, MessageBar, MessageBarBody, Spinner, Title3, makeStyles, tokens,
} from '@fluentui/react-components';
import { api, unwrap, ApiRequestError, unknownError } from '../../api/client.ts';
import { notify } from '../../api/notify.ts';
import { expireAfterDaysAtom, passwordStatusAtom } from '../../api/session-state.ts';
import { checkNewPassword, missingClasses, type PasswordClassPolicy } from '../../lib/password-rules.ts';
import { formMessages } from '../../lib/form-messages.ts';
import { passwordProblemText } from './password-problem-text.ts';
import { logout } from './logout.ts';

const useStyles = makeStyles({
  page: { minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground2 },
  card: {
    width: '440px', maxWidth: 'calc(100vw - 32px)', padding: '32px', display: 'flex', flexDirection: 'column', gap: '12px',
    backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusXLarge, boxShadow: tokens.shadow16,
    boxSizing: 'border-box',
  },
  actions: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

export function ForcedPasswordChange() {
  const styles = useStyles();
  const { t } = useLingui();
  const status = useAtomValue(passwordStatusAtom);
  const setStatus = useSetAtom(passwordStatusAtom);
  const setExpireAfterDays = useSetAtom(expireAfterDaysAtom);
  const [policy, setPolicy] = useState<PasswordClassPolicy>();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    unwrap(api.GET('/system/password/policy'), { hideMessage: true })
      .then((p) => { if (live && p) setPolicy(p); })
      .catch(() => undefined); // the server checks the classes anyway
    return () => { live = false; };
  }, []);

  const oldLabel = t`Old password`;
  const newLabel = t`New password`;
  const confirmLabel = t`Confirm the new password`;
  const problems = checkNewPassword(oldPassword, newPassword, confirmPassword, policy);
  const oldProblem = oldPassword ? undefined : formMessages.required(oldLabel);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (oldProblem || Object.keys(problems).length) return;
    setBusy(true);
    setError(undefined);
    try {
      await unwrap(api.POST('/user/update-password', { body: { oldPassword, newPassword, confirmPassword } }), { hideMessage: true });
      notify(t`The password was changed`, 'success');
      setExpireAfterDays(-1);
      setStatus(0);
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : unknownError());
    } finally {
      setBusy(false);
    }
  }

  const show = (text: string | undefined) => (touched ? text : undefined);
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <Title3 as="h1">{t`Change your password`}</Title3>
        <Body1>{status === 3 ? t`This is your first login: please set a new password.` : t`Your password has expired: please set a new one.`}</Body1>
        <Field label={oldLabel} required validationMessage={show(oldProblem)}>
          <Input name="oldPassword" type="password" autoComplete="current-password" value={oldPassword} onChange={(_, d) => setOld(d.value)} />
        </Field>
        <Field
          label={newLabel} required
          validationMessage={show(passwordProblemText(problems.newPassword, newLabel, missingClasses(newPassword, policy)))
            ?? (touched ? undefined : t`6 to 32 characters`)}
          validationState={touched && problems.newPassword ? 'error' : 'none'}
        >
          <Input name="newPassword" type="password" autoComplete="new-password" value={newPassword} onChange={(_, d) => setNew(d.value)} />
        </Field>
        <Field label={confirmLabel} required validationMessage={show(passwordProblemText(problems.confirmPassword, confirmLabel))}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" value={confirmPassword} onChange={(_, d) => setConfirm(d.value)} />
        </Field>
        {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
        <div className={styles.actions}>
          <Button type="button" onClick={() => void logout()} disabled={busy}>{t`Log out`}</Button>
          <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>{t`Change password`}</Button>
        </div>
      </form>
    </main>
  );
}
