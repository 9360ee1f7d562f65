// Form values of the password rules <-> the API body. Numbers are typed as text (IntegerInput).
import { filteredNumber } from '../../../lib/input-filters.ts';
import type { PasswordRules } from './password-policy-api.ts';

type NumberField = 'minLength' | 'maxLength' | 'lifetimeDays' | 'reminderDays' | 'historyCount';
export type RulesFormValues = Omit<PasswordRules, NumberField> & Record<NumberField, string>;

export function rulesForm(r: PasswordRules): RulesFormValues {
  return {
    ...r,
    minLength: String(r.minLength),
    maxLength: String(r.maxLength),
    lifetimeDays: String(r.lifetimeDays),
    reminderDays: String(r.reminderDays),
    historyCount: String(r.historyCount),
  };
}

export function toRulesBody(v: RulesFormValues): PasswordRules {
  const n = (text: string) => filteredNumber(text) ?? 0;
  return {
    ...v,
    minLength: n(v.minLength),
    maxLength: n(v.maxLength),
    lifetimeDays: n(v.lifetimeDays),
    reminderDays: n(v.reminderDays),
    historyCount: n(v.historyCount),
  };
}
