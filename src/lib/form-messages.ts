// The generic form messages of spec section 5 (required, enum, whitespace, date, type, and len /
// min / max / range for strings, numbers and arrays), one table for every form of the portal.
// Chinese wording follows the spec ("请输入{label}", "{label}长度须在{min}到{max}个字符之间").
// Each entry is a function so that it reads the language active when the form renders.
import { t } from '@lingui/core/macro';

type N = number | string;

export const formMessages = {
  required: (label: string) => t`Please enter ${label}`,
  requiredSelect: (label: string) => t`Please select ${label}`,
  enum: (label: string, values: string) => t`${label} must be one of ${values}`,
  whitespace: (label: string) => t`${label} cannot be blank`,
  date: (label: string) => t`${label} is not a valid date`,
  type: (label: string, type: string) => t`${label} is not a valid ${type}`,
  /** A value that does not match the contract's pattern (or format, such as an e-mail address). */
  pattern: (label: string) => t`${label} is not in a valid format`,
  string: {
    len: (label: string, len: N) => t`${label} must be exactly ${len} characters`,
    min: (label: string, min: N) => t`${label} must be at least ${min} characters`,
    max: (label: string, max: N) => t`${label} must be at most ${max} characters`,
    range: (label: string, min: N, max: N) => t`${label} must be between ${min} and ${max} characters`,
  },
  number: {
    len: (label: string, len: N) => t`${label} must equal ${len}`,
    min: (label: string, min: N) => t`${label} cannot be less than ${min}`,
    max: (label: string, max: N) => t`${label} cannot be greater than ${max}`,
    range: (label: string, min: N, max: N) => t`${label} must be between ${min} and ${max}`,
  },
  array: {
    len: (label: string, len: N) => t`${label} must have exactly ${len} items`,
    min: (label: string, min: N) => t`${label} must have at least ${min} items`,
    max: (label: string, max: N) => t`${label} must have at most ${max} items`,
    range: (label: string, min: N, max: N) => t`${label} must have between ${min} and ${max} items`,
  },
} as const;

/** The usual first check of a text field: required, then not only spaces, then the length range. */
export function checkText(label: string, value: string, opts: { required?: boolean; min?: number; max?: number } = {}): string | undefined {
  if (!value) return opts.required ? formMessages.required(label) : undefined;
  if (!value.trim()) return formMessages.whitespace(label);
  const { min, max } = opts;
  if (min !== undefined && max !== undefined && (value.length < min || value.length > max))
    return formMessages.string.range(label, min, max);
  if (min !== undefined && value.length < min) return formMessages.string.min(label, min);
  if (max !== undefined && value.length > max) return formMessages.string.max(label, max);
  return undefined;
}
