// Password lifetime rules: forced change at first login (3) and after the lifetime ends (2),
// a reminder (1) when the expiry is within the reminder window. None applies to a directory
// account (source ldap): the directory owns its password.
import type { PasswordRules } from './password-policy.ts';
import { ApiError } from '../contract/envelope.ts';
import { t, type Lang } from '../i18n/messages.ts';
import { isDirectoryAccount } from './password-source.ts';

export const PASSWORD_STATUS = { normal: 0, expiringSoon: 1, expired: 2, firstLogin: 3 } as const;

export function passwordState(
  user: { passwordStatus: number; passwordChangedAt: Date; passwordNeverExpires: boolean; source: string },
  policy: Pick<PasswordRules, 'lifetimeDays' | 'reminderDays'>,
  now = Date.now(),
): { passwordStatus: number; expireAfterDays: number } {
  if (isDirectoryAccount(user)) return { passwordStatus: PASSWORD_STATUS.normal, expireAfterDays: -1 };
  if (user.passwordNeverExpires || policy.lifetimeDays <= 0) {
    return { passwordStatus: user.passwordStatus === 3 ? 3 : 0, expireAfterDays: -1 };
  }
  const ageDays = Math.floor((now - user.passwordChangedAt.getTime()) / 86_400_000);
  const expireAfterDays = Math.max(0, policy.lifetimeDays - ageDays);
  if (user.passwordStatus === PASSWORD_STATUS.firstLogin) return { passwordStatus: 3, expireAfterDays };
  if (expireAfterDays <= 0) return { passwordStatus: PASSWORD_STATUS.expired, expireAfterDays: 0 };
  if (expireAfterDays <= policy.reminderDays) return { passwordStatus: PASSWORD_STATUS.expiringSoon, expireAfterDays };
  return { passwordStatus: PASSWORD_STATUS.normal, expireAfterDays };
}

export type PasswordProblem = 'passwordLength' | 'digits' | 'uppercase' | 'lowercase' | 'special';

/** Server-side password rules of spec section 5 (length and classes as the policy sets them). */
export function passwordProblems(password: string, policy: PasswordRules): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < policy.minLength || password.length > policy.maxLength) problems.push('passwordLength');
  if (policy.requireDigits && !/\d/.test(password)) problems.push('digits');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('uppercase');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('lowercase');
  if (policy.requireSpecial && !/[^A-Za-z0-9]/.test(password)) problems.push('special');
  return problems;
}

/**
 * The refusal for a password the policy does not accept, with its own message in `lang`
 * (length first, then the character classes missing), or undefined when it is accepted.
 * Reuse of earlier passwords needs the database: see checkNewPassword (auth/password-history.ts).
 */
export function passwordPolicyError(password: string, policy: PasswordRules, lang: Lang): ApiError | undefined {
  const problems = passwordProblems(password, policy);
  if (problems.includes('passwordLength')) {
    return new ApiError(400, 400, 'passwordLength', { min: policy.minLength, max: policy.maxLength });
  }
  if (!problems.length) return undefined;
  const missing = problems as Array<'digits' | 'uppercase' | 'lowercase' | 'special'>;
  const classes = missing.map((p) => t(lang, p)).join(lang === 'en_US' ? ', ' : '、');
  return new ApiError(400, 400, 'passwordNeeds', { classes }, { missing });
}
