// A Fluent Input for ports, counts, days and sizes that holds digits only (spec section 5's
// integer input). A change that holds anything else ("1.5", "-5", a letter) is refused whole,
// never stripped into another number, and the field says so until it loses focus. The value
// stays a string while typing.
import { forwardRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input, Text, type InputProps } from '@fluentui/react-components';
import { acceptInteger } from '../../lib/input-filters.ts';

export interface IntegerInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  onChange(value: string): void;
}

export const IntegerInput = forwardRef<HTMLInputElement, IntegerInputProps>(({ value, onChange, onBlur, contentAfter, ...rest }, ref) => {
  const { t } = useLingui();
  const [refused, setRefused] = useState(false);
  return (
    <Input
      {...rest}
      ref={ref}
      inputMode="numeric"
      value={value}
      onChange={(_, d) => {
        const kept = acceptInteger(d.value);
        setRefused(kept === null);
        if (kept !== null) onChange(kept);
      }}
      onBlur={(e) => {
        setRefused(false);
        onBlur?.(e);
      }}
      contentAfter={
        refused ? (
          <Text role="status" size={200}>
            {t`Whole numbers only`}
          </Text>
        ) : (
          contentAfter
        )
      }
    />
  );
});
IntegerInput.displayName = 'IntegerInput';
