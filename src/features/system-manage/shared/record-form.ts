// What the create/edit forms of the admin records share, as pure functions: a coded record's code,
// name, description and order as typed (roles, dictionary types) and back, and a record's
// optional texts as form values ('' where it has none).
import { filteredNumber } from '../../../lib/input-filters.ts';

export interface CodedFormValues {
  code: string;
  name: string;
  description: string;
  /** The order, as typed in its IntegerInput. */
  sort: string;
}

interface CodedRecord {
  code: string;
  name: string;
  description?: string | null;
  sort?: number | null;
}

export const codedFormOf = (r?: CodedRecord): CodedFormValues => ({
  code: r?.code ?? '',
  name: r?.name ?? '',
  description: r?.description ?? '',
  sort: String(r?.sort ?? 0),
});

export const codedBody = (v: CodedFormValues) => ({
  code: v.code.trim(),
  name: v.name.trim(),
  description: v.description.trim(),
  sort: filteredNumber(v.sort) ?? 0,
});

type TextKey<R> = { [K in keyof R]-?: R[K] extends string | null | undefined ? K : never }[keyof R];

/** The record's texts named by `keys` as form values, '' for each it does not have. */
export function textsOf<R extends object, K extends TextKey<R>>(record: R | undefined, keys: readonly K[]): Record<K, string> {
  // Every value is a string: the record's (a text, by TextKey) or ''.
  return Object.fromEntries(keys.map((k) => [k, record?.[k] ?? ''])) as Record<K, string>;
}
