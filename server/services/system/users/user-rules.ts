// Field rules of a user, read from the contract (openapi/system/users.yaml) so that an imported
// row is checked exactly as the create dialog's body is: one source for lengths and patterns.
import { readContract } from '../../../http/contract-files.ts';
import { SINGLE_LINE } from '../../../http/request-validation.ts';

/** The request validator's rule for every single-line string (request-validation.ts). */
const SINGLE_LINE_RULE = new RegExp(SINGLE_LINE);

interface StringRule {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const schemas = (
  readContract('system/users.yaml') as { components: { schemas: Record<string, StringRule & { properties?: Record<string, StringRule> }> } }
).components.schemas;

const rule = (r: StringRule | undefined) => {
  if (!r) throw new Error('users.yaml lost a field rule');
  return { min: r.minLength ?? 0, max: r.maxLength ?? Infinity, pattern: r.pattern ? new RegExp(r.pattern, 'u') : undefined };
};

export const USER_FIELD_RULES = {
  username: rule(schemas.UserCreate?.properties?.username),
  realName: rule(schemas.UserRealName),
  phone: rule(schemas.UserPhone),
  email: rule(schemas.UserEmail),
};

export type RuleProblem = 'required' | 'tooLong' | 'invalid';

/** What is wrong with `value` under the rule of `field`, if anything. */
export function fieldProblem(field: keyof typeof USER_FIELD_RULES, value: string): { problem: RuleProblem; max?: number } | undefined {
  const r = USER_FIELD_RULES[field];
  if (!value && r.min > 0) return { problem: 'required' };
  if (value.length < r.min) return { problem: 'invalid' };
  if (value.length > r.max) return { problem: 'tooLong', max: r.max };
  if ((r.pattern && !r.pattern.test(value)) || !SINGLE_LINE_RULE.test(value)) return { problem: 'invalid' };
  return undefined;
}
