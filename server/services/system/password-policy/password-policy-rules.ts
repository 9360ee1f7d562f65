// The password rules' fields, and the rules across fields that the contract cannot state (each
// field's type and range it checks itself).
import { DEFAULT_PASSWORD_RULES, type PasswordRules } from '../../../auth/password-policy.ts';
import { pickFields } from '../../../settings/settings-store.ts';
import { ApiError } from '../../../contract/envelope.ts';

export type { PasswordRules };

/** The password rules' own fields of `value` (the stored document also holds the login settings). */
export const passwordRulesOf = (value: PasswordRules) => pickFields(DEFAULT_PASSWORD_RULES, value);

/** Refuses a minimum above the maximum, or a reminder not shorter than the lifetime. */
export function assertPasswordRulesConsistent(rules: PasswordRules) {
  if (rules.minLength > rules.maxLength) throw new ApiError(400, 400, 'minAboveMax', { min: rules.minLength, max: rules.maxLength });
  if (rules.lifetimeDays > 0 && rules.reminderDays >= rules.lifetimeDays) {
    throw new ApiError(400, 400, 'reminderTooLong', { reminder: rules.reminderDays, lifetime: rules.lifetimeDays });
  }
}
