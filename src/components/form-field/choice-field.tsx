// A form value picked from named choices (ChoiceDropdown inside FormField). `contractChoices`
// lists them in the order of the contract's enum for that property, with a label for each value
// (`Record`, so a value the contract adds fails tsc until it has its label).
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { constraints } from '../../api/gen/constraints.ts';
import type { SchemaField, SchemaName } from '../../api/form-rules.ts';
import { ChoiceDropdown, type Choice } from '../choice/choice-dropdown.tsx';
import { FormField } from './form-field.tsx';

export interface ChoiceFieldProps<V extends FieldValues, T extends string> {
  control: Control<V>;
  name: FieldPathByValue<V, T>;
  label: string;
  choices: readonly Choice<T>[];
  hint?: string;
  disabled?: boolean;
}

export function ChoiceField<V extends FieldValues, T extends string>({
  control,
  name,
  label,
  choices,
  hint,
  disabled,
}: ChoiceFieldProps<V, T>) {
  return (
    <FormField control={control} name={name} label={label} hint={hint}>
      {(field) => <ChoiceDropdown value={field.value} onChange={field.onChange} choices={choices} disabled={disabled} />}
    </FormField>
  );
}

type EnumOf<S extends SchemaName, F extends SchemaField<S>> = (typeof constraints)[S][F] extends { enum: readonly (infer E)[] }
  ? Extract<E, string>
  : never;

/** The contract's values of `schema.field`, in its order, each with its label. */
export function contractChoices<S extends SchemaName, F extends SchemaField<S>>(
  schema: S,
  field: F,
  labels: { readonly [V in EnumOf<S, F>]: string },
): Choice<EnumOf<S, F>>[] {
  const values = (constraints[schema][field] as { enum?: readonly EnumOf<S, F>[] }).enum ?? [];
  return values.map((v) => [v, labels[v]] as const);
}
