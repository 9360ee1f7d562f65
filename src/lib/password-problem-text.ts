// Texts of the password rules (spec section 5), shared by the password forms (forced change, personal space).
import { t } from '@lingui/core/macro';
import type { CharClass, PasswordClassPolicy, PasswordProblem } from './password-rules.ts';
import { lengthBounds } from './password-rules.ts';
import { formMessages } from './form-messages.ts';

const classNames = (): Record<CharClass, string> => ({
  digits: t`digits`,
  uppercase: t`uppercase letters`,
  lowercase: t`lowercase letters`,
  special: t`special characters`,
});

export function passwordProblemText(
  problem: PasswordProblem | undefined,
  label: string,
  missing: CharClass[] = [],
  policy?: PasswordClassPolicy,
): string | undefined {
  switch (problem) {
    case 'required':
      return formMessages.required(label);
    case 'length':
      return formMessages.string.range(label, lengthBounds(policy).min, lengthBounds(policy).max);
    case 'classes': {
      const names = classNames();
      const list = missing.map((c) => names[c]).join(', ');
      return t`The password must contain ${list}`;
    }
    case 'sameAsOld':
      return t`Old and new passwords cannot be the same`;
    case 'mismatch':
      return t`The passwords entered twice do not match`;
    default:
      return undefined;
  }
}
