// The password change form (old, new, confirm) used by the forced change at login and by the
// personal space. The rules of spec section 5 are checked here first (with the character classes
// of the stored policy) and again by the server, whose message is shown when it refuses. On
// success the server ends the user's other sessions and keeps this one.
import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles } from '@fluentui/react-components';
import { api, unwrap, ApiRequestError, unknownError } from '../../api/client.ts';
import { checkNewPassword, lengthBounds, missingClasses, type PasswordClassPolicy } from '../../lib/password-rules.ts';
import { formMessages } from '../../lib/form-messages.ts';
import { passwordProblemText } from '../../lib/password-problem-text.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  actions: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

export interface PasswordChangeFormProps {
  /** After the server accepted the new password. */
  onChanged(): void;
  /** Buttons before the submit button (e.g. Log out). */
  actions?: ReactNode;
  /** Shown above the fields. */
  intro?: ReactNode;
  className?: string;
}

export function PasswordChangeForm({ onChanged, actions, intro, className }: PasswordChangeFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
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
      .then((p) => {
        if (live && p) setPolicy(p);
      })
      .catch(() => undefined); // the server checks the classes anyway
    return () => {
      live = false;
    };
  }, []);

  const oldLabel = t`Old password`;
  const newLabel = t`New password`;
  const confirmLabel = t`Confirm the new password`;
  const problems = checkNewPassword(oldPassword, newPassword, confirmPassword, policy);
  const bounds = lengthBounds(policy);
  const oldProblem = oldPassword ? undefined : formMessages.required(oldLabel);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    if (oldProblem || Object.keys(problems).length) return;
    setBusy(true);
    setError(undefined);
    try {
      await unwrap(api.POST('/user/update-password', { body: { oldPassword, newPassword, confirmPassword } }), { hideMessage: true });
      onChanged();
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : unknownError());
    } finally {
      setBusy(false);
    }
  }

  const show = (text: string | undefined) => (touched ? text : undefined);
  return (
    <form className={className ?? styles.form} onSubmit={submit} noValidate>
      {intro}
      <Field label={oldLabel} required validationMessage={show(oldProblem)}>
        <Input
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(_, d) => setOld(d.value)}
        />
      </Field>
      <Field
        label={newLabel}
        required
        validationMessage={
          show(passwordProblemText(problems.newPassword, newLabel, missingClasses(newPassword, policy), policy)) ??
          (touched ? undefined : t`${bounds.min} to ${bounds.max} characters`)
        }
        validationState={touched && problems.newPassword ? 'error' : 'none'}
      >
        <Input name="newPassword" type="password" autoComplete="new-password" value={newPassword} onChange={(_, d) => setNew(d.value)} />
      </Field>
      <Field label={confirmLabel} required validationMessage={show(passwordProblemText(problems.confirmPassword, confirmLabel))}>
        <Input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(_, d) => setConfirm(d.value)}
        />
      </Field>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        {actions}
        <Button
          appearance="primary"
          type="submit"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" aria-label={t`Saving`} /> : undefined}
        >{t`Change password`}</Button>
      </div>
    </form>
  );
}
