// A Fluent Input that keeps only what spec section 5's money filter allows (digits and one
// decimal point, no leading zeros, at most two decimals).
import { forwardRef } from 'react';
import { Input, type InputProps } from '@fluentui/react-components';
import { filterMoney } from '../../lib/input-filters.ts';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  onChange(value: string): void;
}

export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(({ value, onChange, ...rest }, ref) => (
  <Input {...rest} ref={ref} inputMode="decimal" value={value} onChange={(_, d) => onChange(filterMoney(d.value))} />
));
MoneyInput.displayName = 'MoneyInput';
