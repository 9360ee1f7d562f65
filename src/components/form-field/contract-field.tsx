// A text or whole-number field whose rules are the contract's (`rulesFor(schema, field, label)`):
// the settings forms write a field once, with the schema property it is checked against, and no
// length or range of their own. `options` adjusts what the form needs beyond the contract
// (optional here, or an extra check). `contractFields` binds a form's control, schema and edit
// permission once, so a settings form writes each field as `field('lockCount', t\`…\`)`.
import type { FieldPath, FieldValues, Control } from 'react-hook-form';
import { Input, type InputProps } from '@fluentui/react-components';
import { rulesFor, type RuleOptions, type SchemaField, type SchemaName } from '../../api/form-rules.ts';
import { IntegerInput } from '../numeric-input/integer-input.tsx';
import { FormField } from './form-field.tsx';

export interface ContractFieldProps<V extends FieldValues, N extends FieldPath<V>, S extends SchemaName> {
  control: Control<V>;
  name: N;
  label: string;
  /** The contract's schema and property the value is checked against. */
  schema: S;
  field: SchemaField<S>;
  options?: RuleOptions;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** `integer`: digits only (IntegerInput); otherwise an Input of that type. */
  type?: 'text' | 'integer' | 'password' | 'email';
  inputProps?: Pick<InputProps, 'autoComplete' | 'placeholder' | 'onFocus'>;
}

export function ContractField<V extends FieldValues, N extends FieldPath<V>, S extends SchemaName>({
  control,
  name,
  label,
  schema,
  field: property,
  options,
  hint,
  required,
  disabled,
  type = 'text',
  inputProps,
}: ContractFieldProps<V, N, S>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      hint={hint}
      required={required}
      rules={rulesFor<S, V, N>(schema, property, label, options)}
    >
      {(field) =>
        type === 'integer' ? (
          <IntegerInput {...field} {...inputProps} disabled={disabled} />
        ) : (
          <Input {...field} {...inputProps} type={type} disabled={disabled} />
        )
      }
    </FormField>
  );
}

/** What one field of `contractFields` may add: a hint, its input type, options of its own. */
export type ContractFieldExtra = Pick<
  ContractFieldProps<FieldValues, string, SchemaName>,
  'options' | 'hint' | 'required' | 'type' | 'inputProps'
>;

/**
 * The fields of one form checked against one schema, disabled without the edit permission:
 * `field(name, label, extra?)` for a form value named as its schema property, `field.as(name,
 * property, label, extra?)` for one checked against another property (an English name has the
 * name's limits).
 */
export function contractFields<V extends FieldValues, S extends SchemaName>(control: Control<V>, schema: S, disabled: boolean) {
  const as = (name: FieldPath<V>, property: SchemaField<S>, label: string, extra: ContractFieldExtra = {}) => (
    <ContractField control={control} name={name} label={label} schema={schema} field={property} disabled={disabled} {...extra} />
  );
  const field = (name: FieldPath<V> & SchemaField<S>, label: string, extra: ContractFieldExtra = {}) => as(name, name, label, extra);
  return Object.assign(field, { as });
}
