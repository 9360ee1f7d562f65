// The account tab: username, password, remember me. Errors from the server (wrong password with
// tries left, lockout minutes) are shown under the form in the user's language.
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { ApiRequestError } from '../../api/client.ts';
import { loginWithPassword } from './login-api.ts';

export function LoginForm() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [touched, setTouched] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setError(undefined);
    try {
      await loginWithPassword({ username: username.trim(), password, rememberMe });
      navigate('/home', { replace: true });
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : t`An unknown error has occurred, please try again later.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Field label={t`Username`} required validationMessage={touched && !username.trim() ? t`Please enter the username` : undefined}>
        <Input name="username" autoComplete="username" value={username} onChange={(_, d) => setUsername(d.value)} />
      </Field>
      <Field label={t`Password`} required validationMessage={touched && !password ? t`Please enter the password` : undefined}>
        <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
      </Field>
      <Checkbox label={t`Remember me for 7 days`} checked={rememberMe} onChange={(_, d) => setRememberMe(d.checked === true)} />
      {error ? (
        <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>
      ) : null}
      <Button appearance="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {t`Log in`}
      </Button>
    </form>
  );
}
