// Password form rules of spec section 5. Returns a problem id; the form turns it into text.
export type PasswordProblem = 'required' | 'length' | 'sameAsOld' | 'mismatch';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

export function checkNewPassword(oldPassword: string, newPassword: string, confirm: string): Partial<Record<'newPassword' | 'confirmPassword', PasswordProblem>> {
  const problems: Partial<Record<'newPassword' | 'confirmPassword', PasswordProblem>> = {};
  if (!newPassword) problems.newPassword = 'required';
  else if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) problems.newPassword = 'length';
  else if (newPassword === oldPassword) problems.newPassword = 'sameAsOld';
  if (!confirm) problems.confirmPassword = 'required';
  else if (confirm !== newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}
