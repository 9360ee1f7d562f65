// A Fluent Input that keeps only what spec section 5's integer filter allows (digits, no leading
// zeros), for ports, counts, days and sizes. The value stays a string while typing.
import { forwardRef } from 'react';
import { Input, type InputProps } from '@fluentui/react-components';
import { filterInteger } from '../../lib/input-filters.ts';

export interface IntegerInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  onChange(value: string): void;
}

export const IntegerInput = forwardRef<HTMLInputElement, IntegerInputProps>(({ value, onChange, ...rest }, ref) => (
  <Input {...rest} ref={ref} inputMode="numeric" value={value} onChange={(_, d) => onChange(filterInteger(d.value))} />
));
IntegerInput.displayName = 'IntegerInput';
