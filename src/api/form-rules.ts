// Form rules from the contract: `rulesFor('UserCreate', 'username', t\`Username\`)` gives
// react-hook-form the field's limits as written in openapi/ (src/api/gen/constraints.ts, made by
// `npm run gen:api`), with the spec's form messages in the language active when the form
// validates. The portal and the server cannot disagree about a length or a range.
import type { FieldValues, FieldPath, RegisterOptions, Validate } from 'react-hook-form';
import { constraints, type FieldConstraints } from './gen/constraints.ts';
import { formMessages } from '../lib/form-messages.ts';

type Constraints = typeof constraints;
export type SchemaName = keyof Constraints;
export type SchemaField<S extends SchemaName> = Extract<keyof Constraints[S], string>;

/**
 * Rules for react-hook-form. Every check, "required" too, is a `validate` function (react-hook-form's
 * own `required` would stop before the contract's message); `isRequired` is for the required mark.
 */
export type FieldRules<V extends FieldValues, N extends FieldPath<V>> = Pick<RegisterOptions<V, N>, 'validate'> & {
  readonly isRequired: boolean;
};

export interface RuleOptions {
  /** Overrides the contract: the form requires a value the API makes optional (or the reverse). */
  required?: boolean;
  /** Extra checks of this form (two password entries, …), run after the contract's. */
  validate?: Record<string, (value: unknown) => string | true | undefined>;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** E-mail as the HTML input checks it: good enough to catch typing mistakes before the server. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first message of the contract's limits that `value` breaks, or undefined. Pure. */
export function checkConstraints(c: FieldConstraints, label: string, value: unknown, required = c.required === true): string | undefined {
  if (isEmpty(value))
    return required ? (c.enum || c.type === 'array' ? formMessages.requiredSelect(label) : formMessages.required(label)) : undefined;
  if (c.enum && !c.enum.includes(value as string | number | boolean)) return formMessages.enum(label, c.enum.join(', '));
  if (Array.isArray(value)) return range(formMessages.array, label, value.length, c.minItems, c.maxItems);
  if (typeof value === 'string' && (c.type === 'string' || c.type === undefined)) {
    if (required && !value.trim()) return formMessages.whitespace(label);
    const lengthProblem = range(formMessages.string, label, Array.from(value).length, c.minLength, c.maxLength);
    if (lengthProblem) return lengthProblem;
    if (c.pattern && !new RegExp(c.pattern, 'u').test(value)) return formMessages.pattern(label);
    if (c.format === 'email' && !EMAIL.test(value)) return formMessages.pattern(label);
    return undefined;
  }
  if (c.type === 'integer' || c.type === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n) || (c.type === 'integer' && !Number.isInteger(n))) return formMessages.type(label, c.type);
    const min =
      c.minimum ?? (c.exclusiveMinimum !== undefined ? c.exclusiveMinimum + (c.type === 'integer' ? 1 : Number.EPSILON) : undefined);
    const max =
      c.maximum ?? (c.exclusiveMaximum !== undefined ? c.exclusiveMaximum - (c.type === 'integer' ? 1 : Number.EPSILON) : undefined);
    return range(formMessages.number, label, n, min, max);
  }
  return undefined;
}

type RangeMessages = {
  len(l: string, n: number): string;
  min(l: string, n: number): string;
  max(l: string, n: number): string;
  range(l: string, a: number, b: number): string;
};

function range(m: RangeMessages, label: string, n: number, min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined && (n < min || n > max)) return min === max ? m.len(label, min) : m.range(label, min, max);
  if (min !== undefined && n < min) return m.min(label, min);
  if (max !== undefined && n > max) return m.max(label, max);
  return undefined;
}

/** The limits of one field of one schema (undefined for a field the contract does not know). */
export const constraintsOf = <S extends SchemaName>(schema: S, field: SchemaField<S>): FieldConstraints | undefined =>
  (constraints[schema] as Record<string, FieldConstraints>)[field];

/**
 * react-hook-form rules for one field of one schema. Messages are made when the form validates,
 * so they follow a language switch.
 */
export function rulesFor<S extends SchemaName, V extends FieldValues = FieldValues, N extends FieldPath<V> = FieldPath<V>>(
  schema: S,
  field: SchemaField<S>,
  label: string,
  options: RuleOptions = {},
): FieldRules<V, N> {
  const c = constraintsOf(schema, field) ?? {};
  const required = options.required ?? c.required === true;
  const contract: Validate<unknown, V> = (value) => checkConstraints(c, label, value, required) ?? true;
  const extra = Object.fromEntries(Object.entries(options.validate ?? {}).map(([k, fn]) => [k, (v: unknown) => fn(v) ?? true]));
  return { isRequired: required, validate: { contract, ...extra } };
}
