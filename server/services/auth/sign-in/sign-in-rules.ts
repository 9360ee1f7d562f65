// The sign-in area's rules, pure functions: the token answer, the failure answers, the session
// lengths the password policy gives, and how an attempt is named in the audit log and metrics.
//
// Failed password logins answer (both for real and for unknown usernames, so the answers do not
// reveal whether an account exists):
//   HTTP 400 {code: 400, data: {remaining}}  wrong username or password, tries left before the lock
//   HTTP 423 {code: 423, data: {minutes}}    account locked (also for the right password during the lock)
//   HTTP 429 {code: 429, data: {minutes}}    too many failures from this client IP
//   HTTP 400 {code: 400, data: {captcha: 'required' | 'wrong'}}  captcha missing, wrong or expired
import type { components } from '../../../gen/arcana-auth.ts';
import type { ServerConfig } from '../../../config.ts';
import type { users } from '../../../db/schema.ts';
import type { PasswordPolicy } from '../../../auth/password-policy.ts';
import type { IssuedTokens, SessionLimits } from '../../../auth/sessions.ts';
import type { FailureOutcome } from '../../../auth/lockout.ts';
import { ApiError } from '../../../contract/envelope.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { shownRealName } from '../../system/users/real-name.ts';

/** The contract's token request as it arrives: a form body carries `remember_me` as the text 'true'. */
export type TokenBody = Omit<components['schemas']['TokenRequest'], 'remember_me'> & { remember_me?: boolean | string };

export function grantBody(
  tokens: IssuedTokens,
  user: typeof users.$inferSelect,
  state: { passwordStatus: number; expireAfterDays: number },
  lang: Lang,
) {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer' as const,
    expires_in: tokens.expiresIn,
    expire_time: tokens.expireTime,
    user_id: user.id,
    username: user.username,
    real_name: shownRealName(user, lang),
    password_status: state.passwordStatus,
    expire_after_days: state.expireAfterDays,
  };
}

export const rememberMe = (body: TokenBody) => body.remember_me === true || body.remember_me === 'true';

/** How long the tokens of a new or refreshed session live. */
export const sessionLimits = (config: ServerConfig, policy: PasswordPolicy): SessionLimits => ({
  accessTokenTtl: config.accessTokenTtl,
  loginTimeoutMinutes: policy.loginTimeoutMinutes,
  rememberMeDays: policy.rememberMeDays,
});

export const lockedError = (minutes: number) => new ApiError(423, 423, 'locked', { minutes }, { minutes });

export function failureError(outcome: FailureOutcome): ApiError {
  if (outcome.kind === 'locked') return lockedError(outcome.minutes);
  return new ApiError(400, 400, 'badCredentials', { left: outcome.remaining }, { remaining: outcome.remaining });
}

/** The name tried, as the audit log keeps it: no control characters, at most 64 characters. */
export const attemptedName = (body: TokenBody) => (body.username ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 64);

/** A refused attempt in the audit log (action) and the login metric (result). */
export function refusalKind(err: ApiError): { action: 'lockout' | 'login-failure'; result: 'locked' | 'rate_limited' | 'failure' } {
  if (err.status === 423) return { action: 'lockout', result: 'locked' };
  return { action: 'login-failure', result: err.status === 429 ? 'rate_limited' : 'failure' };
}
