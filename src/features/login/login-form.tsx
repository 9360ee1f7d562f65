// One login tab: username, password, captcha (when the policy asks for it), remember me.
// Errors from the server (wrong password with tries left, lockout minutes, captcha) are shown
// under the form in the user's language; the token URL never raises a toast (spec section 8).
import { lazy, Suspense, useState, type SubmitEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DeferredSpinner, preloadSpinner } from '../../components/deferred-spinner/deferred-spinner.tsx';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { markFreshLogin, returnPathOf } from '../../lib/login-landing.ts';
import { ApiRequestError, unknownError } from '../../api/client.ts';
import { formMessages } from '../../lib/form-messages.ts';
import { login, type LoginMode } from './login-api.ts';
import { applyPreferredLanguage } from './preferred-language.ts';
import { useCaptcha } from './use-captcha.ts';
import { remindIfPasswordExpiresSoon } from './password-reminder.ts';
import { ROUTES } from '../../lib/routes.ts';

const loadLoginError = () => import('./login-error.tsx');
const LoginError = lazy(() => loadLoginError().then((m) => ({ default: m.LoginError })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  captchaRow: { display: 'flex', gap: '8px', alignItems: 'flex-start' },
  captchaInput: { flexGrow: 1 },
  captchaImage: {
    width: '120px',
    height: '32px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    padding: 0,
  },
  captchaPicture: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  errorFallback: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

/** `focusUsername`: the page has just opened (a tab switch remounts the form and leaves the focus on the tab). */
export function LoginForm({ mode, focusUsername = false }: { mode: LoginMode; focusUsername?: boolean }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const captcha = useCaptcha();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [touched, setTouched] = useState(false);

  const usernameLabel = mode === 'ldap' ? t`Directory account` : t`Username`;
  const passwordLabel = t`Password`;
  const captchaLabel = t`Verification code`;
  const problems = {
    username: !username.trim() ? formMessages.required(usernameLabel) : undefined,
    password: !password ? formMessages.required(passwordLabel) : undefined,
    captcha: captcha.enabled && !captchaCode.trim() ? formMessages.required(captchaLabel) : undefined,
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void loadLoginError();
    preloadSpinner();
    setTouched(true);
    if (problems.username || problems.password || problems.captcha) return;
    setBusy(true);
    setError(undefined);
    try {
      const grant = await login(mode, {
        username: username.trim(),
        password,
        rememberMe,
        ...(captcha.enabled && captcha.key ? { captchaKey: captcha.key, captchaCode: captchaCode.trim() } : {}),
      });
      // Back to the page that was asked for; else home, where the default app opens once. At
      // once: the login route itself sends a signed-in visitor home on its next render.
      const returnTo = returnPathOf(window.location.search);
      if (!returnTo) markFreshLogin();
      navigate(returnTo ?? ROUTES.home, { replace: true });
      // The stored language switches the shell in place; the reminder then speaks it.
      await applyPreferredLanguage();
      remindIfPasswordExpiresSoon(grant.password_status, grant.expire_after_days);
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : unknownError());
      // The server consumed the captcha with this attempt: ask for the new one without
      // flagging the emptied field as a mistake.
      if (captcha.enabled) {
        setTouched(false);
        setCaptchaCode('');
        captcha.refresh();
      }
    } finally {
      setBusy(false);
    }
  }

  const show = (problem: string | undefined) => (touched ? problem : undefined);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={mode === 'ldap' ? t`Directory login` : t`Account login`}
    >
      <Field label={usernameLabel} required validationMessage={show(problems.username)}>
        <Input
          name="username"
          autoComplete="username"
          // The page has one task: the cursor waits in the first field, as on every sign-in page.
          autoFocus={focusUsername}
          value={username}
          onChange={(_, d) => setUsername(d.value)}
        />
      </Field>
      <Field label={passwordLabel} required validationMessage={show(problems.password)}>
        <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
      </Field>
      {captcha.enabled ? (
        <Field label={captchaLabel} required validationMessage={show(problems.captcha)}>
          <div className={styles.captchaRow}>
            <Input
              className={styles.captchaInput}
              name="captchaCode"
              autoComplete="off"
              maxLength={16}
              value={captchaCode}
              onChange={(_, d) => setCaptchaCode(d.value)}
            />
            {/* A native title, not Fluent's Tooltip: the login route should not load the positioning engine. */}
            <button
              type="button"
              className={styles.captchaImage}
              onClick={captcha.refresh}
              data-testid="captcha-refresh"
              aria-label={t`Show another code`}
              title={t`Show another code`}
            >
              {captcha.loading ? (
                <DeferredSpinner size="tiny" />
              ) : captcha.image ? (
                // eslint-disable-next-line jsx-a11y/img-redundant-alt -- the same name as before (Fluent's Image): "image" sets it apart from the code field
                <img className={styles.captchaPicture} src={captcha.image} alt={t`Verification code image`} />
              ) : (
                <ArrowClockwiseRegular />
              )}
            </button>
          </div>
        </Field>
      ) : null}
      <Checkbox label={t`Remember me for 7 days`} checked={rememberMe} onChange={(_, d) => setRememberMe(d.checked === true)} />
      {error ? (
        <Suspense
          fallback={
            <div role="alert" className={styles.errorFallback}>
              {error}
            </div>
          }
        >
          <LoginError message={error} />
        </Suspense>
      ) : null}
      <Button
        appearance="primary"
        type="submit"
        disabled={busy || captcha.enabled === null}
        icon={busy ? <DeferredSpinner size="tiny" /> : undefined}
      >
        {t`Log in`}
      </Button>
    </form>
  );
}
