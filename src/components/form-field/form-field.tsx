// One form field: Fluent's Field (label, required mark, hint, error) around any input, wired to
// react-hook-form through a Controller, so its rules and error message come from one place.
// The form itself must say `noValidate`: Field marks a required input `required`, and the
// browser's own check would otherwise stop the submit before react-hook-form shows its message.
import type { ReactElement } from 'react';
import { Field } from '@fluentui/react-components';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';

export interface FormFieldProps<V extends FieldValues, N extends FieldPath<V>> {
  control: Control<V>;
  name: N;
  label: string;
  /** Usually `rulesFor(schema, field, label)` (its `isRequired` sets the required mark). */
  rules?: Omit<RegisterOptions<V, N>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'> & { isRequired?: boolean };
  hint?: string;
  /** Shows the required mark (default: the rules' `isRequired`, else their `required`). */
  required?: boolean;
  /** The input, given the field's value, onChange, onBlur, name and ref. */
  children(field: ControllerRenderProps<V, N>): ReactElement;
}

export function FormField<V extends FieldValues, N extends FieldPath<V>>({
  control,
  name,
  label,
  rules,
  hint,
  required,
  children,
}: FormFieldProps<V, N>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <Field
          label={label}
          required={required ?? rules?.isRequired ?? Boolean(rules?.required)}
          hint={hint}
          validationState={fieldState.error ? 'error' : 'none'}
          validationMessage={fieldState.error?.message}
        >
          {children(field)}
        </Field>
      )}
    />
  );
}
