// The password policy document (settings key `passwordPolicy`): the password rules and the login
// verification fields, owned by the sign-in layer that follows them (lockout, sessions, expiry);
// the password policy and login verification pages write it (services/system/password-policy/, login-verify/).
import type { components } from '../gen/arcana-system.ts';
import { defineSetting } from '../settings/settings-store.ts';

type SystemSchemas = components['schemas'];

// The fields of the password rules and the login settings are declared once, in the contract
// (openapi/system/password-policy.yaml, login-verify.yaml); the types come from there and tsc
// makes the defaults below name every field, so the services pick fields by the defaults' keys.
/** What a new password must be (the password policy page). */
export type PasswordRules = SystemSchemas['PasswordRules'];
/** Captcha, lockout and session lengths (the login verification page). */
export type LoginVerification = SystemSchemas['LoginVerification'];
/**
 * Both are stored together in the one settings document `passwordPolicy`, as before the two
 * pages existed, so installations keep their values and every reader takes one row.
 */
export type PasswordPolicy = PasswordRules & LoginVerification;

export const DEFAULT_PASSWORD_RULES: PasswordRules = {
  minLength: 6,
  maxLength: 32,
  requireDigits: true,
  requireUppercase: false,
  requireLowercase: true,
  requireSpecial: false,
  lifetimeDays: 90,
  reminderDays: 7,
  historyCount: 0,
};

export const DEFAULT_LOGIN_VERIFICATION: LoginVerification = {
  useCaptcha: false,
  lockCount: 5,
  lockWindowMinutes: 30,
  lockMinutes: 30,
  ipFailureLimit: 50,
  loginTimeoutMinutes: 120,
  rememberMeDays: 7,
};

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { ...DEFAULT_PASSWORD_RULES, ...DEFAULT_LOGIN_VERIFICATION };

declare module '../settings/settings-store.ts' {
  interface SettingsShape {
    passwordPolicy: PasswordPolicy;
  }
}

defineSetting('passwordPolicy', DEFAULT_PASSWORD_POLICY);
