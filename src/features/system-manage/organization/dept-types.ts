// The department types (spec section 3): the contract's four keys, listed and named by the
// `department-type` dictionary, so an administrator can relabel or disable one.
import { DICT_CODES, useDictOptions } from '../../../api/dict-options.ts';

export const DEPT_TYPES = ['company', 'department', 'group', 'ou'] as const;
export type DeptType = (typeof DEPT_TYPES)[number];

const isDeptType = (v: string): v is DeptType => (DEPT_TYPES as readonly string[]).includes(v);

/** The enabled types in dictionary order (only keys the contract accepts), and a label lookup. */
export function useDeptTypes(opts: { enabled?: boolean } = {}) {
  const dict = useDictOptions(DICT_CODES.departmentType, opts);
  return { options: dict.options.filter((o) => isDeptType(o.value)), labelOf: dict.labelOf };
}
