// Password form rules of spec section 5: the policy's length (6 to 32 until it is read), the
// character classes the policy requires, new differs from old, the two entries match. Returns problem ids; the form turns
// them into text (see passwordProblemText in the login feature).
export type PasswordProblem = 'required' | 'length' | 'classes' | 'sameAsOld' | 'mismatch';
export type CharClass = 'digits' | 'uppercase' | 'lowercase' | 'special';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

/** The policy fields that shape a new password (GET /system/password/policy). */
export interface PasswordClassPolicy {
  minLength?: number;
  maxLength?: number;
  requireDigits?: boolean;
  requireUppercase?: boolean;
  requireLowercase?: boolean;
  requireSpecial?: boolean;
}

/** The length bounds a new password must keep: the policy's, else the contract's widest. */
export const lengthBounds = (policy: PasswordClassPolicy | undefined): { min: number; max: number } => ({
  min: policy?.minLength ?? PASSWORD_MIN,
  max: policy?.maxLength ?? PASSWORD_MAX,
});

const CLASS_TESTS: Record<CharClass, RegExp> = {
  digits: /\d/,
  uppercase: /[A-Z]/,
  lowercase: /[a-z]/,
  special: /[^A-Za-z0-9]/,
};

/** The classes the policy requires that the password lacks, in a fixed order. */
export function missingClasses(password: string, policy: PasswordClassPolicy | undefined): CharClass[] {
  if (!policy) return [];
  const wanted: [CharClass, boolean | undefined][] = [
    ['digits', policy.requireDigits],
    ['uppercase', policy.requireUppercase],
    ['lowercase', policy.requireLowercase],
    ['special', policy.requireSpecial],
  ];
  return wanted.filter(([c, on]) => on && !CLASS_TESTS[c].test(password)).map(([c]) => c);
}

export function checkNewPassword(
  oldPassword: string,
  newPassword: string,
  confirm: string,
  policy?: PasswordClassPolicy,
): Partial<Record<'newPassword' | 'confirmPassword', PasswordProblem>> {
  const problems: Partial<Record<'newPassword' | 'confirmPassword', PasswordProblem>> = {};
  if (!newPassword) problems.newPassword = 'required';
  else if (newPassword.length < lengthBounds(policy).min || newPassword.length > lengthBounds(policy).max) problems.newPassword = 'length';
  else if (missingClasses(newPassword, policy).length) problems.newPassword = 'classes';
  else if (newPassword === oldPassword) problems.newPassword = 'sameAsOld';
  if (!confirm) problems.confirmPassword = 'required';
  else if (confirm !== newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}
