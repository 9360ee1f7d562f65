// A value picked from a short list of named choices, in Fluent's Dropdown: the filter bar's app
// or outcome, a settings form's font or default language. The choices are data, `[value, label]`,
// so a page lists them once and the button shows the chosen one's label.
import { Dropdown, Option } from '@fluentui/react-components';

export type Choice<T extends string = string> = readonly [value: T, label: string];

export interface ChoiceDropdownProps<T extends string> {
  value: T;
  onChange(value: T): void;
  choices: readonly Choice<T>[];
  /** A first choice that is no value (''), shown as the placeholder too: a filter's "All". */
  all?: string;
  disabled?: boolean;
}

export function ChoiceDropdown<T extends string>({ value, onChange, choices, all, disabled }: ChoiceDropdownProps<T>) {
  return (
    <Dropdown
      value={choices.find(([v]) => v === value)?.[1] ?? ''}
      selectedOptions={[value]}
      placeholder={all}
      disabled={disabled}
      // The options are this list's values only, so the one picked is a T.
      onOptionSelect={(_, o) => onChange((o.optionValue ?? '') as T)}
    >
      {all !== undefined ? <Option value="">{all}</Option> : null}
      {choices.map(([v, label]) => (
        <Option key={v} value={v}>
          {label}
        </Option>
      ))}
    </Dropdown>
  );
}
