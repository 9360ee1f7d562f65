// A select over a dictionary's enabled items (src/api/dict-options.ts): department types, notice
// types and whatever else a record stores as an item key. A stored key whose item was disabled
// since still shows (by its key) as the current value, but is no longer offered.
import { Dropdown, Option } from '@fluentui/react-components';
import { useDictOptions } from '../../api/dict-options.ts';

export interface DictDropdownProps {
  /** The dictionary's code (DICT_CODES). */
  code: string;
  /** The stored key; empty shows `fallback`, or nothing. */
  value: string;
  onChange(key: string): void;
  /** The key shown while `value` is empty (what the server takes when it is left out). */
  fallback?: string;
  /** false: do not read the dictionary yet (a closed dialog). */
  enabled?: boolean;
}

export function DictDropdown({ code, value, onChange, fallback = '', enabled }: DictDropdownProps) {
  const dict = useDictOptions(code, { enabled });
  const shown = value || fallback;
  return (
    <Dropdown inlinePopup value={dict.labelOf(shown)} selectedOptions={[shown]} onOptionSelect={(_, o) => onChange(o.optionValue ?? '')}>
      {dict.options.map((o) => (
        <Option key={o.value} value={o.value}>
          {o.label}
        </Option>
      ))}
    </Dropdown>
  );
}
